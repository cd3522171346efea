import {
  compareDates,
  daysInMonth,
  eachDate,
  formatDate,
  parseDate,
  weekdayOf,
  type CalendarDate,
  type Weekday,
} from '../calendar/calendar-date';
import { TURKISH_MONTH_NAMES } from '../calendar/turkish-date-format';
import { SUPPORTED_HOLIDAY_YEARS } from '../calendar/bayram-first-days';
import { turkishPublicHolidaysBetween, type PublicHoliday } from '../calendar/turkish-public-holidays';
import { countLeaveDays } from './count-leave-days';
import { fromHalfDays, toHalfDays } from './half-days';
import { normalizeWorkingDays } from './leave-policy-fields';
import type { LeaveDay } from './merge-leave-days';

/** A month of the report: its first and last date. */
export interface ReportMonth {
  year: number;
  month: number;
}

export function monthBounds({ year, month }: ReportMonth): { first: CalendarDate; last: CalendarDate } {
  return {
    first: formatDate({ year, month, day: 1 }),
    last: formatDate({ year, month, day: daysInMonth(year, month) }),
  };
}

/** The available list's entry (product §3 "Monthly report"). */
export interface AvailableReportMonth extends ReportMonth {
  monthName: string;
  daysInMonth: number;
  isCurrentMonth: boolean;
}

/**
 * The months a report exists for: from the earlier of the organization's first leave and its
 * creation up to today's month (Istanbul date, a parameter), newest first; never before the first
 * year whose holidays are known (the day count needs them).
 */
