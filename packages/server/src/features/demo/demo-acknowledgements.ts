import { addDays, compareDates, type CalendarDate } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { leaveAcknowledgements, leaveRequests } from '../../db/schema';
import { inTenant } from '../../platform/tenant-scope';
import type { LeaveScope } from '../leaves';
import { officeTime } from './demo-clock';

/** How long after coming back the demo people confirm a leave; one back more recently has not yet. */
const CONFIRMED_WITHIN_DAYS = 14;

/**
 * Issue 24 item 1: the demo's approved annual leaves that ended more than two weeks ago are confirmed
 * by their employee (the morning after he came back); the recent, current and coming ones are still
 * due, so the leave record shows both and İzin Taleplerim offers "Kaydı onayla".
 */
export async function acknowledgeDemoLeaves(tx: Transaction, scope: LeaveScope, today: CalendarDate, nowMs: number) {
  const approved = await tx
    .select({
      id: leaveRequests.id,
      userId: leaveRequests.userId,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      days: leaveRequests.days,
    })
    .from(leaveRequests)
    .where(
      and(
        inTenant(scope, leaveRequests, eq(leaveRequests.status, 'APPROVED')),
        eq(leaveRequests.leaveType, 'annual_paid'),
      ),
    );
  const confirmed = approved.filter((leave) => compareDates(addDays(leave.endDate, CONFIRMED_WITHIN_DAYS), today) < 0);
  if (confirmed.length === 0) return;
  await tx.insert(leaveAcknowledgements).values(
    confirmed.map((leave, n) => ({
      organizationId: scope.organizationId,
      leaveRequestId: leave.id,
      userId: leave.userId,
      startDate: leave.startDate,
      endDate: leave.endDate,
      days: leave.days,
      acknowledgedAt: officeTime(addDays(leave.endDate, 1 + (n % 3)), 9, (n * 11) % 60, nowMs),
    })),
  );
}
