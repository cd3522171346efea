import { fromHalfDays, toHalfDays } from '@paydos/domain';
import { asc, gt, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invitations, users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { leaveTotalsByUser } from '../users/user-profile';

/** Spec §2: the staff table sorted by creation date ascending, with each person's annual balance from the ledger. */
export async function listStaff(db: Executor, scope: TenantScope) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      position: users.position,
      department: users.department,
      startDate: users.startDate,
      isActive: users.isActive,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inTenant(scope, users))
    .orderBy(asc(users.createdAt), asc(users.startDate), asc(users.id));
  const totals = await leaveTotalsByUser(db, scope, rows.map((r) => r.id));
  return rows.map((row) => {
    const { annualLeaveDays, usedLeaveDays } = totals.get(row.id) ?? { annualLeaveDays: 0, usedLeaveDays: 0 };
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      annualLeaveDays,
      usedLeaveDays,
      remainingLeaveDays: fromHalfDays(toHalfDays(annualLeaveDays) - toHalfDays(usedLeaveDays)),
    };
  });
}

/** Open invitations: neither accepted, cancelled nor expired (the list's length is the pending count). */
export async function listPendingInvitations(db: Executor, scope: TenantScope) {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      role: invitations.role,
      startDate: invitations.startDate,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(pendingInvitationsWhere(scope))
    .orderBy(asc(invitations.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString() }));
}

export function pendingInvitationsWhere(scope: TenantScope, ...conditions: (SQL | undefined)[]) {
  return inTenant(
    scope,
    invitations,
    isNull(invitations.acceptedAt),
    isNull(invitations.cancelledAt),
    gt(invitations.expiresAt, new Date()),
    ...conditions,
  );
}
