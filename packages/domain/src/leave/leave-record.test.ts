import { describe, expect, it } from 'vitest';
import {
  leaveRecordLines,
  recordServiceYears,
  serviceYearEarnedIn,
  serviceYearOfDate,
  serviceYearPeriod,
} from './leave-record';

const at = (iso: string) => new Date(iso);

describe('Yönetmelik m. 20: the leave record of a service year', () => {
  it.each([
    // start, service year, earned on, ends on
    ['2020-03-10', 1, '2021-03-10', '2022-03-09'],
    ['2020-03-10', 0, '2020-03-10', '2021-03-09'],
    // A 29 February start earns on 28 February in common years (docs/leave-rules.md section 2).
    ['2020-02-29', 1, '2021-02-28', '2022-02-27'],
    ['2020-02-29', 4, '2024-02-29', '2025-02-27'],
  ])('start %s, service year %i: earned on %s, runs to %s', (start, year, earnedOn, endsOn) => {
    expect(serviceYearPeriod(start, year)).toEqual({ serviceYear: year, earnedOn, endsOn });
  });

  it('the record lists every earned service year, latest first; the first year only when asked', () => {
    expect(recordServiceYears('2023-06-01', '2026-06-01').map((y) => y.serviceYear)).toEqual([3, 2, 1]);
    expect(recordServiceYears('2023-06-01', '2026-05-31').map((y) => y.serviceYear)).toEqual([2, 1]);
    expect(recordServiceYears('2026-01-05', '2026-12-01')).toEqual([]);
    expect(recordServiceYears('2026-01-05', '2026-12-01', { withFirstYear: true }).map((y) => y.serviceYear)).toEqual([
      0,
    ]);
  });

  it.each([
    ['2020-03-10', 2026, 6],
    ['2020-03-10', 2020, null],
    ['2020-02-29', 2021, 1],
  ])('the service year earned in a calendar year: start %s, %i → %s', (start, year, expected) => {
    expect(serviceYearEarnedIn(start, year)).toBe(expected);
  });

  it('a leave belongs to the service year in which it starts', () => {
    expect(serviceYearOfDate('2020-03-10', '2021-03-09')).toBe(0);
    expect(serviceYearOfDate('2020-03-10', '2021-03-10')).toBe(1);
    expect(serviceYearOfDate('2020-03-10', '2019-12-31')).toBe(0);
  });

  it('Yönetmelik m. 20: the year holds its own leaves in date order, each with the acknowledgement of the leave as it stands', () => {
    const period = serviceYearPeriod('2020-03-10', 5);
    const record = leaveRecordLines(period, [
      {
        id: 'b',
        startDate: '2025-09-01',
        endDate: '2025-09-04',
        days: 4,
        travelDays: 2,
        // Acknowledged at 5 days, then shortened to 4: the record shows it as due again.
        acknowledgements: [
          { startDate: '2025-09-01', endDate: '2025-09-05', days: 5, acknowledgedAt: at('2025-09-08T09:00:00Z') },
        ],
      },
      {
        id: 'a',
        startDate: '2025-03-10',
        endDate: '2025-03-21',
        days: 9.5,
        travelDays: 0,
        acknowledgements: [
          { startDate: '2025-03-10', endDate: '2025-03-21', days: 9.5, acknowledgedAt: at('2025-03-24T08:00:00Z') },
        ],
      },
      // Started the day before the anniversary: the previous year's record.
      { id: 'x', startDate: '2025-03-09', endDate: '2025-03-09', days: 1, travelDays: 0, acknowledgements: [] },
      // The next anniversary starts the next record.
      { id: 'y', startDate: '2026-03-10', endDate: '2026-03-10', days: 1, travelDays: 0, acknowledgements: [] },
    ]);
    expect(record.lines.map((l) => [l.id, l.acknowledgedAt?.toISOString() ?? null])).toEqual([
      ['a', '2025-03-24T08:00:00.000Z'],
      ['b', null],
    ]);
    expect(record.usedDays).toBe(13.5);
    expect(record.travelDays).toBe(2);
  });
});
