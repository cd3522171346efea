import { describe, expect, it } from 'vitest';
import { countLeaveDays } from './count-leave-days';
import {
  lastDayAway,
  travelLeaveDates,
  travelLeaveMaxDays,
  travelLeaveMessages,
  travelLeaveProblems,
  travelLedgerNote,
} from './travel-leave';

const mondayToFriday = [1, 2, 3, 4, 5] as const;

describe('travel leave problems (4857 md. 56/4: up to 4 unpaid days with annual leave spent elsewhere)', () => {
  const annual = { leaveType: 'annual_paid', startDate: '2026-07-06', travelDestination: 'Trabzon' };
  it.each([
    {
      rule: '4857 md. 56/4: no travel days is always fine',
      input: { ...annual, travelDays: 0, travelDestination: null },
      problems: [],
    },
    { rule: '4857 md. 56/4: 1 travel day with a destination', input: { ...annual, travelDays: 1 }, problems: [] },
    { rule: '4857 md. 56/4: 4 travel days, the legal most', input: { ...annual, travelDays: 4 }, problems: [] },
    {
      rule: '4857 md. 56/4: 5 travel days are more than the law gives',
      input: { ...annual, travelDays: 5 },
      problems: [{ field: 'travelDays', message: travelLeaveMessages.daysRange(4) }],
    },
    {
      rule: '4857 md. 56/4: a negative number of travel days',
      input: { ...annual, travelDays: -1 },
      problems: [{ field: 'travelDays', message: travelLeaveMessages.daysRange(4) }],
    },
    {
      rule: '4857 md. 56/4: travel days are whole days',
      input: { ...annual, travelDays: 1.5 },
      problems: [{ field: 'travelDays', message: travelLeaveMessages.daysRange(4) }],
    },
    {
      rule: '4857 md. 56/4: travel days need the place the leave is spent in',
      input: { ...annual, travelDays: 2, travelDestination: '   ' },
      problems: [{ field: 'travelDestination', message: travelLeaveMessages.destinationRequired }],
    },
    {
      rule: '4857 md. 56/4: travel days go only with annual leave, not with unpaid leave',
      input: { ...annual, leaveType: 'unpaid_leave', travelDays: 2 },
      problems: [{ field: 'travelDays', message: travelLeaveMessages.onlyAnnual }],
    },
    {
      rule: '4857 md. 56/4: a destination longer than 100 characters',
      input: { ...annual, travelDays: 2, travelDestination: 'x'.repeat(101) },
      problems: [{ field: 'travelDestination', message: travelLeaveMessages.destinationTooLong }],
    },
  ])('$rule', ({ input, problems }) => {
    expect(travelLeaveProblems(input)).toEqual(problems);
  });

  it('4857 md. 56/4: the legal most is 4 days since the law took effect', () => {
    expect(travelLeaveMaxDays('2026-01-01')).toBe(4);
  });
});

describe('travel leave dates: the working days after the annual leave (docs/leave-rules.md section 15)', () => {
  it.each([
    {
      rule: '4857 md. 56/4: a leave ending on Friday with 2 travel days is followed by Monday and Tuesday',
      endDate: '2026-07-10',
      travelDays: 2,
      dates: ['2026-07-13', '2026-07-14'],
    },
    {
      rule: '4857 md. 56/4: 4 travel days after a Wednesday skip the weekend',
      endDate: '2026-07-08',
      travelDays: 4,
      dates: ['2026-07-09', '2026-07-10', '2026-07-13', '2026-07-14'],
    },
    {
      rule: '4857 md. 56/4 and 2429: official holidays are skipped (15 July 2026, Wednesday)',
      endDate: '2026-07-14',
      travelDays: 2,
      dates: ['2026-07-16', '2026-07-17'],
    },
    {
      rule: '4857 md. 56/4: a half-day holiday is a day away (Kurban Bayramı arifesi, 26 May 2026)',
      endDate: '2026-05-25',
      travelDays: 2,
      dates: ['2026-05-26', '2026-06-01'],
    },
    { rule: '4857 md. 56/4: no travel days, no dates', endDate: '2026-07-10', travelDays: 0, dates: [] },
  ])('$rule', ({ endDate, travelDays, dates }) => {
    expect(travelLeaveDates({ endDate, travelDays, workingDays: mondayToFriday })).toEqual(dates);
  });

  it('4857 md. 56/4: the travel days never change the annual days counted (they come after the end)', () => {
    const annualDays = countLeaveDays({ startDate: '2026-07-06', endDate: '2026-07-10', workingDays: mondayToFriday });
    const dates = travelLeaveDates({ endDate: '2026-07-10', travelDays: 2, workingDays: mondayToFriday });
    expect(annualDays.days).toBe(5);
    expect(lastDayAway('2026-07-10', dates)).toBe('2026-07-14');
    expect(lastDayAway('2026-07-10', [])).toBe('2026-07-10');
  });

  it('a six-day week places a travel day on Saturday', () => {
    expect(travelLeaveDates({ endDate: '2026-07-10', travelDays: 1, workingDays: [1, 2, 3, 4, 5, 6] })).toEqual([
      '2026-07-11',
    ]);
  });

  it('past the last year whose holidays are known no date is placed', () => {
    expect(travelLeaveDates({ endDate: '2035-12-31', travelDays: 2, workingDays: mondayToFriday })).toEqual([]);
  });

  it('the ledger note says the travel days are unpaid and not drawn', () => {
    expect(travelLedgerNote(2, 'Trabzon')).toBe(
      '; ayrıca 2 gün ücretsiz yol izni (Trabzon): bakiyeden düşmez (4857 md. 56)',
    );
    expect(travelLedgerNote(0, 'Trabzon')).toBe('');
  });
});
