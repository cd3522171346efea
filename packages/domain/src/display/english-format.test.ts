import { describe, expect, it } from 'vitest';
import {
  ENGLISH_MONTH_NAMES,
  ENGLISH_WEEKDAY_ABBREVIATIONS,
  ENGLISH_WEEKDAY_NAMES,
  englishDaysAndHoursText,
  englishExclusionLabel,
  englishLeaveLengthText,
  formatEnglishCount,
  formatEnglishDate,
  formatEnglishDateList,
  formatEnglishDates,
  formatEnglishDateTime,
  formatEnglishDateWithWeekday,
  formatEnglishDays,
  formatEnglishDuration,
  formatEnglishInstantDate,
  formatEnglishLira,
  formatEnglishMinutesAsDays,
  formatEnglishOneDecimal,
  formatEnglishPercent,
  formatEnglishServiceLength,
  formatEnglishTenure,
  formatEnglishTypedDate,
  formatEnglishUpToOneDecimal,
  formatEnglishWholeLira,
} from './english-format';
import { parseTurkishDate } from '../calendar/turkish-date-format';
import { countLeaveDays } from '../leave/count-leave-days';

describe('English dates read d MMM yyyy, the month in letters (issue 26)', () => {
  it.each([
    ['2026-12-07', '7 Dec 2026'],
    ['2025-10-29', '29 Oct 2025'],
    ['2025-09-01', '1 Sep 2025'],
    ['2024-02-29', '29 Feb 2024'],
  ])('%s reads %s', (date, text) => expect(formatEnglishDate(date)).toBe(text));

  it.each([
    ['2026-12-07', 'Mon, 7 Dec 2026'],
    ['2025-10-29', 'Wed, 29 Oct 2025'],
    ['2026-12-06', 'Sun, 6 Dec 2026'],
  ])('with its weekday first: %s reads %s', (date, text) => expect(formatEnglishDateWithWeekday(date)).toBe(text));
});

