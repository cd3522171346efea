import { leaveTypeName } from '@paydos/domain';
import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { historicalLeaveBatches, historicalLeaveRequests, users } from '../../db/schema';
import { newestFirst } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { BatchSummary } from '@paydos/contract/historical-leaves';

const recorder = alias(users, 'historical_recorder');

/**
 * GET /historical-leaves/batches: this organization's batches, newest first, one keyset page at a
 * time (product §D7), in two queries (the batches with both people, then all their leaves). A
 * PENDING batch whose link has run out is shown as EXPIRED. The token hash is never selected.
 */
export async function listBatches(
  db: Executor,
  scope: TenantScope,
  page: PageRequest,
  now: Date,
): Promise<{ batches: BatchSummary[]; nextCursor: string | null }> {
  // Newest first on (created_at, id); the cursor is bound to the organization (platform/keyset.ts).
  const order = newestFirst(historicalLeaveBatches.createdAt, historicalLeaveBatches.id, scope.organizationId);
  const { rows, nextCursor } = await order.readPage(
    db
      .select({
        key: order.key,
        id: historicalLeaveBatches.id,
        status: historicalLeaveBatches.status,
        tokenExpiresAt: historicalLeaveBatches.tokenExpiresAt,
        decidedAt: historicalLeaveBatches.decidedAt,
        rejectedReason: historicalLeaveBatches.rejectedReason,
        createdAt: historicalLeaveBatches.createdAt,
        employee: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        recorderFirstName: recorder.firstName,
        recorderLastName: recorder.lastName,
      })
      .from(historicalLeaveBatches)
      .innerJoin(users, eq(users.id, historicalLeaveBatches.userId))
      .leftJoin(recorder, eq(recorder.id, historicalLeaveBatches.createdById))
      .where(inTenant(scope, historicalLeaveBatches, order.after(page.cursor))),
    page.limit,
  );
  if (rows.length === 0) return { batches: [], nextCursor };
  const leaves = await db
    .select({
      batchId: historicalLeaveRequests.batchId,
      startDate: historicalLeaveRequests.startDate,
      endDate: historicalLeaveRequests.endDate,
      leaveType: historicalLeaveRequests.leaveType,
      days: historicalLeaveRequests.days,
    })
    .from(historicalLeaveRequests)
    .where(
      inTenant(
        scope,
        historicalLeaveRequests,
        inArray(
          historicalLeaveRequests.batchId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(historicalLeaveRequests.startDate));
  const batches = rows.map((row): BatchSummary => {
    const own = leaves
      .filter((leave) => leave.batchId === row.id)
      .map((leave) => ({
        startDate: leave.startDate,
        endDate: leave.endDate,
        leaveType: leave.leaveType,
        leaveTypeName: leaveTypeName(leave.leaveType),
        days: Number(leave.days),
      }));
    const expired = row.status === 'PENDING' && row.tokenExpiresAt.getTime() <= now.getTime();
    return {
      id: row.id,
      employee: row.employee,
      recordedBy:
        row.recorderFirstName !== null && row.recorderLastName !== null
          ? { firstName: row.recorderFirstName, lastName: row.recorderLastName }
          : null,
      createdAt: row.createdAt.toISOString(),
      status: expired ? 'EXPIRED' : (row.status as 'PENDING' | 'APPROVED' | 'REJECTED'),
      tokenExpiresAt: row.tokenExpiresAt.toISOString(),
      processedAt: row.decidedAt?.toISOString() ?? null,
      rejectedReason: row.rejectedReason,
      leaveCount: own.length,
      // Half days: summed in halves so 0.5 + 0.5 stays exact.
      totalDays: own.reduce((sum, leave) => sum + leave.days * 2, 0) / 2,
      leaves: own,
    };
  });
  return { batches, nextCursor };
}
