import { leaveTypeName } from '@paydos/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { afterCursor, pageOf } from './keyset-cursor';
import type { OperatorLeave } from './schemas';

interface LeaveFilter {
  status?: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  userId?: string;
  id?: string;
}

async function selectLeaves(db: Executor, scope: TenantScope, filter: LeaveFilter, extra: Array<SQL | undefined> = [], limit = 1) {
  const rows = await db
    .select({
      leave: leaveRequests,
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email, position: users.position, department: users.department },
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
          ...extra,
        ),
      ),
    )
    .orderBy(desc(leaveRequests.createdAt), desc(leaveRequests.id))
    .limit(limit);
  return rows.map(
    ({ leave, user }): OperatorLeave => ({
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
    }),
  );
}

/** Spec §7 GET /superadmin/leave-requests: one organization's requests, newest first, in keyset pages (decisions §7). */
export async function listOrganizationLeaves(db: Executor, scope: TenantScope, query: LeaveFilter & { limit: number; cursor?: string }) {
  const rows = await selectLeaves(db, scope, query, [afterCursor(leaveRequests, query.cursor, 'desc')], query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { leaveRequests: page, nextCursor };
}

export async function operatorLeaveView(db: Executor, scope: TenantScope, id: string) {
  const [view] = await selectLeaves(db, scope, { id });
  if (!view) throw fail.notFound(messages.operatorPeople.leaveNotFound);
  return view;
}
