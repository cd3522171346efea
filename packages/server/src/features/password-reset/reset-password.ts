import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { hashPassword } from '../../platform/passwords';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { hashToken } from '../../platform/tokens';
import { revokeUserSessions } from '../../platform/sessions';

const usable = (token: string, now: Date) =>
  and(eq(oneTimeTokens.tokenHash, hashToken(token)), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now));

/** A reset link, or the first-password link of a person the operator created: the same page and command. */
const passwordPurpose = inArray(oneTimeTokens.purpose, ['PASSWORD_RESET', 'SET_PASSWORD']);

/** The person a live reset link of this organization names, or 'Geçersiz sıfırlama linki'. */
export async function findResetUser(db: Executor, scope: TenantScope, token: string, now: Date) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, isActive: users.isActive })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(inTenant(scope, users, usable(token, now), passwordPurpose))
    .limit(1);
  if (!row || !row.isActive) throw fail.badRequest(messages.passwordReset.invalidLink);
  return { firstName: row.firstName, lastName: row.lastName, email: row.email };
}

/**
 * Sets a new password through a reset link: the link is spent by a conditional update, so two
 * tabs racing with one link cannot both succeed; every other session of the person ends.
 */
export async function resetPassword(db: Database, scope: TenantScope, token: string, newPassword: string, now: Date) {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(usable(token, now), passwordPurpose))
      .returning({ userId: oneTimeTokens.userId });
    if (!spent) throw fail.badRequest(messages.passwordReset.invalidLink);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(inTenant(scope, users, eq(users.id, spent.userId), eq(users.isActive, true)))
      .returning({ id: users.id });
    // Another organization's link, or a deactivated person: nothing changes (the rollback un-spends it).
    if (!user) throw fail.badRequest(messages.passwordReset.invalidLink);
    await revokeUserSessions(tx, user.id, now);
  });
}
