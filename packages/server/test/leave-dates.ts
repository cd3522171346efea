import { addDays, istanbulToday, turkishPublicHolidaysBetween, weekdayOf, type CalendarDate } from '@paydos/domain';

export const today = () => istanbulToday(new Date());

/** The Monday of the first holiday-free working week at least `fromDays` days from today (Istanbul). */
export function cleanWeek(fromDays: number): { monday: CalendarDate; friday: CalendarDate; day: (n: number) => CalendarDate } {
  let date = addDays(today(), fromDays);
  for (;;) {
    while (weekdayOf(date) !== 1) date = addDays(date, 1);
    const friday = addDays(date, 4);
    if (turkishPublicHolidaysBetween(date, friday).length === 0) {
      const monday = date;
      return { monday, friday, day: (n) => addDays(monday, n) };
    }
    date = addDays(date, 1);
  }
}
