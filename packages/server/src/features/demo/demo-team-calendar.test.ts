import { addDays, compareDates, countLeaveDays, monthBounds, type CalendarDate } from '@paydos/domain';
import { describe, expect, it } from 'vitest';
import { planBusyMonth } from './demo-team-calendar';

// Every third day over four years: every month, its holidays and bayrams, weekends at its ends.
const todays: CalendarDate[] = [];
for (let d = '2026-01-01'; compareDates(d, '2029-12-31') <= 0; d = addDays(d, 3)) todays.push(d);

describe('the busy month of the demo’s team calendar, planned on any day (issue 16)', () => {
  it('every leave touches the current month, counts at least one working day, and no person’s two leaves overlap', () => {
    const broken: string[] = [];
    for (const today of todays) {
      const { first, last } = monthBounds({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
      const plan = planBusyMonth(today);
      if (plan.length < 5) broken.push(`${today}: only ${plan.length} leaves`);
      for (const leave of plan) {
        const where = `${today}: ${leave.who} ${leave.startDate}..${leave.endDate}`;
        if (compareDates(leave.startDate, last) > 0 || compareDates(leave.endDate, first) < 0)
          broken.push(`${where} outside the month`);
        if (
          countLeaveDays({ startDate: leave.startDate, endDate: leave.endDate, workingDays: [1, 2, 3, 4, 5] }).days <= 0
        )
          broken.push(`${where} counts no day`);
        for (const other of plan) {
          if (
            other !== leave &&
            other.who === leave.who &&
            compareDates(other.startDate, leave.endDate) <= 0 &&
            compareDates(leave.startDate, other.endDate) <= 0
          ) {
            broken.push(`${where} overlaps ${other.startDate}`);
          }
        }
      }
      if (new Set(plan.map((l) => l.who)).size < 4) broken.push(`${today}: fewer than four people`);
    }
    expect(broken).toEqual([]);
  });
});
