import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { keyset, likePattern } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { leaveTotalsByUser } from '../users';
import type { OperatorUser } from '@paydos/contract/operator-people';

const columns = {
  id: users.id,
  organizationId: users.organizationId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  position: users.position,
  department: users.department,
  phone: users.phone,
  startDate: users.startDate,
  createdAt: users.createdAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

/** One page of an organization's users, oldest first (product §2 user database), searched by name, e-mail, position or department. */
export async function listOrganizationUsers(db: Executor, scope: TenantScope, query: PageRequest & { q?: string }) {
  const order = keyset({
    sorts: [{ expression: users.createdAt, type: 'timestamptz' }],
    id: users.id,
    direction: 'asc',
    scope: scope.organizationId,
  });
  const conditions: (SQL | undefined)[] = [order.after(query.cursor)];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
        ilike(users.position, pattern),
        ilike(users.department, pattern),
      ),
    );
  }
  const rows = await db
    .select({ ...columns, key: order.key })
    .from(users)
    .where(inTenant(scope, users, ...conditions))
    .orderBy(...order.orderBy)
    .limit(query.limit + 1);
  const { rows: page, nextCursor } = order.page(rows, query.limit);
  return { users: await withTotals(db, scope, page), nextCursor };
}

export async function operatorUserView(db: Executor, scope: TenantScope, userId: string): Promise<OperatorUser> {
  const rows = await db
    .select(columns)
    .from(users)
    .where(inTenant(scope, users, eq(users.id, userId)));
  return (await withTotals(db, scope, rows))[0]!;
}

async function withTotals(
  db: Executor,
  scope: TenantScope,
  rows: Array<Omit<OperatorUser, 'createdAt' | 'annualLeaveDays' | 'usedLeaveDays'> & { createdAt: Date }>,
) {
  const totals = await leaveTotalsByUser(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    ...(totals.get(row.id) ?? { annualLeaveDays: 0, usedLeaveDays: 0 }),
  }));
}
