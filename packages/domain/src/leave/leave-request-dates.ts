import { SUPPORTED_HOLIDAY_YEARS } from '../calendar/bayram-first-days';
import { compareDates, isCalendarDate, parseDate, type CalendarDate } from '../calendar/calendar-date';
import { isHolidayYearSupported } from '../calendar/turkish-public-holidays';
import { END_BEFORE_START_MESSAGE } from './count-leave-days';

export const START_BEFORE_TODAY_MESSAGE = 'Başlangıç tarihi bugünden önce olamaz!';
/** The historical-leave form's variant of the same rule (product §5, no exclamation mark). */
export const HISTORICAL_END_BEFORE_START_MESSAGE = 'Bitiş tarihi başlangıç tarihinden önce olamaz';
export const INVALID_DATE_MESSAGE = 'Lütfen geçerli bir tarih seçin.';
/** Days are counted with the public-holiday calendar, which is known for these years only. */
export const UNSUPPORTED_YEAR_MESSAGE = `Lütfen ${SUPPORTED_HOLIDAY_YEARS.from}-${SUPPORTED_HOLIDAY_YEARS.to} yılları arasında bir tarih seçin.`;

export interface LeaveDateProblem {
  field: 'startDate' | 'endDate';
  message: string;
}

/**
 * The new-leave form's date rules (product §5), with its Turkish texts verbatim: the start
 * is not before today (Istanbul), the end is not before the start. Historical leave
 * passes `allowPast: true`. Both dates lie in the years whose public holidays are known
 * (days are counted with them).
 */
export function leaveDateProblems(input: {
  startDate: CalendarDate;
  endDate: CalendarDate;
  today: CalendarDate;
  allowPast?: boolean;
}): LeaveDateProblem[] {
  const problems: LeaveDateProblem[] = [];
  const startValid = isCalendarDate(input.startDate);
  const endValid = isCalendarDate(input.endDate);
  if (!startValid) problems.push({ field: 'startDate', message: INVALID_DATE_MESSAGE });
  if (!endValid) problems.push({ field: 'endDate', message: INVALID_DATE_MESSAGE });
  if (!startValid || !endValid) return problems;
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isHolidayYearSupported(parseDate(input[field]).year))
      problems.push({ field, message: UNSUPPORTED_YEAR_MESSAGE });
  }
  if (problems.length) return problems;
  if (!input.allowPast && compareDates(input.startDate, input.today) < 0) {
    problems.push({ field: 'startDate', message: START_BEFORE_TODAY_MESSAGE });
  }
  if (compareDates(input.endDate, input.startDate) < 0) {
    const message = input.allowPast ? HISTORICAL_END_BEFORE_START_MESSAGE : END_BEFORE_START_MESSAGE;
    problems.push({ field: 'endDate', message });
  }
  return problems;
}
