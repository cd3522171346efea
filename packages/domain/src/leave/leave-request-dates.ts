import { compareDates, isCalendarDate, parseDate, type CalendarDate } from '../calendar/calendar-date';
import { isHolidayYearSupported } from '../calendar/turkish-public-holidays';
import { LEAVE_DATE_TEXTS } from './leave-request-texts';

export interface LeaveDateProblem {
  field: 'startDate' | 'endDate';
  message: string;
}

/**
 * The new-leave form's date rules (product §5), with its Turkish texts verbatim (LEAVE_DATE_TEXTS): the start
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
  const texts = LEAVE_DATE_TEXTS;
  if (!startValid) problems.push({ field: 'startDate', message: texts.invalidDate });
  if (!endValid) problems.push({ field: 'endDate', message: texts.invalidDate });
  if (!startValid || !endValid) return problems;
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isHolidayYearSupported(parseDate(input[field]).year)) problems.push({ field, message: texts.unsupportedYear });
  }
  if (problems.length) return problems;
  if (!input.allowPast && compareDates(input.startDate, input.today) < 0) {
    problems.push({ field: 'startDate', message: texts.startBeforeToday });
  }
  if (compareDates(input.endDate, input.startDate) < 0) {
    const message = input.allowPast ? texts.historicalEndBeforeStart : texts.endBeforeStart;
    problems.push({ field: 'endDate', message });
  }
  return problems;
}
