import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { leaveTotalsByUser } from '../users/user-profile';
import { afterCursor, pageOf } from './keyset-cursor';
import type { OperatorUser } from './schemas';

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

/** `%`, `_` and `\` typed by the operator are matched literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of an organization's users, oldest first (spec §2 user database), searched by name, e-mail, position or department. */
export async function listOrganizationUsers(db: Executor, scope: TenantScope, query: { limit: number; cursor?: string; q?: string }) {
  const conditions: (SQL | undefined)[] = [afterCursor(users, query.cursor, 'asc')];
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
    .select(columns)
    .from(users)
    .where(and(inTenant(scope, users, ...conditions)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { users: await withTotals(db, scope, page), nextCursor };
}

export async function operatorUserView(db: Executor, scope: TenantScope, userId: string): Promise<OperatorUser> {
  const rows = await db.select(columns).from(users).where(inTenant(scope, users, eq(users.id, userId)));
  return (await withTotals(db, scope, rows))[0]!;
}

async function withTotals(db: Executor, scope: TenantScope, rows: Array<Omit<OperatorUser, 'createdAt' | 'annualLeaveDays' | 'usedLeaveDays'> & { createdAt: Date }>) {
  const totals = await leaveTotalsByUser(db, scope, rows.map((r) => r.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    ...(totals.get(row.id) ?? { annualLeaveDays: 0, usedLeaveDays: 0 }),
  }));
}
