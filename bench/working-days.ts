import { addDays, istanbulToday, turkishPublicHolidaysBetween, weekdayOf, type CalendarDate } from '@paydos/domain';

/** `count` single working days (no weekend, no public holiday) from `fromDaysAhead` days after today (Istanbul): past the seeded history. */
export function futureWorkingDays(fromDaysAhead: number, count: number): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let date = addDays(istanbulToday(new Date()), fromDaysAhead); days.length < count; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    if (weekday !== 0 && weekday !== 6 && turkishPublicHolidaysBetween(date, date).length === 0) days.push(date);
  }
  return days;
}
