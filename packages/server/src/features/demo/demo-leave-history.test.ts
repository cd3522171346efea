import { addDays, compareDates, countLeaveDays, type CalendarDate } from '@paydos/domain';
import { describe, expect, it } from 'vitest';
import { planDemoLeaves, type HistoryPerson } from './demo-leave-plan';
import { DEMO_PEOPLE } from './demo-organization';

const people: Record<string, HistoryPerson> = Object.fromEntries(
  DEMO_PEOPLE.map((p, i) => [
    p.firstName,
    {
      id: `id-${i}`,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      startDate: p.startDate!,
      language: p.language ?? null,
    },
  ]),
);

// Every fourth day over three and a half years from Gizem's start (weekends, bayrams and 28 October
// included), and the week that 23 April and Kurban Bayramı fill completely in 2029.
const todays: CalendarDate[] = [];
for (let d = '2026-07-01'; compareDates(d, '2029-12-31') <= 0; d = addDays(d, 4)) todays.push(d);
for (let d = '2029-04-16'; compareDates(d, '2029-04-30') <= 0; d = addDays(d, 1)) todays.push(d);

const plans = new Map(todays.map((today) => [today, planDemoLeaves(today, people)]));
const dayCount = (leave: { startDate: CalendarDate; endDate: CalendarDate }) =>
  countLeaveDays({ startDate: leave.startDate, endDate: leave.endDate, workingDays: [1, 2, 3, 4, 5] }).days;

describe('the demo story, planned on any day (the demo never ages)', () => {
  it('obeys the leave rules whatever today is: no request before a start date, none overlapping another of the same person, none of 0 days, past ones recorded and future ones asked for', () => {
    const broken: string[] = [];
    for (const today of todays) {
      const plan = plans.get(today)!;
      for (const leave of plan) {
        const where = `${today}: ${leave.who} ${leave.startDate}..${leave.endDate}`;
        if (compareDates(leave.startDate, people[leave.who]!.startDate) < 0)
          broken.push(`${where} before the start date`);
        if (dayCount(leave) <= 0) broken.push(`${where} counts no day`);
        // createLeave refuses a request that starts before today; only an admin's record may.
        if (leave.asked === 'requested' && compareDates(leave.startDate, today) < 0)
          broken.push(`${where} asked for in the past`);
        if (leave.asked === 'recorded' && compareDates(leave.startDate, today) > 0)
          broken.push(`${where} recorded in the future`);
        for (const other of plan) {
          if (other === leave || other.who !== leave.who) continue;
          if (compareDates(leave.startDate, other.endDate) <= 0 && compareDates(other.startDate, leave.endDate) <= 0)
            broken.push(`${where} overlaps ${other.startDate}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('has every shape whatever today is: someone on leave today, someone leaving within 7 days, two or more pending, a half day, four leave types', () => {
    for (const today of todays) {
      const plan = plans.get(today)!;
      const approved = plan.filter((l) => l.outcome === 'APPROVED');
      expect(
        approved.some((l) => compareDates(l.startDate, today) <= 0 && compareDates(today, l.endDate) <= 0),
        today,
      ).toBe(true);
      expect(
        approved.some((l) => compareDates(l.startDate, today) > 0 && compareDates(l.startDate, addDays(today, 7)) <= 0),
        today,
      ).toBe(true);
      expect(plan.filter((l) => l.outcome === 'PENDING').length, today).toBeGreaterThanOrEqual(2);
      expect(
        plan.some((l) => dayCount(l) % 1 === 0.5),
        today,
      ).toBe(true);
      const types = new Set(plan.map((l) => l.leaveType));
      for (const type of ['annual_paid', 'sick_leave_reported', 'unpaid_leave']) expect(types, today).toContain(type);
      expect(
        [...types].some((t) => t.startsWith('excuse.')),
        today,
      ).toBe(true);
    }
  });
});
