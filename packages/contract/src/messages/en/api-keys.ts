import type * as turkish from '../api-keys';
import type { Translation } from '../translation';

/** API keys and the public API /api/v1 (issue 26; docs/public-api.md). */
export const apiKeys: Translation<typeof turkish.apiKeys> = {
  nameRequired: 'Key name is required.',
  scopesRequired: 'Select at least one permission.',
  scopeInvalid: 'Invalid permission. Valid permissions: leave:read, leave:write, people:read.',
  scopeRepeated: 'The same permission was selected more than once.',
  notFound: 'API key not found.',
  alreadyRevoked: 'This API key has already been revoked.',
  tooMany: (max: number) =>
    `An organization can have at most ${max} active API keys. Revoke one you no longer use first.`,
  created: 'API key created. Copy the secret key now: it will not be shown again.',
  revoked: 'API key revoked. Requests made with this key are now rejected.',
  /** 401 on /api/v1: no key, an unknown, revoked or another organization's key, a session token. */
  invalid:
    'The API key is invalid or has been revoked. Send the request with the "Authorization: Bearer <API key>" header.',
  /** 403 on /api/v1: the key lacks the route's scope. */
  missingScope: (scope: string) =>
    `This API key does not have the "${scope}" permission. An Administrator must create the key again with this permission.`,
  /** A cancel is written on the authority of the ADMIN who created the key; once erased, no one's. */
  creatorGone: 'The Administrator who created this key no longer exists. Create a new key to cancel leave.',
  personInvalid: 'Invalid employee ID.',
  activeInvalid: 'Active must be "true" or "false".',
  statusInvalid: 'Status must be PENDING, APPROVED, REJECTED or CANCELLED.',
};

export const apiKeysMessages: Translation<typeof turkish.apiKeysMessages> = { apiKeys };
