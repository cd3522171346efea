import { leaveTypeName } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { keyset } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { OperatorLeave } from '@paydos/contract/operator-people';
import type { LeaveStatus } from '@paydos/domain';

interface LeaveFilter {
  status?: LeaveStatus;
  userId?: string;
  id?: string;
}

/** Newest first on (created_at, id); cursors are bound to the organization. */
const newestFirst = (scope: TenantScope) =>
  keyset({
    sorts: [{ expression: leaveRequests.createdAt, type: 'timestamptz' }],
    id: leaveRequests.id,
    direction: 'desc',
    scope: scope.organizationId,
  });

async function selectLeaves(db: Executor, scope: TenantScope, filter: LeaveFilter, page: PageRequest = { limit: 1 }) {
  const order = newestFirst(scope);
  const rows = await db
    .select({
      key: order.key,
      id: leaveRequests.id,
      leave: leaveRequests,
      user: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        position: users.position,
        department: users.department,
      },
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(
      and(
        inTenant(
          scope,
          leaveRequests,
          filter.status ? eq(leaveRequests.status, filter.status) : undefined,
          filter.userId ? eq(leaveRequests.userId, filter.userId) : undefined,
          filter.id ? eq(leaveRequests.id, filter.id) : undefined,
          order.after(page.cursor),
        ),
      ),
    )
    .orderBy(...order.orderBy)
    .limit(page.limit + 1);
  const { rows: shown, nextCursor } = order.page(rows, page.limit);
  const views = shown.map(({ leave, user }): OperatorLeave => ({
    id: leave.id,
    organizationId: leave.organizationId,
    userId: leave.userId,
    leaveType: leave.leaveType,
    leaveTypeName: leaveTypeName(leave.leaveType),
    startDate: leave.startDate,
    endDate: leave.endDate,
    days: Number(leave.days),
    daysOverrideReason: leave.daysOverrideReason,
    reason: leave.reason,
    status: leave.status,
    decisionReason: leave.decisionReason,
    decidedAt: leave.decidedAt?.toISOString() ?? null,
    createdAt: leave.createdAt.toISOString(),
    version: leave.version,
    user,
  }));
  return { views, nextCursor };
}

/** Product §7 GET /superadmin/leave-requests: one organization's requests, newest first, in keyset pages (product §D7). */
export async function listOrganizationLeaves(db: Executor, scope: TenantScope, query: LeaveFilter & PageRequest) {
  const { views, nextCursor } = await selectLeaves(db, scope, query, query);
  return { leaveRequests: views, nextCursor };
}

export async function operatorLeaveView(db: Executor, scope: TenantScope, id: string) {
  const [view] = (await selectLeaves(db, scope, { id })).views;
  if (!view) throw fail.notFound(messages.operatorPeople.leaveNotFound);
  return view;
}
