import { formatDate, parseDate, tryParseDate, weekdayOf, type CalendarDate, type Weekday } from './calendar-date';

/** Turkish day names, indexed by Weekday (0 = Pazar). */
export const TURKISH_WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  0: 'Pazar',
  1: 'Pazartesi',
  2: 'Salı',
  3: 'Çarşamba',
  4: 'Perşembe',
  5: 'Cuma',
  6: 'Cumartesi',
};

/** Their usual two-letter abbreviations: Cuma and Cumartesi are Cu and Ct, not their first two letters. */
export const TURKISH_WEEKDAY_ABBREVIATIONS: Readonly<Record<Weekday, string>> = {
  0: 'Pz',
  1: 'Pt',
  2: 'Sa',
  3: 'Ça',
  4: 'Pe',
  5: 'Cu',
  6: 'Ct',
};

/** Turkish month names, index 0 = Ocak. */
export const TURKISH_MONTH_NAMES: readonly string[] = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** dd.MM.yyyy, the display format of product §D1 (e.g. 29.10.2025). */
export function formatTurkishDate(date: CalendarDate): string {
  const { year, month, day } = parseDate(date);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/** e.g. "29.10.2025 Çarşamba". */
export function formatTurkishDateWithWeekday(date: CalendarDate): string {
  return `${formatTurkishDate(date)} ${TURKISH_WEEKDAY_NAMES[weekdayOf(date)]}`;
}

/**
 * Reads a date typed as gg.aa.yyyy (product §D1), also with "/" or "-" between the parts, one-digit
 * day or month, or eight bare digits (29102025). Null when it is not a real date: the caller keeps
 * what was typed and says so, rather than guessing.
 */
export function parseTurkishDate(text: string): CalendarDate | null {
  const trimmed = text.trim();
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const date = formatDate({ year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) });
  return tryParseDate(date) ? date : null;
}

let dateTimeFormatter: Intl.DateTimeFormat | undefined;

/**
 * The one date-time format (docs/glossary.md): "gg.aa.yyyy SS:dd" on the Istanbul clock, whatever the
 * server's or the browser's zone (product §D1), e.g. 2026-07-28T07:00:00Z → "28.07.2026 10:00".
 * Takes an instant (Date, epoch milliseconds or an ISO string from the API).
 */
export function formatTurkishDateTime(instant: Date | number | string): string {
  const time =
    instant instanceof Date ? instant.getTime() : typeof instant === 'string' ? Date.parse(instant) : instant;
  if (!Number.isFinite(time)) throw new RangeError('Geçersiz zaman damgası.');
  dateTimeFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = dateTimeFormatter.formatToParts(time);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')} ${get('hour')}:${get('minute')}`;
}

/** The Istanbul calendar day of an instant in the one date format, e.g. 2026-07-27T22:30:00Z → "28.07.2026". */
export function formatTurkishInstantDate(instant: Date | number | string): string {
  return formatTurkishDateTime(instant).slice(0, 10);
}
