import type { webhooksMessages as turkish } from '../webhooks';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

/**
 * Webhooks (issue 26 item 3): the "Webhooks" card of /organization. Not part of `t`: only the
 * organization page loads these texts (the bundle budgets hold the first load).
 */
export const webhooksMessages: Translation<typeof turkish> = {
  webhooks: {
    title: 'Webhooks',
    description:
      'Your payroll or HR system receives leave and staff events as signed HTTPS requests. A failed delivery is retried at increasing intervals for 3 days.',
    add: 'Add webhook',
    empty: 'No webhooks yet.',
    listLabel: 'Webhook list',
    eventLabels: {
      'leave.requested': 'Leave requested',
      'leave.approved': 'Leave approved',
      'leave.rejected': 'Leave rejected',
      'leave.cancelled': 'Leave canceled',
      'leave.updated': 'Leave changed',
      'leave.deleted': 'Leave deleted',
      'person.joined': 'Employee joined',
      'person.left': 'Employee left',
    },
    active: 'Active',
    paused: 'Paused',
    pausedFailing: 'Paused: failing for 3 days',
    secretHint: (hint: string) => `Secret key: ${hint}`,
    pause: 'Pause',
    pauseLabel: (url: string) => `Pause ${url}`,
    resume: 'Resume',
    resumeLabel: (url: string) => `Resume ${url}`,
    remove: 'Delete',
    removeLabel: (url: string) => `Delete ${url}`,
    removeTitle: 'Delete this webhook?',
    removeBody: (url: string) =>
      `Deliveries to ${url} stop; pending deliveries and the delivery log are deleted. This cannot be undone.`,
    showLog: 'Deliveries',
    hideLog: 'Hide deliveries',
    logLabel: (url: string) => `Delivery log of ${url}`,
    logEmpty: 'No deliveries yet.',
    logFailed: "Couldn't load the deliveries",
    statusLabels: { PENDING: 'Pending', DELIVERED: 'Delivered', FAILED: 'Failed' },
    statusCode: (code: number | null) => (code === null ? 'No response' : `HTTP ${code}`),
    attempts: (count: number) => `${formatCount(count)} ${count === 1 ? 'attempt' : 'attempts'}`,
    nextTry: (when: string) => `Next attempt: ${when}`,
    resend: 'Resend',
    resendLabel: (event: string, when: string) => `Resend the ${event} delivery (${when})`,
    resendFailed: "Couldn't queue the delivery again",
    createTitle: 'New webhook',
    formDescription:
      'The address must start with https:// and be reachable from the internet. Every delivery is signed with the secret key (Paydos-Signature header).',
    url: 'Address (URL)',
    urlRequired: 'The address is required.',
    urlHint: 'For example https://payroll.example.com.tr/paydos',
    events: 'Events',
    eventsRequired: 'Choose at least one event.',
    create: 'Add webhook',
    saveFailed: "Couldn't add the webhook",
    secretTitle: 'Secret key',
    secretNotice:
      'Copy this key now and save it in the receiving system: for security reasons it will not be shown again. Verify the signature of deliveries with this key.',
    copy: 'Copy',
    copied: 'Secret key copied',
    copyFailed: "Couldn't copy; select the key and copy it by hand",
    done: "OK, I've saved it",
    loadFailed: "Couldn't load the webhooks",
    actionFailed: "Couldn't complete the action",
  },
};
