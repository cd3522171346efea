import type { CalendarDate, ExcludedLeaveDate, ServiceLength, TenureStyle, Weekday } from '@paydos/domain';

/**
 * Dates, numbers, money and lengths as this page's language writes them (issue 26): platform/format-numbers.ts,
 * format-dates.ts and format-lengths.ts. Every component and message file formats through them, never through the
 * domain's Turkish formatters directly (eslint.config.mjs forbids them in the web). Turkish pages read exactly what
 * the domain's Turkish formatters write (the server's texts too); an English page installs the English formats with
 * its texts (platform/messages/en/), so that Turkish pages never download them. Three modules, not one, so that a
 * page's first load carries only the formatters it uses (scripts/bundle-budgets.test.mjs).
 */
export interface DisplayFormats {
  /** 29.10.2025 / 29 Oct 2025. */
  date(date: CalendarDate): string;
  /** 29.10.2025 Çarşamba / Wed, 29 Oct 2025. */
  dateWithWeekday(date: CalendarDate): string;
  /** 28.07.2026 10:00 / 28 Jul 2026, 10:00 (Istanbul clock). */
  dateTime(instant: Date | number | string): string;
  /** An instant's Istanbul day: 28.07.2026 / 28 Jul 2026. */
  instantDate(instant: Date | number | string): string;
  /** What a date box shows, numeric so it can be typed over: 29.10.2025 / 29/10/2025 (parseTurkishDate reads both). */
  typedDate(date: CalendarDate): string;
  /** 12.345 / 12,345. */
  count(value: number): string;
  /** 3,5 / 3.5 (always one decimal). */
  oneDecimal(value: number): string;
  /** 1,5 / 1.5, 12 / 12. */
  upToOneDecimal(value: number): string;
  /** 1.234,56 ₺ / ₺1,234.56. */
  lira(amount: number): string;
  /** Whole lira, a chart's axis: 1.234 ₺ / ₺1,234. */
  wholeLira(amount: number): string;
  /** A percentage with one decimal: %12,5 / 12.5%. */
  percent(value: number): string;
  /** A day count: 2,5 / 2.5. */
  days(days: number): string;
  /** 1 sa 30 dk / 1 h 30 min. */
  duration(minutes: number): string;
  /** 2 gün 2 sa / 2 days 2 h. */
  minutesAsDays(minutes: number, dailyMinutes: number): string;
  /** 3 yıl 2 ay / 3 years 2 months. */
  tenure(startDate: CalendarDate, onDate: CalendarDate, style?: TenureStyle): string;
  /** 4 yıl 2 ay 14 gün / 4 years 2 months 14 days. */
  serviceLength(s: ServiceLength): string;
  /** Formatted dates, five named and the rest counted. */
  dateList(dates: readonly string[]): string;
  /** Calendar dates, five named and the rest counted. */
  dates(dates: readonly CalendarDate[]): string;
  /** 3 gün / 3 days; an hourly leave's hours a day and in total. */
  leaveLength(leave: { days: number; minutesPerDay?: number | null; minutes?: number | null }): string;
  /** 2 gün + 8 sa / 2 days + 8 h. */
  daysAndHours(days: number, minutes?: number | null): string;
  /** A public holiday's legal Turkish name; in English with a gloss after it, "Cumhuriyet Bayramı (Republic Day)". */
  holidayName(name: string): string;
  /** A date a leave count left out, and why. */
  exclusion(excluded: ExcludedLeaveDate): string;
  monthNames: readonly string[];
  weekdayNames: Readonly<Record<Weekday, string>>;
  weekdayAbbreviations: Readonly<Record<Weekday, string>>;
}

let formats: DisplayFormats | null = null;

/** Another language's formats, set with its texts before the first render (tests set them, and null for Turkish). */
export function setDisplayFormats(next: DisplayFormats | null): void {
  formats = next;
}

/** The installed formats; null on a Turkish page (each formatter then names its own Turkish function). */
export function displayFormats(): DisplayFormats | null {
  return formats;
}
