import { describe, expect, it } from 'vitest';
import { partsByCalendarYear, yearlyAllowanceExcess } from './yearly-allowance';

describe('partsByCalendarYear', () => {
  it.each([
    ['2026-03-02', '2026-03-06', [{ year: 2026, startDate: '2026-03-02', endDate: '2026-03-06' }]],
    [
      '2026-12-28',
      '2027-01-08',
      [
        { year: 2026, startDate: '2026-12-28', endDate: '2026-12-31' },
        { year: 2027, startDate: '2027-01-01', endDate: '2027-01-08' },
      ],
    ],
    ['2026-12-31', '2026-12-31', [{ year: 2026, startDate: '2026-12-31', endDate: '2026-12-31' }]],
  ])('%s – %s is cut at each 1 January', (start, end, parts) => {
    expect(partsByCalendarYear(start, end)).toEqual(parts);
  });
});

describe('4857 ek m. 2: the care of a disabled child is up to 10 days a calendar year, at once or in parts', () => {
  it.each([
    { title: 'one request of 10 days: within the law', requested: [{ year: 2026, days: 10 }], used: [], excess: null },
    {
      title: 'one request of 11 days: one day past it',
      requested: [{ year: 2026, days: 11 }],
      used: [],
      excess: { year: 2026, legalDays: 10, usedDays: 0, requestedDays: 11 },
    },
    {
      title: 'parts of 6 and 4 days in one year: within the law',
      requested: [{ year: 2026, days: 4 }],
      used: [{ year: 2026, days: 6 }],
      excess: null,
    },
    {
      title: 'parts of 3, 3 and 5 days in one year: the third is past it',
      requested: [{ year: 2026, days: 5 }],
      used: [
        { year: 2026, days: 3 },
        { year: 2026, days: 3 },
      ],
      excess: { year: 2026, legalDays: 10, usedDays: 6, requestedDays: 5 },
    },
    {
      title: 'last year’s 10 days do not count in the new year',
      requested: [{ year: 2027, days: 10 }],
      used: [{ year: 2026, days: 10 }],
      excess: null,
    },
    {
      title: 'a request across the new year counts each year’s days in that year (4 + 6 after 10 and 0)',
      requested: [
        { year: 2026, days: 4 },
        { year: 2027, days: 6 },
      ],
      used: [{ year: 2026, days: 7 }],
      excess: { year: 2026, legalDays: 10, usedDays: 7, requestedDays: 4 },
    },
    {
      title: 'half days add up: 9.5 used and a half day asked is exactly 10',
      requested: [{ year: 2026, days: 0.5 }],
      used: [{ year: 2026, days: 9.5 }],
      excess: null,
    },
  ])('$title', ({ requested, used, excess }) => {
    expect(yearlyAllowanceExcess(10, requested, used)).toEqual(excess);
  });
});
