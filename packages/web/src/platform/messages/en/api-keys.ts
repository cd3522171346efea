import type { apiKeysMessages as turkish } from '../api-keys';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

/** API keys (issue 26): the "API keys" card of /organization. */
export const apiKeysMessages: Translation<typeof turkish> = {
  apiKeys: {
    title: 'API keys',
    description:
      "Your payroll, HR or intranet system connects to Paydos with these keys (/api/v1). Each key works only at this organization's address and with the permissions you choose.",
    add: 'Create key',
    empty: 'No API keys yet.',
    listLabel: 'API key list',
    loadFailed: "Couldn't load the API keys.",
    createTitle: 'New API key',
    formDescription: 'Name the system that will use the key and choose only the permissions it needs.',
    name: 'Key name',
    namePlaceholder: 'E.g. Payroll system',
    nameRequired: 'The key name is required.',
    scopes: 'Permissions',
    scopesRequired: 'Choose at least one permission.',
    scopeLabels: {
      'leave:read': 'Read leave',
      'leave:write': 'Create and cancel leave requests',
      'people:read': 'Read staff',
    },
    scopeHints: {
      'leave:read': 'Leave requests, balances and the monthly report (leave:read)',
      'leave:write': 'Requests on behalf of an employee; canceling approved leave (leave:write)',
      'people:read': 'Name, email, personnel no., department, hire date (people:read)',
    },
    create: 'Create',
    createFailed: "Couldn't create the API key.",
    secretTitle: 'Secret key',
    secretUsage:
      'Your system must send this key with every request in the "Authorization: Bearer <key>" header, to your organization\'s address.',
    secretNotice: 'Copy this key now and keep it somewhere safe: it will not be shown again.',
    copy: 'Copy',
    copyLabel: 'Copy the secret key',
    copied: 'Key copied to the clipboard.',
    copyFailed: "Couldn't copy; select the key and copy it by hand.",
    done: "I've copied it, close",
    created: (date: string) => `Created: ${date}`,
    createdBy: (name: string) => ` by ${name}`,
    lastUsed: (date: string) => `Last used: ${date}`,
    neverUsed: 'Not used yet',
    revokedOn: (date: string) => `Revoked: ${date}`,
    revokedBadge: 'Revoked',
    liveBadge: 'Active',
    revoke: 'Revoke',
    revokeLabel: (name: string) => `Revoke the ${name} key`,
    revokeTitle: 'Revoke this key?',
    revokeBody: (name: string) =>
      `Requests made with the "${name}" key are refused at once. This cannot be undone; you can create a new key if needed.`,
    revokeFailed: "Couldn't revoke the key.",
    live: (count: number) => `${formatCount(count)} active ${count === 1 ? 'key' : 'keys'}`,
    docs: 'API documentation (OpenAPI)',
  },
};
