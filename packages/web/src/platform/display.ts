import {
  ENGLISH_MONTH_NAMES,
  ENGLISH_WEEKDAY_ABBREVIATIONS,
  ENGLISH_WEEKDAY_NAMES,
  daysAndHoursText as turkishDaysAndHoursText,
  englishDaysAndHoursText,
  englishExclusionLabel,
  englishHolidayName,
  englishLeaveLengthText,
  formatCount as formatTurkishCount,
  formatDateList as formatTurkishDateList,
  formatDates as formatTurkishDates,
  formatDays as formatTurkishDays,
  formatDuration as formatTurkishDuration,
  formatEnglishCount,
  formatEnglishDate,
  formatEnglishDateList,
  formatEnglishDates,
  formatEnglishDateTime,
  formatEnglishDateWithWeekday,
  formatEnglishDays,
  formatEnglishDuration,
  formatEnglishInstantDate,
  formatEnglishLira,
  formatEnglishMinutesAsDays,
  formatEnglishOneDecimal,
  formatEnglishPercent,
  formatEnglishServiceLength,
  formatEnglishTenure,
  formatEnglishTypedDate,
  formatEnglishUpToOneDecimal,
  formatEnglishWholeLira,
  formatLira as formatTurkishLira,
  formatMinutesAsDays as formatTurkishMinutesAsDays,
  formatOneDecimal as formatTurkishOneDecimal,
  formatServiceLength as formatTurkishServiceLength,
  formatTenure as formatTurkishTenure,
  formatTurkishDate,
  formatTurkishDateTime,
  formatTurkishDateWithWeekday,
  formatTurkishInstantDate,
  formatUpToOneDecimal as formatTurkishUpToOneDecimal,
  leaveLengthText as turkishLeaveLengthText,
  TURKISH_MONTH_NAMES,
  TURKISH_WEEKDAY_ABBREVIATIONS,
  TURKISH_WEEKDAY_NAMES,
  findLeaveType,
  type CalendarDate,
  type ExcludedLeaveDate,
  type ServiceLength,
  type TenureStyle,
  type Weekday,
} from '@paydos/domain';
import { pageLanguage } from './page-language';

/**
 * Dates, numbers, money and lengths as this page's language writes them (issue 26). Every component and message
 * file formats through here, never through the domain's Turkish formatters directly (eslint.config.mjs forbids
 * them in the web). Each function asks pageLanguage() when it is called: Turkish pages read exactly what the
 * domain's Turkish formatters write (the server's texts too), English pages the domain's English formats.
 */

const english = () => pageLanguage() === 'en';

/** Picks the Turkish or the English formatter at call time; both take the same arguments. */
function byLanguage<A extends unknown[], R>(turkish: (...args: A) => R, inEnglish: (...args: A) => R) {
  return (...args: A): R => (english() ? inEnglish(...args) : turkish(...args));
}

/** 29.10.2025 / 29 Oct 2025. */
export const formatDate: (date: CalendarDate) => string = byLanguage(formatTurkishDate, formatEnglishDate);
/** 29.10.2025 Çarşamba / Wed, 29 Oct 2025. */
export const formatDateWithWeekday: (date: CalendarDate) => string = byLanguage(
  formatTurkishDateWithWeekday,
  formatEnglishDateWithWeekday,
);
/** 28.07.2026 10:00 / 28 Jul 2026, 10:00 (Istanbul clock). */
export const formatDateTime: (instant: Date | number | string) => string = byLanguage(
  formatTurkishDateTime,
  formatEnglishDateTime,
);
/** An instant's Istanbul day: 28.07.2026 / 28 Jul 2026. */
export const formatInstantDate: (instant: Date | number | string) => string = byLanguage(
  formatTurkishInstantDate,
  formatEnglishInstantDate,
);
/**
 * What a date box shows for its value, numeric so it can be typed over: 29.10.2025 / 29/10/2025 (both read back by
 * parseTurkishDate).
 */
