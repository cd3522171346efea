import { istanbulToday } from '@paydos/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor, Transaction } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { revokeUserSessions } from '../../platform/sessions';
import type { PaymentProvider } from '../billing';
import { activateWithSeats } from '../billing';
import { afterActiveChange } from '../staff';
import { releaseDeactivatedPerson, releaseDemotedDelegate } from '../delegations';
import { mailFirstPasswordLink } from '../password-reset';
import { followRequesterTeam } from '../approvals';
import { removeFromTeamManagers, teamColumns } from '../teams';
import { createEmployee } from '../users';
import { findTenantUser } from '../users';
import { operatorUserView } from './list-organization-users';
import { organizationScope, scopeOfUser } from './operator-scope';
import type { createUserBody, updateUserBody } from '@paydos/contract/operator-people';
import type { z } from 'zod';

type CreateUserBody = z.output<typeof createUserBody>;
type UpdateUserBody = z.output<typeof updateUserBody>;

const m = messages.operatorPeople;

async function assertEmailFree(tx: Executor, scope: TenantScope, email: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(inTenant(scope, users, eq(users.email, email), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw fail.conflict(m.emailTaken);
}

async function organizationPolicy(tx: Executor, scope: TenantScope) {
  const [row] = await tx
    .select({ leavePolicy: organizations.leavePolicy })
    .from(organizations)
    .where(ownOrganization(scope));
  return row?.leavePolicy;
}

type UserRow = typeof users.$inferSelect;

/** What the audit keeps of a user row (personal fields are masked by recordAudit). */
const auditedUser = (u: Partial<UserRow>) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
  isActive: u.isActive,
  position: u.position,
  department: u.department,
  phone: u.phone,
  startDate: u.startDate,
});

/** One audit entry of a change to a user: what the row held before and after (either absent). */
const auditUser = (
  tx: Executor,
  actor: AuditActor,
  scope: TenantScope,
  action: string,
  userId: string,
  rows: { before?: Partial<UserRow>; after?: Partial<UserRow> },
) =>
  recordAudit(tx, actor, {
    action,
    organizationId: scope.organizationId,
    targetType: 'user',
    targetId: userId,
    before: rows.before && auditedUser(rows.before),
    after: rows.after && auditedUser(rows.after),
  });

/**
 * A person made active (created active, or reactivated) takes a seat: beyond the paid ones, the
 * organization's saved card is charged first (issue 20), and a declined card answers the operator's message.
 */
const takingASeat = <T>(
  db: Database,
  provider: PaymentProvider,
  scope: TenantScope,
  now: Date,
  write: (tx: Transaction) => Promise<T>,
) =>
  activateWithSeats(
    { db, provider, scope, now, paidById: null, declinedMessage: messages.billing.seatDeclinedOperator },
    write,
  );

/** The user the path names, in its organization's scope (another organization's user is a 404). */
async function scopedUser(tx: Executor, userId: string, expectedOrganizationId?: string) {
  const scope = await scopeOfUser(tx, userId, expectedOrganizationId);
  return { scope, before: await findTenantUser(tx, scope, userId) };
}

/**
 * Product §7 POST /superadmin/organizations/{id}/users: the person is created with their opening
 * ledger (createEmployee, as an invitation's acceptance does) and no password; a set-password
 * link is mailed instead (product §D3), now if they are active, else when they are activated
 * (afterActiveChange). The spec's initial password is ignored. The answer says which.
 */
