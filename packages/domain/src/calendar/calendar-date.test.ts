import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYearsClamped,
  daysBetween,
  eachDate,
  fromDayNumber,
  isCalendarDate,
  parseDate,
  toDayNumber,
  weekdayOf,
} from './calendar-date';

describe('calendar dates without Date (product §D1: no zone shift)', () => {
  it.each([
    ['1970-01-01', 0],
    ['1969-12-31', -1],
    ['2000-03-01', 11017],
    ['2025-10-29', 20390],
  ])('%s is day %i', (date, n) => {
    expect(toDayNumber(date)).toBe(n);
    expect(fromDayNumber(n)).toBe(date);
  });

  it.each([
    ['2025-10-29', 3],
    ['2025-03-29', 6],
    ['2025-03-30', 0],
    ['2024-02-29', 4],
    ['2000-01-01', 6],
  ])('%s falls on weekday %i (0 = Sunday)', (date, weekday) => expect(weekdayOf(date)).toBe(weekday));

  it('refuses dates that do not exist, with a Turkish message', () => {
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', '2025-04-31', '', '2025-10-29T00:00:00Z']) {
      expect(isCalendarDate(bad)).toBe(false);
      expect(() => parseDate(bad)).toThrow(/Geçersiz tarih/);
    }
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate(20250101)).toBe(false);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(eachDate('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(eachDate('2025-01-02', '2025-01-01')).toEqual([]);
  });

  it('puts a 29 February anniversary on 28 February in common years (TBK m. 92)', () => {
    expect(addYearsClamped('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYearsClamped('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYearsClamped('2023-03-01', 1)).toBe('2024-03-01');
  });

  it('property: day numbers and dates convert both ways for years 1600-2400', () => {
    fc.assert(
      fc.property(fc.integer({ min: -135_000, max: 157_000 }), (n) => {
        const date = fromDayNumber(n);
        expect(isCalendarDate(date)).toBe(true);
        expect(toDayNumber(date)).toBe(n);
        expect(weekdayOf(addDays(date, 7))).toBe(weekdayOf(date));
      }),
    );
  });
});