export function availableReportMonths(input: { firstDate: CalendarDate; today: CalendarDate }): AvailableReportMonth[] {
  const today = parseDate(input.today);
  const earliest = `${SUPPORTED_HOLIDAY_YEARS.from}-01-01`;
  const firstDate = compareDates(input.firstDate, earliest) < 0 ? earliest : input.firstDate;
  const first = compareDates(firstDate, input.today) <= 0 ? parseDate(firstDate) : today;
  const months: AvailableReportMonth[] = [];
  let { year, month } = today;
  while (year > first.year || (year === first.year && month >= first.month)) {
    months.push({
      year,
      month,
      monthName: TURKISH_MONTH_NAMES[month - 1]!,
      daysInMonth: daysInMonth(year, month),
      isCurrentMonth: year === today.year && month === today.month,
    });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

export interface ApprovedLeave {
  userId: string;
  leaveType: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** An hourly leave's minutes on each working day (docs/decisions/015); absent or null: whole days. */
  minutesPerDay?: number | null;
}

export interface DayRules {
  /** The organization's working days, 0 = Sunday. */
  workingDays: readonly Weekday[];
  /** Holidays of the period; default Türkiye's official holidays. */
  holidays?: readonly PublicHoliday[];
}

/**
 * A leave's days inside a period, one item per day that counts, by the same rule as
 * countLeaveDays (it is called on the clipped range): non-working days and holidays out,
 * a half-day holiday on a working day 0.5. A leave crossing the period's end counts only
 * its days inside the period.
 */
export function leaveDaysWithin(
  leave: ApprovedLeave,
  period: { first: CalendarDate; last: CalendarDate },
  rules: DayRules,
): LeaveDay[] {
  const start = compareDates(leave.startDate, period.first) > 0 ? leave.startDate : period.first;
  const end = compareDates(leave.endDate, period.last) < 0 ? leave.endDate : period.last;
  if (compareDates(end, start) < 0) return [];
  const holidays = rules.holidays ?? turkishPublicHolidaysBetween(start, end);
  const count = countLeaveDays({ startDate: start, endDate: end, workingDays: rules.workingDays, holidays });
  const excluded = new Map(count.excluded.map((e) => [e.date, e.counted]));
  const days: LeaveDay[] = [];
  const minutes = leave.minutesPerDay ?? null;
  for (const date of eachDate(start, end)) {
    const value = excluded.get(date) ?? 1;
    if (value <= 0) continue;
    // An hourly leave takes its minutes on each working day (an arife too: its morning is worked), no days.
    if (minutes !== null) days.push({ date, leaveType: leave.leaveType, userId: leave.userId, days: 0, minutes });
    else days.push({ date, leaveType: leave.leaveType, userId: leave.userId, days: value });
  }
  return days;
}

export interface ReportEmployee {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  department: string | null;
  position: string | null;
  /** Deactivated people who had leave in the month are listed too. */
  isActive?: boolean;
}

export interface EmployeeLeaveData extends ReportEmployee {
  totalDays: number;
  /** Hourly leave's minutes in the month (docs/decisions/015), exact; 0 when none. */
  totalMinutes: number;
  leaveDays: Array<{ date: CalendarDate; leaveType: string; days: number; minutes?: number }>;
}

export interface MonthlyLeaveSummary {
  totalEmployeesOnLeave: number;
  totalLeaveDays: number;
  /** Leave type code → days in the month. */
  leaveTypeStats: Record<string, number>;
  /** Hourly leave's minutes in the month, in all and per type (only types taken in hours). */
  totalLeaveMinutes: number;
  leaveTypeMinutes: Record<string, number>;
}

/** People in Turkish alphabetical order (surname, then name), then by id so the order is total. */
const collator = new Intl.Collator('tr', { sensitivity: 'base' });
type Named = Pick<ReportEmployee, 'userId' | 'firstName' | 'lastName'>;
export function comparePeople(a: Named, b: Named): number {
  return (
    collator.compare(a.lastName, b.lastName) ||
    collator.compare(a.firstName, b.firstName) ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

/**
 * The monthly report's figures (product §3, §D7): every person with at least one counted
 * leave day in the month, active or not (the caller passes only APPROVED leaves and the people
 * they belong to), their days in date order, and the summary.
 */
export function monthlyLeaveReport(input: {
  month: ReportMonth;
  leaves: readonly ApprovedLeave[];
  employees: readonly ReportEmployee[];
  workingDays: readonly Weekday[];
}): { employeeLeaveData: EmployeeLeaveData[]; summary: MonthlyLeaveSummary } {
  const period = monthBounds(input.month);
  const rules: DayRules = {
    workingDays: input.workingDays,
    holidays: turkishPublicHolidaysBetween(period.first, period.last),
  };
  const byUser = new Map<string, LeaveDay[]>();
  for (const leave of input.leaves) {
    const days = leaveDaysWithin(leave, period, rules);
    if (days.length) byUser.set(leave.userId, [...(byUser.get(leave.userId) ?? []), ...days]);
  }
  const typeUnits = new Map<string, number>();
  const typeMinutes = new Map<string, number>();
  let totalUnits = 0;
  let totalMinutes = 0;
  const employeeLeaveData: EmployeeLeaveData[] = [];
  for (const employee of [...input.employees].sort(comparePeople)) {
    const days = byUser.get(employee.userId);
    if (!days) continue;
    days.sort((a, b) => compareDates(a.date, b.date));
    let units = 0;
    let minutes = 0;
    for (const day of days) {
      const u = toHalfDays(day.days ?? 1);
      units += u;
      typeUnits.set(day.leaveType, (typeUnits.get(day.leaveType) ?? 0) + u);
      if (day.minutes !== undefined) {
        minutes += day.minutes;
        typeMinutes.set(day.leaveType, (typeMinutes.get(day.leaveType) ?? 0) + day.minutes);
      }
    }
    totalUnits += units;
    totalMinutes += minutes;
    employeeLeaveData.push({
      ...employee,
      totalDays: fromHalfDays(units),
      totalMinutes: minutes,
      leaveDays: days.map((d) => ({
        date: d.date,
        leaveType: d.leaveType,
        days: d.days ?? 1,
        ...(d.minutes === undefined ? {} : { minutes: d.minutes }),
      })),
    });
  }
  const leaveTypeStats: Record<string, number> = {};
  for (const [type, units] of [...typeUnits].sort(([a], [b]) => (a < b ? -1 : 1)))
    leaveTypeStats[type] = fromHalfDays(units);
  const leaveTypeMinutes: Record<string, number> = {};
  for (const [type, minutes] of [...typeMinutes].sort(([a], [b]) => (a < b ? -1 : 1))) leaveTypeMinutes[type] = minutes;
  return {
    employeeLeaveData,
    summary: {
      totalEmployeesOnLeave: employeeLeaveData.length,
      totalLeaveDays: fromHalfDays(totalUnits),
      leaveTypeStats,
      totalLeaveMinutes: totalMinutes,
      leaveTypeMinutes,
    },
  };
}

export type ReportDayKind = 'working' | 'non_working' | 'holiday' | 'half_holiday';

/** How each day of the month looks in the puantaj: working, weekly rest, holiday or half-day holiday. */
export function monthDayKinds(
  month: ReportMonth,
  workingDays: readonly Weekday[],
): Array<{ date: CalendarDate; kind: ReportDayKind; holidayName?: string }> {
  const { first, last } = monthBounds(month);
  const working = new Set(normalizeWorkingDays(workingDays, 'sunday-zero'));
  const holidays = new Map<CalendarDate, PublicHoliday>();
  for (const h of turkishPublicHolidaysBetween(first, last)) {
    const existing = holidays.get(h.date);
    if (!existing || (existing.half && !h.half)) holidays.set(h.date, h);
  }
  return eachDate(first, last).map((date) => {
    const holiday = holidays.get(date);
    const kind: ReportDayKind = holiday
      ? holiday.half
        ? 'half_holiday'
        : 'holiday'
      : working.has(weekdayOf(date))
        ? 'working'
        : 'non_working';
    return { date, kind, ...(holiday ? { holidayName: holiday.name } : {}) };
  });
}

/** Short codes for the puantaj cells. */
export const LEAVE_TYPE_SHORT_CODES: Readonly<Record<string, string>> = {
  annual_paid: 'Y',
  'excuse.marriage': 'E',
  'excuse.paternity': 'B',
  'excuse.bereavement': 'Ö',
  'excuse.adoption': 'EE',
  'excuse.disabled_child_care': 'AE',
  maternity: 'D',
  sick_leave_reported: 'R',
  unpaid_leave: 'Ü',
  nursing: 'S',
};

export function leaveTypeShortCode(code: string): string {
  return LEAVE_TYPE_SHORT_CODES[code] ?? code;
}
