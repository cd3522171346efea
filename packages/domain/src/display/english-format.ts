import { parseDate, weekdayOf, type CalendarDate, type Weekday } from '../calendar/calendar-date';
import { englishHolidayName } from '../calendar/holiday-names-english';
import { istanbulMinutesOfDay, toIstanbulDate } from '../calendar/istanbul-date';
import type { ExcludedLeaveDate } from '../leave/count-leave-days';
import type { ServiceLength } from '../leave/termination-payout';
import { tenureParts, type TenureStyle } from './tenure';

/**
 * The English interface's formats (issue 26): the same cases as the Turkish formatters (calendar/turkish-date-format,
 * display/numbers, display/money, display/tenure, leave/hourly-leave, leave/ledger-entries, leave/termination-payout,
 * approvals/leave-dates), written the English way. Dates stay on the Istanbul calendar and clock (product §D1); only
 * how they read changes: "7 Dec 2026", "7 Dec 2026, 10:00", "1,234.5", "₺1,234.56".
 */

/** English day names, indexed by Weekday (0 = Sunday). */
export const ENGLISH_WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
};

/** Two letters, as calendars head their columns. */
export const ENGLISH_WEEKDAY_ABBREVIATIONS: Readonly<Record<Weekday, string>> = {
  0: 'Su',
  1: 'Mo',
  2: 'Tu',
  3: 'We',
  4: 'Th',
  5: 'Fr',
  6: 'Sa',
};

/** Three letters, in a date with its weekday ("Mon, 7 Dec 2026"). */
const ENGLISH_WEEKDAY_SHORT: Readonly<Record<Weekday, string>> = {
  0: 'Sun',
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
};

/** English month names, index 0 = January. */
export const ENGLISH_MONTH_NAMES: readonly string[] = [
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
];

/** Three letters each (written out here: some ICU versions shorten September to "Sept"). */
const ENGLISH_MONTH_ABBREVIATIONS: readonly string[] = ENGLISH_MONTH_NAMES.map((name) => name.slice(0, 3));

/** "d MMM yyyy", e.g. 2026-12-07 → "7 Dec 2026": the month in letters, so no reader mistakes day for month. */
export function formatEnglishDate(date: CalendarDate): string {
  const { year, month, day } = parseDate(date);
  return `${day} ${ENGLISH_MONTH_ABBREVIATIONS[month - 1]} ${year}`;
}

/** e.g. "Mon, 7 Dec 2026". */
export function formatEnglishDateWithWeekday(date: CalendarDate): string {
  return `${ENGLISH_WEEKDAY_SHORT[weekdayOf(date)]}, ${formatEnglishDate(date)}`;
}

