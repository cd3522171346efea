import { addYearsClamped, compareDates, type CalendarDate } from '../calendar/calendar-date';
import { completedYearsBetween } from '../calendar/completed-years';

/**
 * Whole years of service from `startDate` (the first day of work) to `onDate`, both
 * Istanbul calendar dates. Someone who started on 2020-03-10 completes 1 year on
 * 2021-03-10. A 29 February start completes its years on 28 February in common years.
 * 0 before the start date.
 */
export function completedServiceYears(startDate: CalendarDate, onDate: CalendarDate): number {
  return completedYearsBetween(startDate, onDate);
}

/**
 * The date on which `serviceYears` years of service are complete; 0 is the start date.
 * This is the date annual leave for that service year is earned (4857 art. 53).
 */
export function serviceAnniversary(startDate: CalendarDate, serviceYears: number): CalendarDate {
  if (!Number.isInteger(serviceYears) || serviceYears < 0) {
    throw new RangeError(`Hizmet yılı sıfır veya pozitif bir tam sayı olmalıdır: ${serviceYears}`);
  }
  return addYearsClamped(startDate, serviceYears);
}

/** Age in whole years on a date (same anniversary rule as service years). */
export function ageOn(birthDate: CalendarDate, onDate: CalendarDate): number {
  return completedYearsBetween(birthDate, onDate);
}

/** The next anniversary strictly after `onDate` (when the next grant is due). */
export function nextServiceAnniversary(
  startDate: CalendarDate,
  onDate: CalendarDate,
): { date: CalendarDate; serviceYears: number } {
  if (compareDates(onDate, startDate) < 0) return { date: startDate, serviceYears: 0 };
  const serviceYears = completedServiceYears(startDate, onDate) + 1;
  return { date: serviceAnniversary(startDate, serviceYears), serviceYears };
}