export async function createOrganizationUser(
  db: Database,
  config: Config,
  provider: PaymentProvider,
  organizationId: string,
  input: CreateUserBody,
  actor: AuditActor,
  now: Date,
) {
  const write = async (tx: Transaction) => {
    const scope = await organizationScope(tx, organizationId);
    await assertEmailFree(tx, scope, input.email);
    const person = {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      isActive: input.isActive,
      position: input.position,
      department: input.department,
      phone: input.phone,
      startDate: input.startDate ?? null,
      passwordHash: null,
    };
    const { id } = await createEmployee(tx, scope, person, {
      leavePolicy: await organizationPolicy(tx, scope),
      carriedOverDays: input.annualLeaveDays ?? null,
      joinedOn: istanbulToday(now),
    });
    const mailed = await mailFirstPasswordLink(tx, config, scope, id, now);
    await auditUser(tx, actor, scope, 'user.create', id, { after: person });
    return { user: await operatorUserView(tx, scope, id), message: mailed ? m.userCreated : m.userCreatedInactive };
  };
  if (!input.isActive) return db.transaction(write);
  return takingASeat(db, provider, await organizationScope(db, organizationId), now, write);
}

/**
 * Product §7 PUT /superadmin/users/{id}: the inline edit. A change of role or of active status ends
 * the person's sessions (docs/SECURITY.md); reactivation applies the policy in force and mails a
 * person without a password their set-password link, as the organization's own activation does
 * (features/staff/toggle-user-active.ts). Deactivation ends the person's approval delegations;
 * becoming an EMPLOYEE ends those naming him as delegate (docs/approval-rules.md §3).
 */
export async function updateOrganizationUser(
  db: Database,
  config: Config,
  provider: PaymentProvider,
  userId: string,
  input: UpdateUserBody,
  actor: AuditActor,
  now: Date,
  expectedOrganizationId?: string,
) {
  const write = async (tx: Transaction) => {
    const { scope, before } = await scopedUser(tx, userId, expectedOrganizationId);
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inTenant(scope, users, eq(users.id, userId)))
      .for('update');
    if (input.email !== undefined && input.email !== before.email)
      await assertEmailFree(tx, scope, input.email, userId);
    const { department, ...changes } = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as UpdateUserBody;
    const [after] = await tx
      .update(users)
      .set({
        ...changes,
        ...(department !== undefined ? await teamColumns(tx, scope, department) : {}),
        updatedAt: now,
      })
      .where(and(inTenant(scope, users, eq(users.id, userId))))
      .returning();
    if (department !== undefined) await followRequesterTeam(tx, scope, [userId]);
    const roleChanged = changes.role !== undefined && changes.role !== before.role;
    const activeChanged = changes.isActive !== undefined && changes.isActive !== before.isActive;
    if (roleChanged || activeChanged) await revokeUserSessions(tx, userId, now);
    const mailed = activeChanged && (await afterActiveChange(tx, config, scope, userId, after!.isActive, null, now));
    if (activeChanged && !after!.isActive) await releaseDeactivatedPerson(tx, config, scope, userId, actor, now);
    else if (roleChanged && after!.role === 'EMPLOYEE') {
      await releaseDemotedDelegate(tx, config, scope, userId, actor, now);
      await removeFromTeamManagers(tx, scope, userId);
    }
    await auditUser(tx, actor, scope, 'user.update', userId, { before, after });
    return { user: await operatorUserView(tx, scope, userId), message: mailed ? m.userActivatedMailed : m.userUpdated };
  };
  if (input.isActive !== true) return db.transaction(write);
  const scope = await scopeOfUser(db, userId, expectedOrganizationId);
  if ((await findTenantUser(db, scope, userId)).isActive) return db.transaction(write);
  return takingASeat(db, provider, scope, now, write);
}

/** Product §7 DELETE /superadmin/users/{id}: the person and everything of theirs (sessions, requests, ledger) by cascade. */
export async function deleteOrganizationUser(
  db: Database,
  userId: string,
  actor: AuditActor,
  expectedOrganizationId?: string,
) {
  await db.transaction(async (tx) => {
    const { scope, before } = await scopedUser(tx, userId, expectedOrganizationId);
    await tx.delete(users).where(inTenant(scope, users, eq(users.id, userId)));
    await auditUser(tx, actor, scope, 'user.delete', userId, { before });
  });
}
