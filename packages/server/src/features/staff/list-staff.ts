import { fromHalfDays, toHalfDays } from '@paydos/domain';
import { asc, count, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invitations, users } from '../../db/schema';
import { keyset, likePattern } from '../../platform/keyset';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { leaveTotalsByUser } from '../users/user-profile';
import type { StaffListQuery } from './schemas';

/**
 * Spec §2: the staff table, oldest first (keyset pages on `(organization_id, created_at, id)`),
 * searched and filtered on the server: name or e-mail, department, active or not. Each
 * person's annual balance comes from the ledger for the page's people only. The first page
 * (no cursor) also answers `total`, the number of people the filters match.
 */
export async function listStaff(db: Executor, scope: TenantScope, query: StaffListQuery) {
  const order = keyset({ sorts: [{ expression: users.createdAt, type: 'timestamptz' }], id: users.id, direction: 'asc', scope: scope.organizationId });
  const q = query.q?.trim();
  const filters = [
    q ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(q)), ilike(users.email, likePattern(q))) : undefined,
    query.department ? eq(users.department, query.department) : undefined,
    query.status ? eq(users.isActive, query.status === 'active') : undefined,
  ];
  const rows = await db
    .select({
      key: order.key,
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
    .where(inTenant(scope, users, ...filters, order.after(query.cursor)))
    .orderBy(...order.orderBy)
    .limit(query.limit + 1);
  const { rows: page, nextCursor } = order.page(rows, query.limit);
  const totals = await leaveTotalsByUser(db, scope, page.map((r) => r.id));
  const people = page.map((row) => {
    const { annualLeaveDays, usedLeaveDays } = totals.get(row.id) ?? { annualLeaveDays: 0, usedLeaveDays: 0 };
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      annualLeaveDays,
      usedLeaveDays,
      remainingLeaveDays: fromHalfDays(toHalfDays(annualLeaveDays) - toHalfDays(usedLeaveDays)),
    };
  });
  if (query.cursor) return { users: people, nextCursor };
  const [counted] = await db.select({ total: count() }).from(users).where(inTenant(scope, users, ...filters));
  return { users: people, nextCursor, total: counted?.total ?? 0 };
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
