import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { calendarFeedTokens, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import type { Role } from '../../platform/request-context';
import { inTenant, scopeOfOrganization, type TenantScope } from '../../platform/tenant-scope';
import { hashToken, newToken } from '../../platform/tokens';

const live = isNull(calendarFeedTokens.revokedAt);

/** The person's live feed (when it was made, last read), never the token: only its hash is stored. */
export async function findLiveFeed(db: Executor, scope: TenantScope, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeedTokens.createdAt, lastUsedAt: calendarFeedTokens.lastUsedAt })
    .from(calendarFeedTokens)
    .where(inTenant(scope, calendarFeedTokens, eq(calendarFeedTokens.userId, userId), live));
  return row ?? null;
}

/**
 * A new secret feed token (product §D7): the live one is revoked first in the same transaction
 * (the partial unique index allows one live token per person), the new one is stored as its hash
 * and the token itself is returned this once.
 */
export async function createFeedToken(db: Database, scope: TenantScope, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inTenant(scope, users, eq(users.id, userId)))
      .for('update');
    await tx
      .update(calendarFeedTokens)
      .set({ revokedAt: now })
      .where(inTenant(scope, calendarFeedTokens, eq(calendarFeedTokens.userId, userId), live));
    const token = newToken();
    const [row] = await tx
      .insert(calendarFeedTokens)
      .values({ organizationId: scope.organizationId, userId, tokenHash: hashToken(token) })
      .returning({ createdAt: calendarFeedTokens.createdAt });
    return { token, createdAt: row!.createdAt };
  });
}

/** Ends the person's live feed; the URLs answer 404 from now on. */
export async function revokeFeedToken(db: Executor, scope: TenantScope, userId: string, now: Date) {
  const revoked = await db
    .update(calendarFeedTokens)
    .set({ revokedAt: now })
    .where(inTenant(scope, calendarFeedTokens, eq(calendarFeedTokens.userId, userId), live))
    .returning({ id: calendarFeedTokens.id });
  if (revoked.length === 0) throw fail.notFound(messages.calendarFeeds.notFound);
}

export interface FeedOwner {
  userId: string;
  role: Role;
  firstName: string;
  lastName: string;
}

/**
 * The owner of a live token of the host's organization, still active: anything else (unknown,
 * revoked, another organization's, a deactivated person's) is the same Turkish 404.
 */
export async function findFeedOwner(
  db: Executor,
  organizationId: string,
  token: string,
  now: Date,
): Promise<FeedOwner> {
  const [row] = await db
    .select({
      id: calendarFeedTokens.id,
      userId: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(calendarFeedTokens)
    .innerJoin(
      users,
      and(eq(users.id, calendarFeedTokens.userId), eq(users.organizationId, calendarFeedTokens.organizationId)),
    )
    .where(
      inTenant(
        scopeOfOrganization(organizationId),
        calendarFeedTokens,
        eq(calendarFeedTokens.tokenHash, hashToken(token)),
        live,
        eq(users.isActive, true),
      ),
    );
  if (!row) throw fail.notFound(messages.calendarFeeds.notFound);
  await db.update(calendarFeedTokens).set({ lastUsedAt: now }).where(eq(calendarFeedTokens.id, row.id));
  const { id: _, ...owner } = row;
  return owner;
}
