import { addDays, compareDates, countLeaveDays, toIstanbulDate, type CalendarDate } from '@paydos/domain';
import { span } from './demo-dates';

const DAY = 86_400_000;

/** One person of an operator demo company, as the leave plan needs them. */
export interface Person {
  id: string;
  companyIndex: number;
  index: number;
  joinedAt: Date;
  startDate: CalendarDate;
  budget: number;
}

export interface PlannedLeave {
  person: Person;
  leaveType: 'annual_paid' | 'sick_leave_reported' | 'unpaid_leave' | 'excuse.marriage';
  startDate: CalendarDate;
  endDate: CalendarDate;
  days: number;
  reason: string;
  status: 'APPROVED' | 'PENDING' | 'REJECTED';
  createdAt: Date;
  decidedAt: Date | null;
}

const REASONS = {
  annual_paid: 'Yıllık izin',
  sick_leave_reported: 'Doktor raporu',
  unpaid_leave: 'Ailevi sebepler',
  'excuse.marriage': 'Evlilik',
} as const;

/**
 * About five leaves a year per person (at least one) between joining and two weeks from now, never overlapping, past
 * ones decided (mostly approved, some rejected), future ones pending. Annual leave only while the
 * person's opening balance covers it (approved and pending together), else unpaid.
 */
export function planLeaves(people: Person[], today: CalendarDate, now: number): PlannedLeave[] {
  const plan: PlannedLeave[] = [];
  for (const person of people) {
    const n = person.companyIndex * 50 + person.index;
    const joined = toIstanbulDate(person.joinedAt);
    const first = addDays(joined, 7);
    const last = addDays(today, 14);
    const window = Math.max(0, (Date.parse(last) - Date.parse(first)) / DAY);
    // About five leaves a year, in proportion to the time with Paydos: a newcomer does not take three in a month,
    // which would make the operator's monthly chart of requests climb with every new customer (issue 21).
    const leaveCount = window < 20 ? n % 2 : Math.max(1, Math.round(window / 80) + (n % 2));
    let free = first;
    let budget = person.budget;
    for (let k = 0; k < leaveCount; k++) {
      // Spread over the whole time with Paydos, the first one within its first weeks or months (not all late).
      const from = addDays(first, Math.floor((window * (k + ((n % 7) + 1) / 8)) / leaveCount));
      const length = 1 + ((n + k) % 4);
      const dates = span(compareDates(from, free) > 0 ? from : free, length);
      if (compareDates(dates.endDate, last) > 0) break;
      free = addDays(dates.endDate, 2);
      const days = countLeaveDays({
        startDate: dates.startDate,
        endDate: dates.endDate,
        workingDays: [1, 2, 3, 4, 5],
      }).days;
      const future = compareDates(dates.startDate, today) > 0;
      const status = future ? 'PENDING' : (n + k) % 6 === 4 ? 'REJECTED' : 'APPROVED';
      const kind = (n + k) % 5;
      let leaveType: PlannedLeave['leaveType'] =
        kind === 3
          ? 'sick_leave_reported'
          : kind === 4 && length === 3
            ? 'excuse.marriage'
            : kind === 4
              ? 'unpaid_leave'
              : 'annual_paid';
      if (leaveType === 'annual_paid' && status !== 'REJECTED') {
        if (days > budget) leaveType = 'unpaid_leave';
        else budget -= days;
      }
      const asked =
        leaveType === 'sick_leave_reported' ? addDays(dates.endDate, 1) : addDays(dates.startDate, -(3 + (n % 6)));
      // Asked three to eight days ahead, at an office hour; one starting later was asked in the last few days.
      const askedAt = future
        ? new Date(
            Math.max(
              person.joinedAt.getTime() + 3_600_000,
              Math.min(
                Date.parse(`${addDays(dates.startDate, -(3 + (n % 6)))}T10:30:00+03:00`),
                now - (1 + (n % 3)) * DAY,
              ),
            ),
          )
        : new Date(
            Math.min(
              now - 2 * 3_600_000,
              Math.max(
                Date.parse(`${compareDates(asked, joined) > 0 ? asked : joined}T09:30:00+03:00`),
                person.joinedAt.getTime() + 3_600_000,
              ),
            ),
          );
      const decidedAt = future
        ? null
        : new Date(
            Math.min(askedAt.getTime() + (leaveType === 'sick_leave_reported' ? 2 : 20) * 3_600_000, now - 60_000),
          );
      plan.push({
        person,
        leaveType,
        ...dates,
        days,
        reason: REASONS[leaveType],
        status,
        createdAt: askedAt,
        decidedAt,
      });
    }
  }
  return plan;
}