/** dd/mm/yyyy: what a date box shows back in English, numeric so it can be typed over (parseTurkishDate reads it). */
export function formatEnglishTypedDate(date: CalendarDate): string {
  const { year, month, day } = parseDate(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

function instantTime(instant: Date | number | string): number {
  const time =
    instant instanceof Date ? instant.getTime() : typeof instant === 'string' ? Date.parse(instant) : instant;
  if (!Number.isFinite(time)) throw new RangeError('Geçersiz zaman damgası.');
  return time;
}

/**
 * "7 Dec 2026, 10:00": the Istanbul calendar day and 24-hour Istanbul clock of an instant (Date, epoch
 * milliseconds or an ISO string from the API), whatever the browser's zone.
 */
export function formatEnglishDateTime(instant: Date | number | string): string {
  const time = instantTime(instant);
  const minutes = istanbulMinutesOfDay(time);
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${formatEnglishDate(toIstanbulDate(time))}, ${clock}`;
}

/** The Istanbul calendar day of an instant, e.g. 2026-07-27T22:30:00Z → "28 Jul 2026". */
export function formatEnglishInstantDate(instant: Date | number | string): string {
  return formatEnglishDate(toIstanbulDate(instantTime(instant)));
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimalFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const liraFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** e.g. 12,345. */
export function formatEnglishCount(value: number): string {
  return countFormat.format(value);
}

/** One decimal with the decimal point, e.g. 3.5 or 7.0. */
export function formatEnglishOneDecimal(value: number): string {
  return oneDecimalFormat.format(value);
}

/** At most one decimal, none when whole, e.g. 1.5 or 12. */
export function formatEnglishUpToOneDecimal(value: number): string {
  return upToOneDecimalFormat.format(value);
}

/** Turkish lira the English way: the sign before the amount, e.g. ₺1,234.56 and -₺5.00. */
export function formatEnglishLira(amount: number): string {
  const text = liraFormat.format(Math.abs(amount));
  return amount < 0 && text !== '0.00' ? `-₺${text}` : `₺${text}`;
}

/** Whole lira, as a chart's axis shows them: ₺1,234 (the Turkish axis reads "1.234 ₺"). */
export function formatEnglishWholeLira(amount: number): string {
  const text = countFormat.format(Math.abs(amount));
  return amount < 0 && text !== '0' ? `-₺${text}` : `₺${text}`;
}

/** A percentage with one decimal, the sign after it: 12.5% (the Turkish "%12,5" puts it before). */
export function formatEnglishPercent(value: number): string {
  return `${oneDecimalFormat.format(value)}%`;
}

/** A day count with the decimal point: 2.5 (like the Turkish "2,5", no grouping). */
export function formatEnglishDays(days: number): string {
  return String(days);
}

/** "1 day", "2 days", "0.5 days": the unit after a formatted count. */
function dayUnit(days: number): string {
  return `${formatEnglishDays(days)} ${days === 1 ? 'day' : 'days'}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 h 30 min", "2 h", "45 min": a length in minutes, exact. */
export function formatEnglishDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Minutes as working days and the hours left over, exact: 1020 at 450 a day is "2 days 2 h"; 450 is "1 day". */
export function formatEnglishMinutesAsDays(minutes: number, dailyMinutes: number): string {
  const days = Math.floor(minutes / dailyMinutes);
  const rest = minutes - days * dailyMinutes;
  if (days === 0) return formatEnglishDuration(rest);
  return rest === 0 ? dayUnit(days) : `${dayUnit(days)} ${formatEnglishDuration(rest)}`;
}

/** A request's length: "3 days", "0.5 days", or hourly "1 h 30 min a day, 7 h 30 min in total" (one day: "1 h 30 min"). */
export function englishLeaveLengthText(leave: {
  days: number;
  minutesPerDay?: number | null;
  minutes?: number | null;
}) {
  if (!leave.minutesPerDay) return dayUnit(leave.days);
  const total = leave.minutes ?? leave.minutesPerDay;
  if (total === leave.minutesPerDay) return formatEnglishDuration(total);
  return `${formatEnglishDuration(leave.minutesPerDay)} a day, ${formatEnglishDuration(total)} in total`;
}

/** Days and an hourly leave's minutes together: "2 days", "6 h", "2 days + 8 h" (nothing rounded). */
export function englishDaysAndHoursText(days: number, minutes?: number | null): string {
  if (!minutes) return dayUnit(days);
  if (days === 0) return formatEnglishDuration(minutes);
  return `${dayUnit(days)} + ${formatEnglishDuration(minutes)}`;
}

export const ENGLISH_JUST_STARTED_TEXT = 'Just started';
export const ENGLISH_NOT_STARTED_TEXT = 'Not started yet';

/** "3 years 2 months", "1 year", "5 months", or "Just started" under a month (the Turkish formatTenure's parts). */
export function formatEnglishTenure(
  startDate: CalendarDate,
  onDate: CalendarDate,
  style: TenureStyle = 'profile',
): string {
  const { years, months, days } = tenureParts(startDate, onDate, style);
  if (days < 0) return ENGLISH_NOT_STARTED_TEXT;
  const parts: string[] = [];
  if (years > 0) parts.push(plural(years, 'year', 'years'));
  if (months > 0) parts.push(plural(months, 'month', 'months'));
  return parts.length > 0 ? parts.join(' ') : ENGLISH_JUST_STARTED_TEXT;
}

/** "4 years 2 months 14 days" (zero parts left out, "0 days" when nothing). */
export function formatEnglishServiceLength(s: ServiceLength): string {
  const parts: string[] = [];
  if (s.years > 0) parts.push(plural(s.years, 'year', 'years'));
  if (s.months > 0) parts.push(plural(s.months, 'month', 'months'));
  if (s.days > 0 || parts.length === 0) parts.push(plural(s.days, 'day', 'days'));
  return parts.join(' ');
}

const LISTED_DATES = 5;

/** "29 Dec 2025, 30 Dec 2025 and 3 more days": a message names a few dates (formatted already), the answer carries all. */
export function formatEnglishDateList(dates: readonly string[]): string {
  const listed = dates.slice(0, LISTED_DATES).join(', ');
  const more = dates.length - LISTED_DATES;
  return more > 0 ? `${listed} and ${plural(more, 'more day', 'more days')}` : listed;
}

export function formatEnglishDates(dates: readonly CalendarDate[]): string {
  return formatEnglishDateList(dates.map(formatEnglishDate));
}

/**
 * The English line of a date a leave count left out (countLeaveDays' Turkish `label`), e.g. "Thu, 29 Oct 2026:
 * Cumhuriyet Bayramı (Republic Day) (public holiday)".
 */
export function englishExclusionLabel(excluded: Pick<ExcludedLeaveDate, 'date' | 'reason' | 'holidayName'>): string {
  const day = formatEnglishDateWithWeekday(excluded.date);
  const name = excluded.holidayName ? englishHolidayName(excluded.holidayName) : undefined;
  if (excluded.reason === 'public_holiday') return `${day}: ${name} (public holiday)`;
  if (excluded.reason === 'half_day_holiday') return `${day}: ${name} (holiday from 13:00, counted as half a day)`;
  return `${day}: not a working day${name ? ` (${name})` : ''}`;
}
