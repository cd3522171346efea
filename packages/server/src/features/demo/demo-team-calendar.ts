import {
  addDays,
  compareDates,
  monthBounds,
  turkishPublicHolidaysBetween,
  weekdayOf,
  type CalendarDate,
  type LeaveTypeCode,
} from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { inTenant } from '../../platform/tenant-scope';
import { createLeave } from '../leaves';
import { decideLeave } from '../leaves';
import { actingUser } from '../leaves';
import { countRequestDays, findOverlappingRequest, pendingAnnualDays, type LeaveScope } from '../leaves';
import { officeTime } from './demo-clock';
import { at, span } from './demo-dates';
import { annualFits, backdate } from './demo-leave-history';
import type { HistoryPerson } from './demo-leave-plan';

/** The reason every leave of the busy month gives (tests find them by it). */
export const BUSY_MONTH_REASON = 'Kısa bir ara';

/** One leave of the busy month: whose and when. */
export interface MonthLeave {
  who: string;
  leaveType: LeaveTypeCode;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

const isWeekday = (date: CalendarDate) => weekdayOf(date) >= 1 && weekdayOf(date) <= 5;

/**
 * The demo company's current month, busy (issue 16): people away on days spread over the month
 * (every few days), a sick day if it is in the past, and, when the month has a holiday on a
 * weekday, a leave across it. Which one stays pending is decided when writing.
 */
export function planBusyMonth(today: CalendarDate): MonthLeave[] {
  const month = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const { first, last } = monthBounds(month);
  const dayOf = (n: number) => addDays(first, n);
  const leave = (who: string, from: number, length: number, leaveType: LeaveTypeCode): MonthLeave => ({
    who,
    leaveType,
    ...span(dayOf(from), length),
  });
  const plan = [
    leave('Elif', 2, 2, 'annual_paid'),
    leave('Ayşe', 6, 1, compareDates(dayOf(6), today) < 0 ? 'sick_leave_reported' : 'annual_paid'),
    leave('Burak', 10, 3, 'annual_paid'),
    leave('Gizem', 14, 2, 'unpaid_leave'),
    leave('Mehmet', 18, 2, 'annual_paid'),
    leave('Elif', 22, 1, 'annual_paid'),
    leave('Emre', 25, 2, 'annual_paid'),
  ];
  const holiday = turkishPublicHolidaysBetween(first, last).find(
    (h) => isWeekday(h.date) && h.date >= first && h.date <= last,
  );
  if (holiday) {
    // From the last plain workday before the holiday to the first one after it: the holiday is left out of the count.
    let startDate = addDays(holiday.date, -1);
    while (
      !isWeekday(startDate) ||
      turkishPublicHolidaysBetween(startDate, startDate).some((h) => h.date === startDate)
    )
      startDate = addDays(startDate, -1);
    plan[2] = {
      who: 'Burak',
      leaveType: 'annual_paid',
      startDate,
      endDate: span(addDays(holiday.date, 1), 1).startDate,
    };
  }
  return plan
    .filter((l) => l.endDate >= first && l.startDate <= last)
    .sort((a, b) => compareDates(a.startDate, b.startDate));
}

/**
 * Writes the busy month through the leave commands, as demo-leave-history does (so the ledger
 * explains every day): a leave starting today or earlier is recorded by the admin (approved at
 * once), a later one is asked for by the employee and approved, except the first of them, left
 * pending for the admin. A leave
 * that would clash with the person's story, start within a month of their start date or not fit
 * their balance is left out or becomes unpaid leave.
 */
export async function writeDemoTeamCalendar(
  tx: Transaction,
  config: Config,
  scope: LeaveScope,
  input: { today: CalendarDate; now: Date; people: Record<string, HistoryPerson>; adminId: string },
) {
  const { today, now, people, adminId } = input;
  const admin = actingUser(adminId, 'ADMIN');
  const nowMs = now.getTime();
  let written = 0;
  let pendingWritten: boolean = false;
  for (const planned of planBusyMonth(today)) {
    const person = people[planned.who]!;
    if (compareDates(planned.startDate, addDays(person.startDate, 30)) < 0) continue;
    if (await findOverlappingRequest(tx, scope, person.id, addDays(planned.startDate, -1), addDays(planned.endDate, 1)))
      continue;
    const { days } = await countRequestDays(tx, scope, planned.startDate, planned.endDate);
    if (days <= 0) continue;
    const reserved = await pendingAnnualDays(tx, scope, person.id);
    const leaveType =
      planned.leaveType === 'annual_paid' &&
      !(await annualFits(tx, scope, person.id, planned.startDate, days + reserved))
        ? 'unpaid_leave'
        : planned.leaveType;
    const body = { leaveType, startDate: planned.startDate, endDate: planned.endDate, reason: BUSY_MONTH_REASON };
    const recorded = compareDates(planned.startDate, today) <= 0;
    const pending: boolean = !recorded && !pendingWritten;
    pendingWritten ||= pending;
    const askedAt = recorded
      ? new Date(Math.min(at(addDays(planned.startDate, -5), 10).getTime(), nowMs - 4 * 3_600_000))
      : officeTime(addDays(today, -2), 15, 10 + written, nowMs);
    const decidedAt = pending ? null : new Date(Math.min(askedAt.getTime() + 3 * 3_600_000, nowMs - 3_600_000));
    let id: string;
    if (recorded) {
      id = (
        await createLeave(
          tx,
          config,
          scope,
          { ...body, splitAgreed: true },
          { employeeId: person.id, actor: admin, record: true },
          now,
        )
      ).leaveRequest.id;
      await backdate(tx, scope, id, decidedAt!, now);
    } else {
      const asked = { employeeId: person.id, actor: actingUser(person.id, 'EMPLOYEE') };
      id = (await createLeave(tx, config, scope, { ...body, splitAgreed: true }, asked, now)).leaveRequest.id;
      await backdate(tx, scope, id, askedAt, now);
      if (!pending) {
        await decideLeave(tx, config, scope, id, admin, { approve: true }, now);
        await backdate(tx, scope, id, decidedAt!, now);
      }
    }
    await tx
      .update(leaveRequests)
      .set({ createdAt: askedAt, updatedAt: decidedAt ?? askedAt, decidedAt })
      .where(inTenant(scope, leaveRequests, eq(leaveRequests.id, id)));
    written++;
  }
  return written;
}
