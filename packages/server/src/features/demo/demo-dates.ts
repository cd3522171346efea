import {
  addDays,
  compareDates,
  turkishPublicHolidays,
  turkishPublicHolidaysBetween,
  weekdayOf,
  type CalendarDate,
  type PublicHoliday,
} from '@paydos/domain';

// The demo story's calendar: workdays, holidays and half days, so its leave falls where real leave would.

const isWorkday = (date: CalendarDate) => weekdayOf(date) >= 1 && weekdayOf(date) <= 5;
const holidaysOfYear = new Map<number, Map<CalendarDate, PublicHoliday>>();
function holidayOn(date: CalendarDate): PublicHoliday | undefined {
  const year = Number(date.slice(0, 4));
  let holidays = holidaysOfYear.get(year);
  if (!holidays) holidaysOfYear.set(year, (holidays = new Map(turkishPublicHolidays(year).map((h) => [h.date, h]))));
  return holidays.get(date);
}
/** A Monday-to-Friday date with no holiday at all (not even a half day). */
const isPlainWorkday = (date: CalendarDate) => isWorkday(date) && !holidayOn(date);

export function plainWorkdayFrom(date: CalendarDate, step: 1 | -1 = 1): CalendarDate {
  let d = date;
  while (!isPlainWorkday(d)) d = addDays(d, step);
  return d;
}

/** From `startDate`, as long as it takes to reach `count` days with the start (holidays inside are skipped). */
function runFrom(startDate: CalendarDate, count: number): { startDate: CalendarDate; endDate: CalendarDate } {
  let endDate = startDate;
  for (let i = 1; i < count; i++) endDate = plainWorkdayFrom(addDays(endDate, 1));
  return { startDate, endDate };
}

/** From the first plain workday on or after `from`, `count` plain workdays long. */
export const span = (from: CalendarDate, count: number) => runFrom(plainWorkdayFrom(from), count);

/**
 * A leave starting within the coming week: on a plain workday 3 to 7 days ahead, else 1 or 2
 * days ahead, else on an arife (a weekday that counts half), else (holidays fill the whole week,
 * as 23 April and Kurban Bayramı do in 2029) on the week's last holiday, running past it.
 */
export function withinAWeek(today: CalendarDate, count: number): { startDate: CalendarDate; endDate: CalendarDate } {
  const ahead = [3, 4, 5, 6, 7, 1, 2].map((n) => addDays(today, n));
  const startDate =
    ahead.find(isPlainWorkday) ??
    ahead.find((d) => isWorkday(d) && holidayOn(d)?.half) ??
    [7, 6, 5, 4, 3].map((n) => addDays(today, n)).find(isWorkday)!;
  return runFrom(startDate, count);
}

/**
 * A request across a half-day holiday (a bayram's arife or 28 October, holidays from 13:00): from
 * the plain workday before it to the first plain workday after its holidays, so the day count
 * has the half day and leaves the full holidays out. The latest such day in the past year on a
 * workday, else the next one within six months.
 */
export function halfDayLeave(today: CalendarDate, notBefore: CalendarDate) {
  const halfDays = turkishPublicHolidaysBetween(addDays(today, -360), addDays(today, 180)).filter(
    (h) => h.half && isWorkday(h.date),
  );
  const range = (date: CalendarDate) => ({
    startDate: plainWorkdayFrom(addDays(date, -1), -1),
    endDate: plainWorkdayFrom(addDays(date, 1)),
    holiday: date,
  });
  const candidates = halfDays.map((h) => range(h.date)).filter((r) => compareDates(r.startDate, notBefore) >= 0);
  const past = candidates.filter((r) => compareDates(r.endDate, addDays(today, -3)) < 0).at(-1);
  return past ?? candidates.find((r) => compareDates(r.startDate, addDays(today, 7)) > 0) ?? null;
}

/** An instant on an Istanbul calendar date (Türkiye is UTC+3 all year). */
export const at = (date: CalendarDate, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+03:00`);
