import { fromHalfDays, toHalfDays } from '@paydos/domain';
import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { param, preparedStatements, shapeOf } from '../../db/prepared';
import { invitations, users } from '../../db/schema';
import { keyset, likePattern } from '../../platform/keyset';
import { inTenant, preparedScope, type TenantScope } from '../../platform/tenant-scope';
import { pendingInvitationsWhere } from '../invitations';
import { leaveTotalsByUser } from '../users';
import type { StaffListQuery } from '@paydos/contract/staff';

/** Oldest first; its SQL does not depend on the scope, the request's own order checks the cursor's. */
const oldestFirst = (scope: string) =>
  keyset({ sorts: [{ expression: users.createdAt, type: 'timestamptz' }], id: users.id, direction: 'asc', scope });

/** The filters a shape (db/prepared.ts) names, with their values as parameters. */
function staffConditions(shape: string): (SQL | undefined)[] {
  const present = new Set(shape.split('+'));
  return [
    present.has('q')
      ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, param('q')), ilike(users.email, param('q')))
      : undefined,
    present.has('department') ? eq(users.department, param('department')) : undefined,
    present.has('active') ? eq(users.isActive, param<boolean>('active')) : undefined,
  ];
}
const tenant = preparedScope;

const staffPage = preparedStatements((db, shape) =>
  db
    .select({
      key: oldestFirst('').key,
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
    .where(
      inTenant(
        tenant,
        users,
        ...staffConditions(shape),
        shape.includes('cursor') ? oldestFirst('').afterParameters() : undefined,
      ),
    )
    .orderBy(...oldestFirst('').orderBy)
    .limit(param<number>('limit'))
    .prepare(`staff_page_${shape}`),
);
const staffCount = preparedStatements((db, shape) =>
  db
    .select({ total: count() })
    .from(users)
    .where(inTenant(tenant, users, ...staffConditions(shape)))
    .prepare(`staff_count_${shape}`),
);

/**
 * Product §2: the staff table, oldest first (keyset pages on `(organization_id, created_at, id)`),
 * searched and filtered on the server: name or e-mail, department, active or not. Each
 * person's annual balance comes from the ledger for the page's people only. The first page
 * (no cursor) also answers `total`, the number of people the filters match. Prepared statements,
 * one per combination of filters (db/prepared.ts).
 */
export async function listStaff(db: Executor, scope: TenantScope, query: StaffListQuery) {
  const order = oldestFirst(scope.organizationId);
  const q = query.q?.trim();
  const filters = {
    q: q ? likePattern(q) : undefined,
    department: query.department || undefined,
    active: query.status ? query.status === 'active' : undefined,
  };
  const shape = shapeOf(filters);
  const given = { ...filters, organizationId: scope.organizationId, limit: query.limit + 1 };
  const rows = query.cursor
    ? await staffPage(db, `${shape}+cursor`).execute({ ...given, ...order.cursorParameters(query.cursor) })
    : await staffPage(db, shape).execute(given);
  const { rows: page, nextCursor } = order.page(rows, query.limit);
  const totals = await leaveTotalsByUser(
    db,
    scope,
    page.map((r) => r.id),
  );
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
  const [counted] = await staffCount(db, shape).execute(given);
  return { users: people, nextCursor, total: counted?.total ?? 0 };
}

/** Open invitations: neither accepted, cancelled nor expired (the list's length is the pending count). */
export async function listPendingInvitations(db: Executor, scope: TenantScope, now: Date) {
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
    .where(pendingInvitationsWhere(scope, now))
    .orderBy(asc(invitations.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString() }));
}