export const formatTypedDate: (date: CalendarDate) => string = byLanguage(formatTurkishDate, formatEnglishTypedDate);
/** 12.345 / 12,345. */
export const formatCount: (value: number) => string = byLanguage(formatTurkishCount, formatEnglishCount);
/** 3,5 / 3.5 (always one decimal). */
export const formatOneDecimal: (value: number) => string = byLanguage(formatTurkishOneDecimal, formatEnglishOneDecimal);
/** 1,5 / 1.5, 12 / 12. */
export const formatUpToOneDecimal: (value: number) => string = byLanguage(
  formatTurkishUpToOneDecimal,
  formatEnglishUpToOneDecimal,
);
/** 1.234,56 ₺ / ₺1,234.56. */
export const formatLira: (amount: number) => string = byLanguage(formatTurkishLira, formatEnglishLira);
/** Whole lira, a chart's axis: 1.234 ₺ / ₺1,234. */
export const formatWholeLira: (amount: number) => string = byLanguage(
  (amount: number) => `${formatTurkishCount(amount)} ₺`,
  formatEnglishWholeLira,
);
/** A percentage with one decimal: %12,5 / 12.5%. */
export const formatPercent: (value: number) => string = byLanguage(
  (value: number) => `%${formatTurkishOneDecimal(value)}`,
  formatEnglishPercent,
);
/** A day count: 2,5 / 2.5. */
export const formatDays: (days: number) => string = byLanguage(formatTurkishDays, formatEnglishDays);
/** 1 sa 30 dk / 1 h 30 min. */
export const formatDuration: (minutes: number) => string = byLanguage(formatTurkishDuration, formatEnglishDuration);
/** 2 gün 2 sa / 2 days 2 h. */
export const formatMinutesAsDays: (minutes: number, dailyMinutes: number) => string = byLanguage(
  formatTurkishMinutesAsDays,
  formatEnglishMinutesAsDays,
);
/** 3 yıl 2 ay / 3 years 2 months. */
export const formatTenure: (startDate: CalendarDate, onDate: CalendarDate, style?: TenureStyle) => string = byLanguage(
  formatTurkishTenure,
  formatEnglishTenure,
);
/** 4 yıl 2 ay 14 gün / 4 years 2 months 14 days. */
export const formatServiceLength: (s: ServiceLength) => string = byLanguage(
  formatTurkishServiceLength,
  formatEnglishServiceLength,
);
/** Formatted dates, five named and the rest counted. */
export const formatDateList: (dates: readonly string[]) => string = byLanguage(
  formatTurkishDateList,
  formatEnglishDateList,
);
/** Calendar dates, five named and the rest counted. */
export const formatDates: (dates: readonly CalendarDate[]) => string = byLanguage(
  formatTurkishDates,
  formatEnglishDates,
);
/** 3 gün / 3 days; an hourly leave's hours a day and in total. */
export const leaveLengthText: (leave: {
  days: number;
  minutesPerDay?: number | null;
  minutes?: number | null;
}) => string = byLanguage(turkishLeaveLengthText, englishLeaveLengthText);
/** 2 gün + 8 sa / 2 days + 8 h. */
export const daysAndHoursText: (days: number, minutes?: number | null) => string = byLanguage(
  turkishDaysAndHoursText,
  englishDaysAndHoursText,
);

/**
 * A public holiday's name (the server's and the domain's are the legal Turkish names): as it is in Turkish; in
 * English with a gloss after it, "Cumhuriyet Bayramı (Republic Day)".
 */
export const holidayName: (name: string) => string = byLanguage((name: string) => name, englishHolidayName);

/** A date a leave count left out, and why: countLeaveDays' own Turkish line, or its English one. */
export const exclusionLabel: (excluded: ExcludedLeaveDate) => string = byLanguage(
  (excluded: ExcludedLeaveDate) => excluded.label,
  englishExclusionLabel,
);

/**
 * The same shape as the Turkish table (an array or a record), each entry read in the page's language when it is
 * read: `MONTH_NAMES[i]`, `.map`, spreading and Object.values all go through the getters.
 */
function namesByLanguage<T extends object>(turkish: T, inEnglish: T): T {
  const view = (Array.isArray(turkish) ? [] : {}) as Record<string, unknown>;
  for (const key of Object.keys(turkish)) {
    Object.defineProperty(view, key, {
      enumerable: true,
      get: () => (english() ? inEnglish : turkish)[key as keyof T],
    });
  }
  return Object.freeze(view) as T;
}

/** Month names, index 0 = Ocak / January. */
export const MONTH_NAMES: readonly string[] = namesByLanguage(TURKISH_MONTH_NAMES, ENGLISH_MONTH_NAMES);
/** Day names by Weekday (0 = Pazar / Sunday). */
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = namesByLanguage(
  TURKISH_WEEKDAY_NAMES,
  ENGLISH_WEEKDAY_NAMES,
);
/** Two-letter day names by Weekday: Pz Pt Sa Ça Pe Cu Ct / Su Mo Tu We Th Fr Sa. */
export const WEEKDAY_ABBREVIATIONS: Readonly<Record<Weekday, string>> = namesByLanguage(
  TURKISH_WEEKDAY_ABBREVIATIONS,
  ENGLISH_WEEKDAY_ABBREVIATIONS,
);

/**
 * A leave's type as this page names it: the catalogue's name for a known code (glossed on English pages:
 * platform/messages/en/leave-types.ts), else the server's name (a code the catalogue does not know).
 */
export function leaveTypeLabel(leave: { leaveType: string; leaveTypeName: string }): string {
  return findLeaveType(leave.leaveType)?.name ?? leave.leaveTypeName;
}
