import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { catalogueText } from './catalogue-text';

const m = messages.apiKeys;

/**
 * What a key may do on the public API /api/v1 (issue 26, docs/public-api.md): read leave (requests,
 * balances, the monthly report), write leave (request and cancel), read people. Webhooks (issue 26
 * item 3) will name their events by the same resources.
 */
export const API_KEY_SCOPES = ['leave:read', 'leave:write', 'people:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const apiKeyScope = z.enum(API_KEY_SCOPES, { error: m.scopeInvalid });

/** The secret's visible start: `pdk_live_` and 32 random bytes in base64url; the first 6 of them stay for display. */
export const API_KEY_PREFIX = 'pdk_live_';

/** How many unrevoked keys an organization may hold at once. */
export const MAX_ACTIVE_API_KEYS = 20;

export const createApiKeyBody = requestObject({
  name: text('apiKeyName', { required: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(100),
  scopes: z
    .array(apiKeyScope, { error: m.scopesRequired })
    .min(1, { error: m.scopesRequired })
    .max(API_KEY_SCOPES.length, { error: m.scopeRepeated })
    .refine((scopes) => new Set(scopes).size === scopes.length, { error: m.scopeRepeated }),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;
export type CreateApiKeyInput = z.input<typeof createApiKeyBody>;

export const apiKeyIdParams = requestObject({ id: z.uuid({ error: m.notFound }) });

/** A key as the organization page lists it: never its secret nor its hash. */
export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters (`pdk_live_ab12cd`), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(apiKeyScope),
  createdAt: z.string(),
  /** Who created it (first and last name), null once that person is erased. */
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const apiKeyList = z.object({ apiKeys: z.array(apiKeyView) });
export type ApiKeyList = z.infer<typeof apiKeyList>;

/** The answer of a create: the only time the secret is ever shown. */
export const createdApiKey = z.object({ apiKey: apiKeyView, secret: z.string(), message: catalogueText() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const revokedApiKey = z.object({ apiKey: apiKeyView, message: catalogueText() });
export type RevokedApiKey = z.infer<typeof revokedApiKey>;
