import type { CalendarDate } from './calendar-date';

/**
 * The only place an instant (`Date` or epoch milliseconds) is accepted: "today", birthdays,
 * anniversaries and report months are Europe/Istanbul calendar dates whatever the server's
 * or the browser's own zone (product §D1). Everything downstream takes `YYYY-MM-DD`.
 */
export const ISTANBUL_TIME_ZONE = 'Europe/Istanbul';

let formatter: Intl.DateTimeFormat | undefined;
let clockFormatter: Intl.DateTimeFormat | undefined;

function istanbulFormatter(): Intl.DateTimeFormat {
  // Created lazily: constructing Intl formatters at import time costs every importer.
  formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ISTANBUL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return formatter;
}

const HOUR = 3_600_000;
/**
 * From 1 October 1910 01:00 (its first whole UTC hour on +2) Istanbul's offsets are whole hours (+2, +3, +4), so its midnights and its
 * changes of offset fall on whole UTC hours: every instant of one UTC hour has the same Istanbul
 * date. The dates are kept per hour, since formatToParts costs a request more than its other rules.
 */
const WHOLE_HOUR_OFFSETS_SINCE = Date.UTC(1910, 8, 30, 23);
const dateOfHour = new Map<number, CalendarDate>();

/** The Istanbul calendar date of an instant. */
export function toIstanbulDate(instant: Date | number): CalendarDate {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Geçersiz zaman damgası.');
  if (time < WHOLE_HOUR_OFFSETS_SINCE) return formatIstanbulDate(time);
  const hour = Math.floor(time / HOUR);
  let date = dateOfHour.get(hour);
  if (date === undefined) {
    if (dateOfHour.size >= 4096) dateOfHour.clear();
    dateOfHour.set(hour, (date = formatIstanbulDate(hour * HOUR)));
  }
  return date;
}

function formatIstanbulDate(time: number): CalendarDate {
  const parts = istanbulFormatter().formatToParts(time);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Today's date in Istanbul; the caller passes the clock (`new Date()`), rules never read it. */
export function istanbulToday(now: Date | number): CalendarDate {
  return toIstanbulDate(now);
}

/** The Istanbul wall-clock time of an instant as minutes since midnight (09:00 is 540). */
export function istanbulMinutesOfDay(instant: Date | number): number {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Geçersiz zaman damgası.');
  clockFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: ISTANBUL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = clockFormatter.formatToParts(time);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}
