import { and, countDistinct, eq, gte, isNull, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { seesLeaveTypes, type Viewer } from './leave-visibility';
import { calendarStatuses } from './calendar-people';

/**
 * The leave form's hint (issue 16, a hint, never a block): how many colleagues of the asker's
 * department (the whole organization when the asker has none) are away on at least one day of the
 * range. Counts only, never names; the pending count only for ADMIN and MANAGER (product §D7).
 */
export async function countOverlap(
  db: Executor,
  scope: TenantScope,
  viewer: Viewer,
  range: { startDate: string; endDate: string },
) {
  const [me] = await db
    .select({ department: users.department })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, viewer.userId)));
  if (!me) throw fail.notFound(messages.leaves.employeeNotFound);
  const department = me.department?.trim() ? me.department : null;

  const rows = await db
    .select({ status: leaveRequests.status, people: countDistinct(leaveRequests.userId) })
    .from(leaveRequests)
    .innerJoin(users, and(eq(users.id, leaveRequests.userId), eq(users.organizationId, leaveRequests.organizationId)))
    .where(
      inTenant(
        scope,
        leaveRequests,
        calendarStatuses,
        ne(leaveRequests.userId, viewer.userId),
        // Colleagues away those days: hourly leave keeps its person at work (docs/leave-rules.md §16).
        isNull(leaveRequests.minutesPerDay),
        lte(leaveRequests.startDate, range.endDate),
        gte(leaveRequests.endDate, range.startDate),
        department ? eq(users.department, department) : undefined,
      ),
    )
    .groupBy(leaveRequests.status);
  const count = (status: string) => rows.find((r) => r.status === status)?.people ?? 0;
  return { department, awayCount: count('APPROVED'), pendingCount: seesLeaveTypes(viewer) ? count('PENDING') : null };
}
