import { addYearsClamped, compareDates, parseDate, type CalendarDate } from './calendar-date';

/**
 * Whole years from `from` to `on` (service years, age): the number of anniversaries of
 * `from` reached on or before `on`. An anniversary of 29 February is 28 February in a
 * common year (see addYearsClamped). 0 when `on` is before `from`.
 */
export function completedYearsBetween(from: CalendarDate, on: CalendarDate): number {
  if (compareDates(on, from) < 0) return 0;
  let years = parseDate(on).year - parseDate(from).year;
  if (compareDates(addYearsClamped(from, years), on) > 0) years -= 1;
  return years;
}
