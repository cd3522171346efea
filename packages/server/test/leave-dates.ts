import { addDays, istanbulToday, turkishPublicHolidaysBetween, weekdayOf, type CalendarDate } from '@paydos/domain';

export const today = () => istanbulToday(new Date());

export interface CleanWeek {
  monday: CalendarDate;
  friday: CalendarDate;
  day: (n: number) => CalendarDate;
}

/** The Monday of the first holiday-free working week at least `fromDays` days from today (Istanbul). */
export function cleanWeek(fromDays: number): CleanWeek {
  return cleanWeekFrom(addDays(today(), fromDays));
}

/**
 * The first holiday-free week after `week`. Tests that need several different weeks take them one
 * after another: two `cleanWeek` offsets a week or two apart can land on the same week when a
 * bayram or 19 May sits between them.
 */
export const cleanWeekAfter = (week: CleanWeek): CleanWeek => cleanWeekFrom(addDays(week.monday, 7));

/**
 * `count` holiday-free weeks, the first at least `fromDays` from today and each at least `apart` days
 * after the one before: always different weeks, whatever holidays lie between (unlike separate
 * `cleanWeek(30)`, `cleanWeek(44)`, which a bayram next to 19 May can push onto the same week).
 */
export function cleanWeeks(fromDays: number, count: number, apart = 14): CleanWeek[] {
  const weeks = [cleanWeek(fromDays)];
  while (weeks.length < count) weeks.push(cleanWeekFrom(addDays(weeks.at(-1)!.monday, apart)));
  return weeks;
}

function cleanWeekFrom(start: CalendarDate): CleanWeek {
  let date = start;
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
