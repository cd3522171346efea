import { MAX_ACTIVE_API_KEYS, type ApiKeyView, type CreateApiKeyBody } from '@paydos/contract/api-keys';
import { messages } from '@paydos/contract/messages';
import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { apiKeys, organizations, users } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { newApiKeySecret } from './api-key-secret';

/** The newest this many keys are listed: keys are made by hand, a few a year; revoked ones stay for the record. */
const LISTED_KEYS = 100;

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

interface KeyRow extends Omit<ApiKeyView, 'createdAt' | 'lastUsedAt' | 'revokedAt'> {
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const present = (row: KeyRow): ApiKeyView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const selectKeys = (db: Executor) =>
  db.select(keyColumns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdById));

/** The organization page's list: live keys first, then revoked; newest first in each. */
export async function listApiKeys(db: Executor, scope: TenantScope): Promise<ApiKeyView[]> {
  const rows = await selectKeys(db)
    .where(inTenant(scope, apiKeys))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(LISTED_KEYS);
  return rows.map(present);
}

async function findKey(db: Executor, scope: TenantScope, id: string) {
  const [row] = await selectKeys(db)
    .where(inTenant(scope, apiKeys, eq(apiKeys.id, id)))
    .limit(1);
  if (!row) throw fail.notFound(messages.apiKeys.notFound);
  return present(row);
}

/**
 * A new key (issue 26): at most MAX_ACTIVE_API_KEYS live ones (counted under a lock of the
 * organization's row, so two creates cannot both pass), its hash stored, the secret answered once;
 * audited with its name, prefix and scopes (never the secret).
 */
export async function createApiKey(
  db: Database,
  scope: TenantScope,
  input: CreateApiKeyBody,
  actor: AuditActor & { id: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: organizations.id }).from(organizations).where(ownOrganization(scope)).for('update');
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(inTenant(scope, apiKeys, isNull(apiKeys.revokedAt)));
    if (Number(live?.n ?? 0) >= MAX_ACTIVE_API_KEYS) throw fail.conflict(messages.apiKeys.tooMany(MAX_ACTIVE_API_KEYS));
    const { secret, prefix, tokenHash } = newApiKeySecret();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        organizationId: scope.organizationId,
        name: input.name,
        prefix,
        tokenHash,
        scopes: input.scopes,
        createdById: actor.id,
        createdAt: now,
      })
      .returning({ id: apiKeys.id });
    await recordAudit(tx, actor, {
      action: 'api_key.create',
      organizationId: scope.organizationId,
      targetType: 'api_key',
      targetId: row!.id,
      after: { name: input.name, prefix, scopes: input.scopes },
      at: now,
    });
    return { apiKey: await findKey(tx, scope, row!.id), secret };
  });
}

/** Revoke a key: every later call with it is a 401 (and an audited denial). Revoking twice is a 409. */
export async function revokeApiKey(
  db: Database,
  scope: TenantScope,
  id: string,
  actor: AuditActor & { id: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const key = await findKey(tx, scope, id);
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: now, revokedById: actor.id })
      .where(inTenant(scope, apiKeys, eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (!revoked) throw fail.conflict(messages.apiKeys.alreadyRevoked);
    await recordAudit(tx, actor, {
      action: 'api_key.revoke',
      organizationId: scope.organizationId,
      targetType: 'api_key',
      targetId: id,
      before: { name: key.name, prefix: key.prefix, scopes: key.scopes },
      at: now,
    });
    return findKey(tx, scope, id);
  });
}
