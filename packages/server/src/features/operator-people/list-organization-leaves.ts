import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { newestFirst } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { OperatorLeave } from '@paydos/contract/operator-people';
import type { LeaveStatus } from '@paydos/domain';
import { presentSpecLeave, selectLeaveRows } from '../leaves';

interface LeaveFilter {
  status?: LeaveStatus;
  userId?: string;
  id?: string;
}

async function selectLeaves(db: Executor, scope: TenantScope, filter: LeaveFilter, page: PageRequest = { limit: 1 }) {
  // Newest first on (created_at, id); cursors are bound to the organization.
  const order = newestFirst(leaveRequests.createdAt, leaveRequests.id, scope.organizationId);
  const { rows: shown, nextCursor } = await order.readPage(
    selectLeaveRows(db, { key: order.key, daysOverrideReason: leaveRequests.daysOverrideReason }).where(
      inTenant(
        scope,
        leaveRequests,
        filter.status ? eq(leaveRequests.status, filter.status) : undefined,
        filter.userId ? eq(leaveRequests.userId, filter.userId) : undefined,
        filter.id ? eq(leaveRequests.id, filter.id) : undefined,
        order.after(page.cursor),
      ),
    ),
    page.limit,
  );
  const views = shown.map((row): OperatorLeave => ({
    ...presentSpecLeave(row),
    organizationId: scope.organizationId,
    daysOverrideReason: row.daysOverrideReason,
    status: row.leave.status,
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
