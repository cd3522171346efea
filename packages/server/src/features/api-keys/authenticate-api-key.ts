import type { ApiKeyScope } from '@paydos/contract/api-keys';
import { messages } from '@paydos/contract/messages';
import { eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { param, preparedStatement } from '../../db/prepared';
import { apiKeys } from '../../db/schema';
import type { ApiKeyAuthenticator } from '../../platform/access';
import { apiKeyActor, recordAudit } from '../../platform/audit';
import { AppError, fail } from '../../platform/errors';
import type { ApiKeyAuth } from '../../platform/request-context';
import { bearerToken } from '../../platform/sessions';
import { inTenant, scopeOfOrganization } from '../../platform/tenant-scope';
import { hashToken } from '../../platform/tokens';
import { looksLikeApiKey } from './api-key-secret';

/** The key a secret names, in any organization (the caller compares it with the host's). */
const keyByHash = preparedStatement((db) =>
  db
    .select({
      keyId: apiKeys.id,
      organizationId: apiKeys.organizationId,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdById: apiKeys.createdById,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.tokenHash, param('tokenHash')))
    .limit(1)
    .prepare('api_key_by_hash'),
);

/** `last_used_at` is written at most once a minute per key, so a busy key does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A refused use is audited at most once per key, reason and minute (per instance): a leaked key hammering cannot flood the log. */
const DENIAL_AUDIT_INTERVAL_MS = 60_000;
const MAX_REMEMBERED_DENIALS = 10_000;

type DenialReason = 'revoked' | 'other_host' | 'missing_scope';

/**
 * The public API's key check (`access.apiKey`, docs/SECURITY.md "API keys"): the bearer value must be
 * a live key of the host's organization with the route's scope. No key, an unknown one, a session
 * token: 401. A revoked key or one of another organization: the same 401, and an `api_key.denied`
 * row in the key's own organization's audit log. A missing scope: 403 naming it, audited. Each key
 * has its own limit per minute (429), counted before the scope is checked.
 */
export function apiKeyAuthenticator(app: FastifyInstance): ApiKeyAuthenticator {
  const limiter = app.createRateLimit({
    max: app.config.apiKeyRateLimitPerMinute,
    timeWindow: '1 minute',
    // Keyed by the secret's hash (the key's own row is found by it too): no secret kept in memory.
    keyGenerator: (request) => `api-key:${hashToken(request.headers.authorization ?? '')}`,
  });
  const lastDenials = new Map<string, number>();
  // A use is a call the key was accepted for and that succeeded: recorded as its answer goes out (onSend, so
  // before the caller reads it), never for a refused one (the attack suite's "a refusal writes nothing").
  const lastUses = new WeakMap<FastifyRequest, { keyId: string; organizationId: string; lastUsedAt: Date | null }>();
  // A callback hook: every answer passes here, and only a key's answer waits for the write.
  app.addHook('onSend', (request, reply, payload, done) => {
    const key = lastUses.get(request);
    if (!key || reply.statusCode >= 400) return done(null, payload);
    touchLastUsed(app, key, request.now).then(() => done(null, payload), done);
  });

  async function deny(
    request: FastifyRequest,
    key: { keyId: string; organizationId: string },
    reason: DenialReason,
    scope: ApiKeyScope,
  ) {
    const mark = `${key.keyId}:${reason}`;
    const now = request.now.getTime();
    if (now - (lastDenials.get(mark) ?? -Infinity) < DENIAL_AUDIT_INTERVAL_MS) return;
    if (lastDenials.size >= MAX_REMEMBERED_DENIALS) lastDenials.clear();
    lastDenials.set(mark, now);
    await recordAudit(app.db, apiKeyActor(key.keyId, request.ip), {
      action: 'api_key.denied',
      organizationId: key.organizationId,
      targetType: 'api_key',
      targetId: key.keyId,
      after: { denial: reason, scope, method: request.method, route: request.routeOptions.url ?? null },
      at: request.now,
    });
  }

  return async (request, scope) => {
    const token = bearerToken(request);
    if (!token || !looksLikeApiKey(token)) throw fail.unauthenticated(messages.apiKeys.invalid);
    const [key] = await keyByHash(app.db).execute({ tokenHash: hashToken(token) });
    if (!key) throw fail.unauthenticated(messages.apiKeys.invalid);
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError('TOO_MANY_REQUESTS', messages.tooManyRequests);
    if (key.organizationId !== request.organization?.id) {
      await deny(request, key, 'other_host', scope);
      throw fail.unauthenticated(messages.apiKeys.invalid);
    }
    if (key.revokedAt) {
      await deny(request, key, 'revoked', scope);
      throw fail.unauthenticated(messages.apiKeys.invalid);
    }
    if (!key.scopes.includes(scope)) {
      await deny(request, key, 'missing_scope', scope);
      throw fail.forbidden(messages.apiKeys.missingScope(scope));
    }
    lastUses.set(request, key);
    const auth: ApiKeyAuth = {
      kind: 'apiKey',
      keyId: key.keyId,
      organizationId: key.organizationId,
      name: key.name,
      prefix: key.prefix,
      scopes: key.scopes,
      createdById: key.createdById,
    };
    return auth;
  };
}

async function touchLastUsed(
  app: FastifyInstance,
  key: { keyId: string; organizationId: string; lastUsedAt: Date | null },
  now: Date,
) {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  await app.db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      inTenant(
        scopeOfOrganization(key.organizationId),
        apiKeys,
        eq(apiKeys.id, key.keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale)),
      ),
    );
}
