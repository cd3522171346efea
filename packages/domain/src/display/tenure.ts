import { daysBetween, type CalendarDate } from '../calendar/calendar-date';

/**
 * Tenure shown as years and months, two ways (product §9): the profile divides the days
 * since the start date by 365 and 30; the employee-detail and operator pages by 365.25
 * and 30.44. These are display approximations; rules use completedServiceYears.
 */
export type TenureStyle = 'profile' | 'detail';

const DIVISORS: Readonly<Record<TenureStyle, { year: number; month: number }>> = {
  profile: { year: 365, month: 30 },
  detail: { year: 365.25, month: 30.44 },
};

export const JUST_STARTED_TEXT = 'Az önce başladı';
export const NOT_STARTED_TEXT = 'Henüz başlamadı';

export interface TenureParts {
  years: number;
  months: number;
  /** Calendar days from the start date to the date asked about (negative if not started). */
  days: number;
}

export function tenureParts(
  startDate: CalendarDate,
  onDate: CalendarDate,
  style: TenureStyle = 'profile',
): TenureParts {
  const days = daysBetween(startDate, onDate);
  if (days <= 0) return { years: 0, months: 0, days };
  const { year, month } = DIVISORS[style];
  const years = Math.floor(days / year);
  // 360-364 days past a 365-day year would read "12 ay"; cap at 11 so months < 1 year.
  const months = Math.min(11, Math.floor((days - years * year) / month));
  return { years, months, days };
}

/** "3 yıl 2 ay", "2 yıl", "5 ay", or 'Az önce başladı' under a month. */
export function formatTenure(startDate: CalendarDate, onDate: CalendarDate, style: TenureStyle = 'profile'): string {
  const { years, months, days } = tenureParts(startDate, onDate, style);
  if (days < 0) return NOT_STARTED_TEXT;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} yıl`);
  if (months > 0) parts.push(`${months} ay`);
  return parts.length > 0 ? parts.join(' ') : JUST_STARTED_TEXT;
}
