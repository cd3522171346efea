/**
 * Calendar dates as `YYYY-MM-DD` strings, with arithmetic on whole days.
 *
 * Why no `Date`: a `Date` is an instant, and turning "2025-10-29" into one means picking a
 * zone. `new Date('2025-10-29')` is UTC midnight, which is still 28 October in New York:
 * the classic off-by-one. Here a date is converted to a day number with the proleptic
 * Gregorian calendar (Howard Hinnant's days_from_civil), so no zone is ever involved and
 * the result is the same on a server in UTC and a browser in America/New_York.
 */

/** A calendar date `YYYY-MM-DD` (no time, no zone). */
export type CalendarDate = string;

/** Day of the week, 0 = Sunday ... 6 = Saturday (the spec's leavePolicyJson convention). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Splits a date, or returns null when it is not a real `YYYY-MM-DD` date (e.g. 2025-02-29). */
export function tryParseDate(value: unknown): DateParts | null {
  if (typeof value !== 'string') return null;
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return tryParseDate(value) !== null;
}

/** Splits a date; throws a RangeError (Turkish message) when it is not a real date. */
export function parseDate(value: CalendarDate): DateParts {
  const parts = tryParseDate(value);
  if (!parts) throw new RangeError(`Geçersiz tarih: "${String(value)}" (beklenen biçim YYYY-AA-GG).`);
  return parts;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function formatDate({ year, month, day }: DateParts): CalendarDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Days since 1970-01-01 (negative before), by pure integer arithmetic. */
export function toDayNumber(date: CalendarDate): number {
  const { year, month, day } = parseDate(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The inverse of toDayNumber. */
export function fromDayNumber(dayNumber: number): CalendarDate {
  if (!Number.isInteger(dayNumber)) throw new RangeError(`Gün numarası tam sayı olmalıdır: ${dayNumber}`);
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatDate({ year, month, day });
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** `to - from` in days: 0 for the same date, 1 for the next day, negative if `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

export function weekdayOf(date: CalendarDate): Weekday {
  // 1970-01-01 was a Thursday (4).
  return ((((toDayNumber(date) + 4) % 7) + 7) % 7) as Weekday;
}

/** Every date from `start` to `end`, both included; empty when `end` is before `start`. */
export function eachDate(start: CalendarDate, end: CalendarDate): CalendarDate[] {
  const first = toDayNumber(start);
  const last = toDayNumber(end);
  const dates: CalendarDate[] = [];
  for (let n = first; n <= last; n++) dates.push(fromDayNumber(n));
  return dates;
}

/**
 * The same month and day `years` later. A 29 February falls on 28 February in a common
 * year: a period counted in years ends on the last day of the month when the month has no
 * matching day (Türk Borçlar Kanunu m. 92 on periods), so the anniversary is never late.
 */
export function addYearsClamped(date: CalendarDate, years: number): CalendarDate {
  const { year, month, day } = parseDate(date);
  const target = year + years;
  return formatDate({ year: target, month, day: Math.min(day, daysInMonth(target, month)) });
}