describe('English date-times: the Istanbul day and 24-hour Istanbul clock of an instant', () => {
  it.each([
    ['2026-12-07T07:00:00Z', '7 Dec 2026, 10:00'],
    ['2026-07-28T07:00:00Z', '28 Jul 2026, 10:00'],
    ['2026-07-27T22:30:00Z', '28 Jul 2026, 01:30'],
    ['2026-07-28T12:05:00Z', '28 Jul 2026, 15:05'],
  ])('%s reads %s', (instant, text) => expect(formatEnglishDateTime(instant)).toBe(text));

  it('takes a Date and epoch milliseconds as well as an ISO string', () => {
    const instant = Date.parse('2026-12-07T07:00:00Z');
    expect(formatEnglishDateTime(instant)).toBe('7 Dec 2026, 10:00');
    expect(formatEnglishDateTime(new Date(instant))).toBe('7 Dec 2026, 10:00');
  });

  it('an instant after 21:00 UTC is already the next Istanbul day', () => {
    expect(formatEnglishInstantDate('2026-07-27T22:30:00Z')).toBe('28 Jul 2026');
    expect(formatEnglishInstantDate('2026-07-27T20:59:00Z')).toBe('27 Jul 2026');
  });

  it('refuses what is not an instant', () => {
    expect(() => formatEnglishDateTime('not a date')).toThrow(RangeError);
    expect(() => formatEnglishInstantDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('a typed English date shows back as dd/mm/yyyy, which the date parser reads', () => {
  it.each([
    ['2026-12-07', '07/12/2026'],
    ['2025-10-29', '29/10/2025'],
  ])('%s shows as %s', (date, text) => {
    expect(formatEnglishTypedDate(date)).toBe(text);
    expect(parseTurkishDate(text)).toBe(date);
  });
});

describe('English numbers: en-US grouping and the decimal point', () => {
  it.each([
    [0, '0'],
    [1234, '1,234'],
    [12345, '12,345'],
  ])('count %d reads %s', (value, text) => expect(formatEnglishCount(value)).toBe(text));

  it.each([
    [3.5, '3.5'],
    [7, '7.0'],
    [1234.56, '1,234.6'],
  ])('one decimal: %d reads %s', (value, text) => expect(formatEnglishOneDecimal(value)).toBe(text));

  it.each([
    [1.5, '1.5'],
    [2.5, '2.5'],
    [12, '12'],
    [1234.56, '1,234.6'],
  ])('up to one decimal: %d reads %s', (value, text) => expect(formatEnglishUpToOneDecimal(value)).toBe(text));

  it.each([
    [2.5, '2.5'],
    [3, '3'],
    [-0.5, '-0.5'],
    [0, '0'],
  ])('day count %d reads %s', (value, text) => expect(formatEnglishDays(value)).toBe(text));
});

describe('English percentages put the sign after the number', () => {
  it.each([
    [12.5, '12.5%'],
    [0, '0.0%'],
    [100, '100.0%'],
  ])('%d reads %s', (value, text) => expect(formatEnglishPercent(value)).toBe(text));
});

describe('English money: the lira sign before the amount, two decimals', () => {
  it.each([
    [1234.56, '₺1,234.56'],
    [0, '₺0.00'],
    [69.9, '₺69.90'],
    [1000000, '₺1,000,000.00'],
    [-5, '-₺5.00'],
  ])('%d reads %s', (amount, text) => expect(formatEnglishLira(amount)).toBe(text));

  it.each([
    [1234, '₺1,234'],
    [0, '₺0'],
    [-50, '-₺50'],
  ])('whole lira on an axis: %d reads %s', (amount, text) => expect(formatEnglishWholeLira(amount)).toBe(text));
});

describe('English lengths in minutes: h and min, exact', () => {
  it.each([
    [90, '1 h 30 min'],
    [120, '2 h'],
    [45, '45 min'],
    [0, '0 min'],
    [450, '7 h 30 min'],
  ])('%d minutes read %s', (minutes, text) => expect(formatEnglishDuration(minutes)).toBe(text));

  it.each([
    [1020, 450, '2 days 2 h'],
    [450, 450, '1 day'],
    [900, 450, '2 days'],
    [480, 450, '1 day 30 min'],
    [90, 450, '1 h 30 min'],
  ])('minutes as days: %d at %d a day read %s', (minutes, daily, text) =>
    expect(formatEnglishMinutesAsDays(minutes, daily)).toBe(text),
  );

  it.each([
    [{ days: 3 }, '3 days'],
    [{ days: 1 }, '1 day'],
    [{ days: 0.5 }, '0.5 days'],
    [{ days: 2.5, minutesPerDay: null }, '2.5 days'],
    [{ days: 1, minutesPerDay: 90, minutes: 90 }, '1 h 30 min'],
    [{ days: 1, minutesPerDay: 90 }, '1 h 30 min'],
    [{ days: 5, minutesPerDay: 90, minutes: 450 }, '1 h 30 min a day, 7 h 30 min in total'],
  ])('a leave of %o reads %s', (leave, text) => expect(englishLeaveLengthText(leave)).toBe(text));

  it.each([
    [2, null, '2 days'],
    [1, undefined, '1 day'],
    [0, 360, '6 h'],
    [2, 480, '2 days + 8 h'],
    [0.5, 0, '0.5 days'],
  ])('days and hours: %d days and %s minutes read %s', (days, minutes, text) =>
    expect(englishDaysAndHoursText(days, minutes)).toBe(text),
  );
});

describe('English tenure: years and months with plurals (the same divisors as the Turkish)', () => {
  it.each([
    ['2025-09-01', '2025-09-01', 'profile', 'Just started'],
    ['2025-09-01', '2025-09-30', 'profile', 'Just started'],
    ['2025-09-01', '2025-10-01', 'profile', '1 month'],
    ['2024-09-01', '2025-09-01', 'profile', '1 year'],
    ['2020-01-01', '2025-09-01', 'profile', '5 years 8 months'],
    ['2022-06-01', '2025-08-15', 'profile', '3 years 2 months'],
    ['2025-10-01', '2025-09-01', 'profile', 'Not started yet'],
    ['2023-01-01', '2024-01-01', 'detail', '11 months'],
  ] as const)('%s to %s (%s) reads %s', (start, on, style, text) =>
    expect(formatEnglishTenure(start, on, style)).toBe(text),
  );

  it.each([
    [{ years: 4, months: 2, days: 14 }, '4 years 2 months 14 days'],
    [{ years: 1, months: 1, days: 1 }, '1 year 1 month 1 day'],
    [{ years: 3, months: 0, days: 0 }, '3 years'],
    [{ years: 0, months: 0, days: 0 }, '0 days'],
    [{ years: 0, months: 5, days: 0 }, '5 months'],
  ])('service length %o reads %s', (service, text) => expect(formatEnglishServiceLength(service)).toBe(text));
});

describe('English lists of dates name five and count the rest', () => {
  it('lists up to five dates', () => {
    expect(formatEnglishDates(['2025-12-29', '2025-12-30'])).toBe('29 Dec 2025, 30 Dec 2025');
  });

  it.each([
    [6, 'a, a, a, a, a and 1 more day'],
    [8, 'a, a, a, a, a and 3 more days'],
    [5, 'a, a, a, a, a'],
  ])('%d dates read %s', (count, text) => expect(formatEnglishDateList(Array(count).fill('a'))).toBe(text));
});

describe('English month and weekday names', () => {
  it('months from January, weekdays from Sunday, two-letter abbreviations', () => {
    expect(ENGLISH_MONTH_NAMES).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(Object.values(ENGLISH_WEEKDAY_NAMES)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(Object.values(ENGLISH_WEEKDAY_ABBREVIATIONS)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });
});

describe('English lines of the dates a leave count leaves out, holidays glossed', () => {
  it('names each date, its holiday and why it was left out', () => {
    const { excluded } = countLeaveDays({
      startDate: '2026-10-27',
      endDate: '2026-11-01',
      workingDays: [1, 2, 3, 4, 5],
    });
    expect(excluded.map(englishExclusionLabel)).toEqual([
      'Wed, 28 Oct 2026: Cumhuriyet Bayramı Arifesi (Eve of Republic Day) (holiday from 13:00, counted as half a day)',
      'Thu, 29 Oct 2026: Cumhuriyet Bayramı (Republic Day) (public holiday)',
      'Sat, 31 Oct 2026: not a working day',
      'Sun, 1 Nov 2026: not a working day',
    ]);
  });
});
