import { leaveTypeName } from '@paydos/domain';
import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { historicalLeaveBatches, historicalLeaveRequests, users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { BatchSummary } from './schemas';

const recorder = alias(users, 'historical_recorder');

/**
 * GET /historical-leaves/batches: this organization's batches, newest first, in two queries
 * (the batches with both people, then all their leaves). A PENDING batch whose link has run out
 * is shown as EXPIRED. The token hash is never selected.
 */
export async function listBatches(db: Executor, scope: TenantScope, limit: number, now = new Date()): Promise<BatchSummary[]> {
  const rows = await db
    .select({
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
    .where(inTenant(scope, historicalLeaveBatches))
    .orderBy(desc(historicalLeaveBatches.createdAt), desc(historicalLeaveBatches.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const leaves = await db
    .select({
      batchId: historicalLeaveRequests.batchId,
      startDate: historicalLeaveRequests.startDate,
      endDate: historicalLeaveRequests.endDate,
      leaveType: historicalLeaveRequests.leaveType,
      days: historicalLeaveRequests.days,
    })
    .from(historicalLeaveRequests)
    .where(inTenant(scope, historicalLeaveRequests, inArray(historicalLeaveRequests.batchId, rows.map((row) => row.id))))
    .orderBy(asc(historicalLeaveRequests.startDate));
  return rows.map((row) => {
    const own = leaves
      .filter((leave) => leave.batchId === row.id)
      .map((leave) => ({ startDate: leave.startDate, endDate: leave.endDate, leaveType: leave.leaveType, leaveTypeName: leaveTypeName(leave.leaveType), days: Number(leave.days) }));
    const expired = row.status === 'PENDING' && row.tokenExpiresAt.getTime() <= now.getTime();
    return {
      id: row.id,
      employee: row.employee,
      recordedBy: row.recorderFirstName !== null && row.recorderLastName !== null ? { firstName: row.recorderFirstName, lastName: row.recorderLastName } : null,
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
}
