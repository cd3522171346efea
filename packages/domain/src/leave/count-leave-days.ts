import { compareDates, eachDate, weekdayOf, type CalendarDate, type Weekday } from '../calendar/calendar-date';
import { turkishPublicHolidaysBetween, type PublicHoliday } from '../calendar/turkish-public-holidays';
import { TEXT_FORMATS } from '../display/text-formats';
import { fromHalfDays } from './half-days';
import { normalizeWorkingDays } from './leave-policy-fields';
import { LEAVE_DATE_TEXTS, LEAVE_DAY_TEXTS } from './leave-request-texts';

export type ExclusionReason = 'non_working_day' | 'public_holiday' | 'half_day_holiday';

/** A date the count left out, fully (counted 0) or half (counted 0.5), and why. */
export interface ExcludedLeaveDate {
  date: CalendarDate;
  reason: ExclusionReason;
  /** What the date counted for: 0 or 0.5. */
  counted: number;
  /** The holiday on that date, if any (also for a holiday on a non-working day). */
  holidayName?: string;
  /** Turkish line for the form (LEAVE_DAY_TEXTS), e.g. "29.10.2025 Çarşamba: Cumhuriyet Bayramı (resmî tatil)". */
  label: string;
}

export interface LeaveDayCount {
  /** Leave days used: a multiple of 0.5. */
  days: number;
  halfDays: number;
  calendarDays: number;
  excluded: ExcludedLeaveDate[];
}

export interface CountLeaveDaysInput {
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** The organization's working days, 0 = Sunday (policy.workingDays). */
  workingDays: readonly Weekday[];
  /** Holidays to leave out; default: Türkiye's official holidays for the range's years. */
  holidays?: readonly PublicHoliday[];
}

function exclusion(date: CalendarDate, reason: ExclusionReason, holiday: PublicHoliday | undefined): ExcludedLeaveDate {
  const texts = LEAVE_DAY_TEXTS;
  const day = TEXT_FORMATS.dateWithWeekday(date);
  const name = holiday?.name;
  const label =
    reason === 'public_holiday'
      ? texts.publicHoliday(day, name ?? '')
      : reason === 'half_day_holiday'
        ? texts.halfDayHoliday(day, name ?? '')
        : name
          ? texts.notWorkingDayHoliday(day, name)
          : texts.notWorkingDay(day);
  return {
    date,
    reason,
    counted: reason === 'half_day_holiday' ? 0.5 : 0,
    ...(name ? { holidayName: name } : {}),
    label,
  };
}

/**
 * The leave days a request uses (4857 art. 56: holidays and weekly rest days inside an
 * annual leave are not counted): working days from start to end inclusive, official
 * holidays out, half-day holidays (arife, 28 October) as 0.5 when they fall on a working
 * day and 0 otherwise. Every date left out comes back with its reason, for the form.
 */
export function countLeaveDays(input: CountLeaveDaysInput): LeaveDayCount {
  const { startDate, endDate } = input;
  if (compareDates(endDate, startDate) < 0) throw new RangeError(LEAVE_DATE_TEXTS.endBeforeStart);
  const working = new Set(normalizeWorkingDays(input.workingDays, 'sunday-zero'));
  const holidays = new Map<CalendarDate, PublicHoliday>();
  // When both a full and a half entry share a date, the full one wins.
  for (const h of input.holidays ?? turkishPublicHolidaysBetween(startDate, endDate)) {
    const existing = holidays.get(h.date);
    if (!existing || (existing.half && !h.half)) holidays.set(h.date, h);
  }
  let halfDays = 0;
  const excluded: ExcludedLeaveDate[] = [];
  const dates = eachDate(startDate, endDate);
  for (const date of dates) {
    const holiday = holidays.get(date);
    if (!working.has(weekdayOf(date))) excluded.push(exclusion(date, 'non_working_day', holiday));
    else if (holiday && !holiday.half) excluded.push(exclusion(date, 'public_holiday', holiday));
    else if (holiday) {
      halfDays += 1;
      excluded.push(exclusion(date, 'half_day_holiday', holiday));
    } else halfDays += 2;
  }
  return { days: fromHalfDays(halfDays), halfDays, calendarDays: dates.length, excluded };
}
