import { parseDate, weekdayOf, type CalendarDate, type Weekday } from './calendar-date';

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

/** Turkish month names, index 0 = Ocak. */
export const TURKISH_MONTH_NAMES: readonly string[] = [
  'Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran',
  'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık',
];

/** dd.MM.yyyy, the display format of decisions §1 (e.g. 29.10.2025). */
export function formatTurkishDate(date: CalendarDate): string {
  const { year, month, day } = parseDate(date);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/** e.g. "29.10.2025 Çarşamba". */
export function formatTurkishDateWithWeekday(date: CalendarDate): string {
  return `${formatTurkishDate(date)} ${TURKISH_WEEKDAY_NAMES[weekdayOf(date)]}`;
}
