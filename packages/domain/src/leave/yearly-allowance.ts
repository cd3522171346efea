import { compareDates, parseDate, type CalendarDate } from '../calendar/calendar-date';

/** A request's dates cut at each 1 January: the part of it inside one calendar year. */
export interface YearPart {
  year: number;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/** The request's dates per calendar year, first year first (one part unless it crosses a new year). */
export function partsByCalendarYear(startDate: CalendarDate, endDate: CalendarDate): YearPart[] {
  const parts: YearPart[] = [];
  const last = parseDate(endDate).year;
  for (let year = parseDate(startDate).year; year <= last; year += 1) {
    const first = `${year}-01-01`;
    const end = `${year}-12-31`;
    parts.push({
      year,
      startDate: compareDates(startDate, first) > 0 ? startDate : first,
      endDate: compareDates(endDate, end) < 0 ? endDate : end,
    });
  }
  return parts;
}

/** Leave days counted in one calendar year. */
export interface YearDays {
  year: number;
  days: number;
}

/** The calendar year a request would take past its yearly legal length, with the figures the refusal names. */
export interface YearlyAllowanceExcess {
  year: number;
  legalDays: number;
  /** The person's other pending and approved days of the type in that year. */
  usedDays: number;
  /** This request's days in that year. */
  requestedDays: number;
}

/**
 * A leave whose legal length is a yearly allowance (4857 ek m. 2: the care of a disabled child,
 * "yılda toplu veya bölümler hâlinde on güne kadar"; docs/leave-rules.md section 8) stays within
 * the law while, in every calendar year it touches, its days and the person's other pending and
 * approved days of the type add up to no more than the legal length. Answers the first year past
 * it, or null. A request that crosses a new year counts its days in each year separately.
 */
export function yearlyAllowanceExcess(
  legalDays: number,
  requested: readonly YearDays[],
  used: readonly YearDays[],
): YearlyAllowanceExcess | null {
  for (const part of requested) {
    const usedDays = used.filter((u) => u.year === part.year).reduce((sum, u) => sum + u.days, 0);
    if (part.days > 0 && usedDays + part.days > legalDays) {
      return { year: part.year, legalDays, usedDays, requestedDays: part.days };
    }
  }
  return null;
}
