import { compareDates, leaveTypeName, type CalendarDate } from '@paydos/domain';
import { and, asc, eq, gt, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { historicalLeaveBatches, historicalLeaveRequests } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { findOverlappingRequest, periodText } from '../leaves';

export const APPROVAL_VALID_MS = 7 * 24 * 60 * 60 * 1000;

interface Period {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

const overlaps = (a: Period, b: Period) =>
  compareDates(a.startDate, b.endDate) <= 0 && compareDates(b.startDate, a.endDate) <= 0;
const named = (p: Period) => periodText(p.startDate, p.endDate);
const refuse = (message: string) => fail.badRequest(message, { leaves: message });

/**
 * Product §D7: a historical leave that overlaps a leave on record (a PENDING or APPROVED request),
 * a leave of another batch still waiting for the employee's consent, or another leave of the same
 * batch is refused with both periods named. `withPendingBatches: false` at approval time (the
 * batch being approved is itself pending).
 */
export async function assertNoHistoricalOverlap(
  db: Executor,
  scope: TenantScope,
  userId: string,
  leaves: readonly Period[],
  options: { withPendingBatches: boolean },
  now: Date,
) {
  leaves.forEach((leave, i) => {
    const twin = leaves.find((other, j) => j !== i && overlaps(leave, other));
    if (twin) throw refuse(messages.historical.overlapInBatch(named(leave), named(twin)));
  });
  for (const leave of leaves) {
    const clash = await findOverlappingRequest(db, scope, userId, leave.startDate, leave.endDate);
    if (clash) throw refuse(messages.historical.overlapOnRecord(named(leave), named(clash)));
    if (!options.withPendingBatches) continue;
    const [pending] = await db
      .select({ startDate: historicalLeaveRequests.startDate, endDate: historicalLeaveRequests.endDate })
      .from(historicalLeaveRequests)
      .innerJoin(historicalLeaveBatches, eq(historicalLeaveBatches.id, historicalLeaveRequests.batchId))
      .where(
        inTenant(
          scope,
          historicalLeaveRequests,
          eq(historicalLeaveRequests.userId, userId),
          eq(historicalLeaveBatches.status, 'PENDING'),
          gt(historicalLeaveBatches.tokenExpiresAt, now),
          lte(historicalLeaveRequests.startDate, leave.endDate),
          gte(historicalLeaveRequests.endDate, leave.startDate),
        ),
      )
      .orderBy(asc(historicalLeaveRequests.startDate))
      .limit(1);
    if (pending) throw refuse(messages.historical.overlapPendingBatch(named(leave), named(pending)));
  }
}

/** The leaves of one batch in date order, as the spec's historical requests. */
export async function batchLeaves(db: Executor, scope: TenantScope, batchId: string) {
  const rows = await db
    .select()
    .from(historicalLeaveRequests)
    .where(and(inTenant(scope, historicalLeaveRequests, eq(historicalLeaveRequests.batchId, batchId))))
    .orderBy(asc(historicalLeaveRequests.startDate));
  return rows.map((row) => ({
    id: row.id,
    leaveType: row.leaveType,
    leaveTypeName: leaveTypeName(row.leaveType),
    startDate: row.startDate,
    endDate: row.endDate,
    days: Number(row.days),
    reason: row.reason,
  }));
}

/** "Yıllık İzin: 03.02.2025 - 07.02.2025 (5 gün)" for the mails. */
/** A past leave's columns, the same in its batch and, once the person approves, in leave_requests. */
export const recordedLeave = (
  scope: TenantScope,
  userId: string,
  leave: { leaveType: string; startDate: string; endDate: string; days: number; reason: string | null },
) => ({
  organizationId: scope.organizationId,
  userId,
  leaveType: leave.leaveType,
  startDate: leave.startDate,
  endDate: leave.endDate,
  days: leave.days,
  reason: leave.reason,
});
