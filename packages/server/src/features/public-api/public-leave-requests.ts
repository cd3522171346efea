import type { PublicLeaveQuery, PublicLeaveRequest } from '@paydos/contract/public-api';
import { messages } from '@paydos/contract/messages';
import { leaveTypeName } from '@paydos/domain';
import { eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { fail } from '../../platform/errors';
import { newestFirst } from '../../platform/keyset';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { selectLeaveRows, type LeaveRow } from '../leaves';

/** A leave row as the public API answers it (contract `publicLeaveRequest`): no reasons, the person's name and e-mail. */
function present({ leave, user }: LeaveRow): PublicLeaveRequest {
  return {
    id: leave.id,
    personId: leave.userId,
    person: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    leaveType: leave.leaveType,
    leaveTypeName: leaveTypeName(leave.leaveType),
    startDate: leave.startDate,
    endDate: leave.endDate,
    days: Number(leave.days),
    status: leave.status,
    createdAt: leave.createdAt.toISOString(),
    decidedAt: leave.decidedAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/v1/leave-requests: the organization's requests newest first in keyset pages
 * (docs/decisions/001), on the indexes the web's lists use: `(organization_id[, status], created_at, id)`,
 * and `(user_id, created_at, id)` with a person. The cursor is bound to the organization.
 */
export async function listPublicLeaveRequests(db: Executor, scope: TenantScope, query: PublicLeaveQuery) {
  const order = newestFirst(leaveRequests.createdAt, leaveRequests.id, `v1/${scope.organizationId}`);
  const { rows, nextCursor } = await order.readPage(
    selectLeaveRows(db, { key: order.key }).where(
      inTenant(
        scope,
        leaveRequests,
        query.status ? eq(leaveRequests.status, query.status) : undefined,
        query.leaveType ? eq(leaveRequests.leaveType, query.leaveType) : undefined,
        query.from ? gte(leaveRequests.endDate, query.from) : undefined,
        query.to ? lte(leaveRequests.startDate, query.to) : undefined,
        query.personId ? eq(leaveRequests.userId, query.personId) : undefined,
        order.after(query.cursor),
      ),
    ),
    query.limit,
  );
  return { leaveRequests: rows.map(present), nextCursor };
}

/** One request of the organization, or 404 (another organization's id is indistinguishable from none). */
export async function findPublicLeaveRequest(db: Executor, scope: TenantScope, id: string) {
  const [row] = await selectLeaveRows(db)
    .where(inTenant(scope, leaveRequests, eq(leaveRequests.id, id)))
    .limit(1);
  if (!row) throw fail.notFound(messages.leaves.notFound);
  return present(row);
}
