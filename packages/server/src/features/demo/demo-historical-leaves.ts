import { addDays, compareDates, type CalendarDate, type LeaveTypeCode } from '@paydos/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import {
  historicalLeaveBatches,
  historicalLeaveRequests,
  leaveLedgerEntries,
  leaveRequests,
  mailOutbox,
} from '../../db/schema';
import { inTenant } from '../../platform/tenant-scope';
import { decideApproval } from '../historical-leaves';
import { createHistoricalBatch } from '../historical-leaves';
import { countRequestDays, type LeaveScope } from '../leaves';
import { officeTime } from './demo-clock';
import { at, span } from './demo-dates';
import { annualFits } from './demo-leave-history';
import type { HistoryPerson } from './demo-leave-plan';

interface PlannedPastLeave {
  leaveType: LeaveTypeCode;
  offset: number;
  length: number;
  reason: string;
}

/**
 * The first span of `length` plain workdays from one of the offsets that lies after the person's
 * first month and at least a week before today, and keeps three days away from every leave of
 * theirs already written (requests of any status, and historical leaves).
 */
async function freeSpan(
  tx: Transaction,
  scope: LeaveScope,
  person: HistoryPerson,
  today: CalendarDate,
  offsets: number[],
  length: number,
) {
  const requests = await tx
    .select({ startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(inTenant(scope, leaveRequests, eq(leaveRequests.userId, person.id)));
  const historical = await tx
    .select({ startDate: historicalLeaveRequests.startDate, endDate: historicalLeaveRequests.endDate })
    .from(historicalLeaveRequests)
    .where(inTenant(scope, historicalLeaveRequests, eq(historicalLeaveRequests.userId, person.id)));
  const taken = [...requests, ...historical];
  for (const offset of offsets) {
    const candidate = span(addDays(today, offset), length);
    if (compareDates(candidate.startDate, addDays(person.startDate, 30)) < 0) continue;
    if (compareDates(candidate.endDate, addDays(today, -7)) > 0) continue;
    const clash = taken.some(
      (t) =>
        compareDates(t.startDate, addDays(candidate.endDate, 3)) <= 0 &&
        compareDates(candidate.startDate, addDays(t.endDate, 3)) <= 0,
    );
    if (!clash) return candidate;
  }
  return null;
}

/** Past leaves for one person, each placed on free dates; annual leave that would not fit the balance becomes unpaid. */
async function placeLeaves(
  tx: Transaction,
  scope: LeaveScope,
  person: HistoryPerson,
  today: CalendarDate,
  plan: PlannedPastLeave[],
) {
  const leaves: Array<{ leaveType: LeaveTypeCode; startDate: CalendarDate; endDate: CalendarDate; reason: string }> =
    [];
  for (const leave of plan) {
    const offsets = [
      leave.offset,
      leave.offset + 12,
      leave.offset - 12,
      leave.offset + 25,
      leave.offset - 25,
      leave.offset + 40,
    ];
    const dates = await freeSpanAvoiding(tx, scope, person, today, offsets, leave.length, leaves);
    if (!dates) continue;
    let leaveType = leave.leaveType;
    if (leaveType === 'annual_paid') {
      const { days } = await countRequestDays(tx, scope, dates.startDate, dates.endDate);
      if (!(await annualFits(tx, scope, person.id, dates.startDate, days))) leaveType = 'unpaid_leave';
    }
    leaves.push({ leaveType, ...dates, reason: leave.reason });
  }
  return leaves;
}

async function freeSpanAvoiding(
  tx: Transaction,
  scope: LeaveScope,
  person: HistoryPerson,
  today: CalendarDate,
  offsets: number[],
  length: number,
  planned: Array<{ startDate: CalendarDate; endDate: CalendarDate }>,
) {
  const near = (
    a: { startDate: CalendarDate; endDate: CalendarDate },
    b: { startDate: CalendarDate; endDate: CalendarDate },
  ) => compareDates(a.startDate, addDays(b.endDate, 3)) <= 0 && compareDates(b.startDate, addDays(a.endDate, 3)) <= 0;
  for (const offset of offsets) {
    const found = await freeSpan(tx, scope, person, today, [offset], length);
    if (found && !planned.some((p) => near(p, found))) return found;
  }
  return null;
}

/** Moves the batch, its leave requests and the mails this step wrote to the moment it happened. */
async function backdateBatch(
  tx: Transaction,
  scope: LeaveScope,
  batchId: string,
  recordedAt: Date,
  decidedAt: Date | null,
) {
  await tx
    .update(historicalLeaveBatches)
    .set({
      createdAt: recordedAt,
      tokenExpiresAt: new Date(recordedAt.getTime() + 7 * 86_400_000),
      ...(decidedAt ? { decidedAt } : {}),
    })
    .where(inTenant(scope, historicalLeaveBatches, eq(historicalLeaveBatches.id, batchId)));
  await tx
    .update(historicalLeaveRequests)
    .set({ createdAt: recordedAt })
    .where(inTenant(scope, historicalLeaveRequests, eq(historicalLeaveRequests.batchId, batchId)));
}

async function backdateMails(tx: Transaction, scope: LeaveScope, when: Date) {
  await tx
    .update(mailOutbox)
    .set({ createdAt: when, nextAttemptAt: when })
    .where(and(inTenant(scope, mailOutbox), sql`${mailOutbox.createdAt} = now()`));
}

/**
 * Issue 11 in the demo: one historical batch the manager recorded and the employee approved
 * (its leaves APPROVED, annual leave in the ledger as HISTORICAL_USAGE), and one still waiting
 * for the employee's consent (its mail with a live link in the operator's mailbox). Their dates
 * lie in the past year, three days away from every other leave of the person.
 */
export async function writeDemoHistoricalLeaves(
  tx: Transaction,
  config: Config,
  scope: LeaveScope,
  input: { today: CalendarDate; now: Date; people: Record<string, HistoryPerson>; recorderId: string },
) {
  const { today, now, people } = input;
  const nowMs = now.getTime();

  const approvedBy = people.Burak!;
  const approvedLeaves = await placeLeaves(tx, scope, approvedBy, today, [
    { leaveType: 'annual_paid', offset: -230, length: 3, reason: 'Paydos öncesi kâğıt formla alınan yıllık izin' },
    { leaveType: 'unpaid_leave', offset: -110, length: 1, reason: 'Paydos öncesi kayıt' },
  ]);
  if (approvedLeaves.length > 0) {
    const recordedAt = officeTime(addDays(today, -20), 15, 30, nowMs);
    const { view, token } = await createHistoricalBatch(
      tx,
      config,
      scope,
      input.recorderId,
      { userId: approvedBy.id, leaves: approvedLeaves },
      now,
    );
    await backdateMails(tx, scope, recordedAt);
    await decideApproval(tx, config, token, scope.organizationId, { approved: true }, now);
    const decidedAt = new Date(Math.min(at(addDays(today, -19), 10).getTime(), nowMs - 3_600_000));
    await backdateMails(tx, scope, decidedAt);
    await backdateBatch(tx, scope, view.batchId, recordedAt, decidedAt);
    await tx
      .update(leaveRequests)
      .set({ createdAt: decidedAt, updatedAt: decidedAt, decidedAt })
      .where(
        inTenant(
          scope,
          leaveRequests,
          eq(leaveRequests.userId, approvedBy.id),
          sql`${leaveRequests.createdAt} = now()`,
        ),
      );
    await tx
      .update(leaveLedgerEntries)
      .set({ createdAt: decidedAt })
      .where(
        inTenant(
          scope,
          leaveLedgerEntries,
          eq(leaveLedgerEntries.userId, approvedBy.id),
          sql`${leaveLedgerEntries.createdAt} = now()`,
        ),
      );
  }

  const waiting = people.Zeynep!;
  const waitingLeaves = await placeLeaves(tx, scope, waiting, today, [
    { leaveType: 'annual_paid', offset: -160, length: 2, reason: 'Kâğıt formla alınan izin' },
    { leaveType: 'sick_leave_reported', offset: -75, length: 1, reason: 'SGK raporu (sisteme sonradan giriliyor)' },
  ]);
  if (waitingLeaves.length > 0) {
    const recordedAt = officeTime(addDays(today, -2), 14, 5, nowMs);
    const { view } = await createHistoricalBatch(
      tx,
      config,
      scope,
      input.recorderId,
      { userId: waiting.id, leaves: waitingLeaves },
      now,
    );
    await backdateMails(tx, scope, recordedAt);
    await backdateBatch(tx, scope, view.batchId, recordedAt, null);
  }
}
