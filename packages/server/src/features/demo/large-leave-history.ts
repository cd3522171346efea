import { randomUUID } from 'node:crypto';
import {
  addDays,
  compareDates,
  countLeaveDays,
  returnEntry,
  usageEntry,
  type CalendarDate,
  type Weekday,
} from '@paydos/domain';

/** One person of the large organization, as the leave history needs them. */
export interface HistoryPerson {
  id: string;
  n: number;
  startDate: CalendarDate;
  /** The opening ledger's sum: the history never draws more than this. */
  balance: number;
}

type Status = 'APPROVED' | 'PENDING' | 'REJECTED' | 'CANCELLED';

/**
 * About three leave requests per person over the last 12 months and the next 2 (one in each
 * of three windows, so they never overlap): mostly APPROVED annual leave with its USAGE entry,
 * some sick leave, some REJECTED, some CANCELLED (USAGE then RETURN), upcoming ones sometimes
 * PENDING. Day counts come from the domain's countLeaveDays, cached per date range (a few
 * hundred distinct ranges for 10k people). Annual leave never exceeds the balance left:
 * a person without enough days gets unpaid leave instead.
 */
export function largeLeaveHistory(
  people: HistoryPerson[],
  {
    organizationId,
    adminId,
    today,
    now: clock,
    workingDays,
  }: { organizationId: string; adminId: string; today: CalendarDate; now: Date; workingDays: readonly Weekday[] },
) {
  const counts = new Map<string, number>();
  const count = (startDate: CalendarDate, endDate: CalendarDate) => {
    const key = `${startDate}|${endDate}`;
    let days = counts.get(key);
    if (days === undefined) {
      days = countLeaveDays({ startDate, endDate, workingDays }).days;
      counts.set(key, days);
    }
    return days;
  };
  const windows: Array<{ from: number; length: number }> = [
    { from: -365, length: 170 },
    { from: -185, length: 170 },
    { from: -5, length: 60 },
  ];
  const requests = [];
  const ledger = [];
  const now = clock.getTime();
  const day = 86_400_000;
  for (const person of people) {
    let left = person.balance;
    for (let w = 0; w < windows.length; w++) {
      const { from, length } = windows[w]!;
      const seed = person.n * 31 + w * 17;
      const startDate = addDays(today, from + ((person.n * 13 + w * 7) % length));
      if (compareDates(startDate, person.startDate) < 0) continue; // not yet employed then
      const endDate = addDays(startDate, seed % 8); // 1 to 8 calendar days
      const days = count(startDate, endDate);
      if (days === 0) continue; // a weekend or holiday only: nobody asks for it
      const upcoming = compareDates(startDate, today) > 0;
      const status: Status = upcoming
        ? seed % 4 === 0
          ? 'PENDING'
          : 'APPROVED'
        : seed % 10 === 3
          ? 'REJECTED'
          : seed % 10 === 7
            ? 'CANCELLED'
            : 'APPROVED';
      let leaveType = seed % 9 === 4 ? 'sick_leave_reported' : 'annual_paid';
      // Pending and approved annual leave both count against what is left.
      if (leaveType === 'annual_paid' && status !== 'REJECTED') {
        if (days > left) leaveType = 'unpaid_leave';
        else if (status !== 'CANCELLED') left -= days;
      }
      const id = randomUUID();
      const decided = status !== 'PENDING';
      // Asked 1 to 21 days before it starts and decided a day later, never in the future: the lists
      // ordered by creation and the dashboard's "this month" see the spread of a company in service.
      const createdAt = new Date(
        Math.min(now - (seed % 97) * 60_000, Date.parse(`${startDate}T09:00:00+03:00`) - (1 + (seed % 21)) * day),
      );
      const decidedAt = new Date(Math.min(now, createdAt.getTime() + day));
      requests.push({
        id,
        organizationId,
        userId: person.id,
        leaveType,
        startDate,
        endDate,
        days,
        reason: null,
        status,
        decidedById: decided ? adminId : null,
        decidedAt: decided ? decidedAt : null,
        decisionReason: status === 'REJECTED' ? 'Yoğun dönem' : status === 'CANCELLED' ? 'Plan değişti' : null,
        version: status === 'CANCELLED' ? 2 : 1,
        createdAt,
        updatedAt: decided ? decidedAt : createdAt,
      });
      if (leaveType !== 'annual_paid' || (status !== 'APPROVED' && status !== 'CANCELLED')) continue;
      const period = { startDate, endDate, days, leaveRequestId: id };
      const entries =
        status === 'CANCELLED'
          ? [usageEntry(period), returnEntry({ ...period, reason: 'Plan değişti' })]
          : [usageEntry(period)];
      for (const entry of entries) {
        ledger.push({
          organizationId,
          userId: person.id,
          kind: entry.kind,
          days: entry.days,
          effectiveDate: entry.effectiveDate,
          leaveRequestId: id,
          reason: entry.reason,
          createdById: adminId,
        });
      }
    }
  }
  return { requests, ledger };
}
