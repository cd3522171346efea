import {
  formatTurkishDate,
  formatTurkishDateTime,
  formatTurkishDateWithWeekday,
  formatTurkishInstantDate,
  TURKISH_MONTH_NAMES,
  TURKISH_WEEKDAY_ABBREVIATIONS,
  TURKISH_WEEKDAY_NAMES,
  type CalendarDate,
  type Weekday,
} from '@paydos/domain';
import { displayFormats, type DisplayFormats } from './format-state';

/**
 * The same shape as the Turkish table (an array or a record), each entry read from the page's formats when it is
 * read: `MONTH_NAMES[i]`, `.map`, spreading and Object.values all go through the getters.
 */
function namesView<T extends object>(turkish: T, pick: (f: DisplayFormats | null) => T | undefined): T {
  const view = (Array.isArray(turkish) ? [] : {}) as Record<string, unknown>;
  for (const key of Object.keys(turkish)) {
    Object.defineProperty(view, key, {
      enumerable: true,
      get: () => (pick(displayFormats()) ?? turkish)[key as keyof T],
    });
  }
  return Object.freeze(view) as T;
}

export const formatDate = (date: CalendarDate) => (displayFormats()?.date ?? formatTurkishDate)(date);
export const formatDateWithWeekday = (date: CalendarDate) =>
  (displayFormats()?.dateWithWeekday ?? formatTurkishDateWithWeekday)(date);
export const formatDateTime = (instant: Date | number | string) =>
  (displayFormats()?.dateTime ?? formatTurkishDateTime)(instant);
export const formatInstantDate = (instant: Date | number | string) =>
  (displayFormats()?.instantDate ?? formatTurkishInstantDate)(instant);
export const formatTypedDate = (date: CalendarDate) => (displayFormats()?.typedDate ?? formatTurkishDate)(date);
export const holidayName = (name: string) => displayFormats()?.holidayName(name) ?? name;
/** Month names, index 0 = Ocak / January. */
export const MONTH_NAMES: readonly string[] = namesView(TURKISH_MONTH_NAMES, (f) => f?.monthNames);
/** Day names by Weekday (0 = Pazar / Sunday). */
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = namesView(
  TURKISH_WEEKDAY_NAMES,
  (f) => f?.weekdayNames,
);
/** Two-letter day names by Weekday: Pz Pt Sa Ça Pe Cu Ct / Su Mo Tu We Th Fr Sa. */
export const WEEKDAY_ABBREVIATIONS: Readonly<Record<Weekday, string>> = namesView(
  TURKISH_WEEKDAY_ABBREVIATIONS,
  (f) => f?.weekdayAbbreviations,
);
