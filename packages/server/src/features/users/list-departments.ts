import { eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/** The organization's departments (distinct, in Turkish order) for the filters of the team calendar, staff and approvals. */
export async function listDepartments(db: Executor, scope: TenantScope, people: 'active' | 'all') {
  const rows = await db
    .selectDistinct({ department: users.department })
    .from(users)
    .where(
      inTenant(scope, users, people === 'active' ? eq(users.isActive, true) : undefined, isNotNull(users.department)),
    );
  return rows
    .map((r) => r.department!)
    .filter((d) => d.trim() !== '')
    .sort((a, b) => a.localeCompare(b, 'tr'));
}
