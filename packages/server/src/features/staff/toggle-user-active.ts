import { parseLeavePolicy } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor, Transaction } from '../../db/client';
import { invitations, organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { recordAudit, type UserActor } from '../../platform/audit';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { revokeUserSessions } from '../../platform/sessions';
import type { PaymentProvider } from '../billing';
import { activateWithSeats } from '../billing';
import { recalculateGrants } from '../organization';
import { mailFirstPasswordLink } from '../password-reset';
import { findTenantUser } from '../users';
import { pendingInvitationsWhere } from '../invitations';
import { releaseDeactivatedPerson } from '../delegations';
import { queueWebhookEvent } from '../webhooks';

/**
 * Product §7 DELETE /admin/users/{id}: toggles active. An admin cannot toggle their own row (product §4),
 * which also keeps an organization from locking out its last admin by accident. Deactivation
 * revokes the person's sessions in the same transaction (product §D3), so a later reactivation
 * does not bring an old token back to life, and reactivation applies the current policy to them.
 * A reactivation beyond the paid seats is charged first (features/billing/seats.ts); a declined
 * charge leaves the person inactive (402). Reactivation clears the employment end (issue 24).
 */
export async function toggleUserActive(
  db: Database,
  config: Config,
  provider: PaymentProvider,
  scope: TenantScope,
  userId: string,
  actor: UserActor,
  now: Date,
) {
  if (userId === actor.id) throw fail.badRequest(messages.people.cannotToggleSelf);
  const write = async (tx: Transaction) => {
    const user = await findTenantUser(tx, scope, userId);
    const isActive = !user.isActive;
    // Reactivation takes the person back: an employment end recorded when they left (issue 24,
    // docs/leave-rules.md section 14) no longer holds, so it is cleared and the audit says so.
    const clearsEnd = isActive && user.employmentEndDate !== null;
    await tx
      .update(users)
      .set({ isActive, ...(isActive ? { employmentEndDate: null } : {}), updatedAt: now })
      .where(inTenant(scope, users, eq(users.id, userId)));
    await afterActiveChange(tx, config, scope, userId, isActive, actor.id, now);
    if (!isActive) await releaseDeactivatedPerson(tx, config, scope, userId, actor, now);
    await recordAudit(tx, actor, {
      action: isActive ? 'staff.activate' : 'staff.deactivate',
      organizationId: scope.organizationId,
      targetType: 'user',
      targetId: userId,
      before: { isActive: user.isActive, ...(clearsEnd ? { employmentEndDate: user.employmentEndDate } : {}) },
      after: { isActive, ...(clearsEnd ? { employmentEndDate: null } : {}) },
    });
    return { id: userId, isActive };
  };
  if ((await findTenantUser(db, scope, userId)).isActive) return db.transaction(write);
  return activateWithSeats(
    { db, provider, scope, paidById: actor.id, declinedMessage: messages.billing.seatDeclined, now },
    write,
  );
}

/**
 * What follows a change of a person's active status, in its transaction: deactivation ends their
 * sessions (a later reactivation does not revive an old token); reactivation applies the policy
 * now in force, which a policy change skipped while they were inactive, and mails a person who has
 * no password yet (created inactive by the operator) their set-password link. Also used by the
 * operator. Returns whether that link was mailed.
 */
export async function afterActiveChange(
  tx: Executor,
  config: Config,
  scope: TenantScope,
  userId: string,
  isActive: boolean,
  actorId: string | null,
  now: Date,
) {
  await queueWebhookEvent(tx, scope, { type: isActive ? 'person.joined' : 'person.left', userId }, now);
  if (!isActive) {
    await revokeUserSessions(tx, userId, now);
    return false;
  }
  const [organization] = await tx
    .select({ leavePolicy: organizations.leavePolicy })
    .from(organizations)
    .where(ownOrganization(scope));
  await recalculateGrants(tx, scope, parseLeavePolicy(organization?.leavePolicy), actorId, now, userId);
  return mailFirstPasswordLink(tx, config, scope, userId, now);
}

/** Product §7 DELETE /admin/invitations/{id}: the link stops working at once. */
export async function cancelInvitation(db: Database, scope: TenantScope, invitationId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(invitations)
      .set({ cancelledAt: now })
      .where(pendingInvitationsWhere(scope, now, eq(invitations.id, invitationId)))
      .returning({ id: invitations.id });
    if (!cancelled) throw fail.notFound(messages.people.invitationNotFound);
    return cancelled;
  });
}
