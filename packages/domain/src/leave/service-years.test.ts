import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber } from '../calendar/calendar-date';
import { ageOn, completedServiceYears, nextServiceAnniversary, serviceAnniversary } from './service-years';

describe('completedServiceYears (4857 art. 53: service counted from the start date)', () => {
  it.each([
    ['2020-03-10', '2020-03-10', 0],
    ['2020-03-10', '2021-03-09', 0],
    ['2020-03-10', '2021-03-10', 1],
    ['2019-01-01', '2024-12-31', 5],
    ['2019-01-01', '2025-01-01', 6],
    ['2010-06-15', '2025-06-14', 14],
    ['2010-06-15', '2025-06-15', 15],
    // 29 February start: the anniversary is 28 February in common years.
    ['2016-02-29', '2017-02-27', 0],
    ['2016-02-29', '2017-02-28', 1],
    ['2016-02-29', '2020-02-28', 3],
    ['2016-02-29', '2020-02-29', 4],
    ['2016-02-29', '2021-02-28', 5],
    // Across a leap day: 366 days in the first year, still exactly 1 year on the anniversary.
    ['2023-03-01', '2024-02-29', 0],
    ['2023-03-01', '2024-03-01', 1],
    ['2025-05-01', '2025-01-01', 0],
  ])('start %s, on %s: %i years', (start, on, years) => expect(completedServiceYears(start, on)).toBe(years));

  it('anniversaries: 0 is the start date, a 29 February start falls on 28 February', () => {
    expect(serviceAnniversary('2016-02-29', 0)).toBe('2016-02-29');
    expect(serviceAnniversary('2016-02-29', 1)).toBe('2017-02-28');
    expect(serviceAnniversary('2016-02-29', 8)).toBe('2024-02-29');
    expect(() => serviceAnniversary('2016-02-29', -1)).toThrow(RangeError);
    expect(nextServiceAnniversary('2020-03-10', '2025-03-10')).toEqual({ date: '2026-03-10', serviceYears: 6 });
    expect(nextServiceAnniversary('2026-03-10', '2025-03-10')).toEqual({ date: '2026-03-10', serviceYears: 0 });
  });

  it('age counts the same way (a 29 February birthday turns a year older on 28 February)', () => {
    expect(ageOn('1975-02-28', '2025-02-28')).toBe(50);
    expect(ageOn('1975-03-01', '2025-02-28')).toBe(49);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(18);
  });

  it('property: n years are complete on the n-th anniversary and not the day before', () => {
    const date = fc.integer({ min: 0, max: 25_000 }).map(fromDayNumber);
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 60 }), (start, n) => {
        const anniversary = serviceAnniversary(start, n);
        expect(completedServiceYears(start, anniversary)).toBe(n);
        expect(completedServiceYears(start, addDays(anniversary, -1))).toBe(n - 1);
      }),
    );
  });
});
