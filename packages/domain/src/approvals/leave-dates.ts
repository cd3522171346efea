import { eachDate, type CalendarDate, type Weekday } from '../calendar/calendar-date';
import type { PublicHoliday } from '../calendar/turkish-public-holidays';
import { formatTurkishDate } from '../calendar/turkish-date-format';
import { TEXT_FORMATS } from '../display/text-formats';
import { countLeaveDays } from '../leave/count-leave-days';
import { TEAM_RULE_TEXTS } from './team-rule-texts';

/**
 * The dates a leave keeps its person from work: the dates countLeaveDays counts (working days, no
 * full holiday), a half-day holiday included since its morning is worked. Weekends and holidays
 * inside a range break no rule.
 */
export function leaveDatesOf(input: {
  startDate: CalendarDate;
  endDate: CalendarDate;
  workingDays: readonly Weekday[];
  holidays?: readonly PublicHoliday[] | undefined;
}): CalendarDate[] {
  const off = new Set(countLeaveDays(input).excluded.flatMap((e) => (e.counted === 0 ? [e.date] : [])));
  return eachDate(input.startDate, input.endDate).filter((date) => !off.has(date));
}

const LISTED_DATES = 5;

/** "29.12.2025, 30.12.2025 ve 3 gün daha": a message names a few dates, the answer carries all. */
export function formatDateList(dates: readonly string[]): string {
  const listed = dates.slice(0, LISTED_DATES).join(', ');
  const more = dates.length - LISTED_DATES;
  return more > 0 ? TEAM_RULE_TEXTS.moreDays(listed, more) : listed;
}

export function formatDates(dates: readonly CalendarDate[]): string {
  return formatDateList(dates.map(formatTurkishDate));
}

/** The dates a rule's message names, in the texts' format (TEXT_FORMATS): Turkish, or English on an English page. */
export function datesInText(dates: readonly CalendarDate[]): string {
  return formatDateList(dates.map((date) => TEXT_FORMATS.date(date)));
}
