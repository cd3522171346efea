import {
  daysAndHoursText as turkishDaysAndHoursText,
  formatDateList as formatTurkishDateList,
  formatDates as formatTurkishDates,
  formatDuration as formatTurkishDuration,
  formatMinutesAsDays as formatTurkishMinutesAsDays,
  formatServiceLength as formatTurkishServiceLength,
  formatTenure as formatTurkishTenure,
  leaveLengthText as turkishLeaveLengthText,
  findLeaveType,
  type CalendarDate,
  type ExcludedLeaveDate,
  type ServiceLength,
  type TenureStyle,
} from '@paydos/domain';
import { displayFormats } from './format-state';

export const formatDuration = (minutes: number) => (displayFormats()?.duration ?? formatTurkishDuration)(minutes);
export const formatMinutesAsDays = (minutes: number, dailyMinutes: number) =>
  (displayFormats()?.minutesAsDays ?? formatTurkishMinutesAsDays)(minutes, dailyMinutes);
export const formatTenure = (startDate: CalendarDate, onDate: CalendarDate, style?: TenureStyle) =>
  (displayFormats()?.tenure ?? formatTurkishTenure)(startDate, onDate, style);
export const formatServiceLength = (s: ServiceLength) =>
  (displayFormats()?.serviceLength ?? formatTurkishServiceLength)(s);
export const formatDateList = (dates: readonly string[]) =>
  (displayFormats()?.dateList ?? formatTurkishDateList)(dates);
export const formatDates = (dates: readonly CalendarDate[]) => (displayFormats()?.dates ?? formatTurkishDates)(dates);
export const leaveLengthText = (leave: { days: number; minutesPerDay?: number | null; minutes?: number | null }) =>
  (displayFormats()?.leaveLength ?? turkishLeaveLengthText)(leave);
export const daysAndHoursText = (days: number, minutes?: number | null) =>
  (displayFormats()?.daysAndHours ?? turkishDaysAndHoursText)(days, minutes);
export const exclusionLabel = (excluded: ExcludedLeaveDate) => displayFormats()?.exclusion(excluded) ?? excluded.label;

/**
 * A leave's type as this page names it: the catalogue's name for a known code (glossed on English pages:
 * contract's messages/en/leave-types.ts), else the server's name (a code the catalogue does not know).
 */
export function leaveTypeLabel(leave: { leaveType: string; leaveTypeName: string }): string {
  return findLeaveType(leave.leaveType)?.name ?? leave.leaveTypeName;
}
