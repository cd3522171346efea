import type { CalendarDate } from '../calendar/calendar-date';
import { compareDates } from '../calendar/calendar-date';
import { TEXT_FORMATS } from '../display/text-formats';
import { legalValueOn } from './legal-figures';
import { LEAVE_WARNING_TEXTS } from './leave-request-texts';
import { findLeaveType, legalDaysOn } from './leave-types';
import { serviceAnniversary } from './service-years';
import { annualLeaveSplit, serviceYearText } from './split-annual-leave';

export type LeaveWarningCode = 'qualifying_period' | 'split_rule' | 'exceeds_legal_length';

/** Shown by the UI; never blocks a request (product §D4). */
export interface LeaveWarning {
  code: LeaveWarningCode;
  /** Turkish, for the form (LEAVE_WARNING_TEXTS: an English page's form reads English). */
  message: string;
}

export interface LeaveRequestWarningsInput {
  leaveType: string;
  startDate: CalendarDate;
  /** Leave days of this request (countLeaveDays). */
  days: number;
  /** The employee's first day of work. */
  employeeStartDate: CalendarDate;
  /** The employee's other pending or approved annual leaves (for the split rule). */
  otherAnnualLeaves?: ReadonlyArray<{ startDate: CalendarDate; days: number }>;
  /** Remaining annual balance before this request, when known (sharpens the split rule). */
  remainingBefore?: number;
  /** Today in Istanbul: the balance does not yet hold a later service year's grant (annualLeaveSplit). */
  today?: CalendarDate;
  multiplePregnancy?: boolean;
}

/**
 * Warnings for a leave request: the 1-year qualifying period (art. 53/1), the split rule
 * (art. 56/3: when annual leave is split, one part is at least 10 days) and excuse or
 * maternity leave longer than its legal length (ek md. 2, art. 74).
 */
export function leaveRequestWarnings(input: LeaveRequestWarningsInput): LeaveWarning[] {
  const warnings: LeaveWarning[] = [];
  if (input.leaveType === 'annual_paid') {
    const qualifying = qualifyingWarning(input);
    if (qualifying) warnings.push(qualifying);
    const split = splitWarning(input);
    if (split) warnings.push(split);
  }
  const type = findLeaveType(input.leaveType);
  if (type && type.code !== 'annual_paid') {
    const legal = legalDaysOn(type.code, input.startDate, { multiplePregnancy: input.multiplePregnancy ?? false });
    if (legal !== null && legal > 0 && input.days > legal) {
      const texts = LEAVE_WARNING_TEXTS;
      const message = type.perYear
        ? texts.exceedsYearlyLegalLength(type.name, legal, input.days)
        : texts.exceedsLegalLength(type.name, legal, input.days);
      warnings.push({ code: 'exceeds_legal_length', message });
    }
  }
  return warnings;
}

function qualifyingWarning(input: LeaveRequestWarningsInput): LeaveWarning | undefined {
  const years = legalValueOn('annual.qualifyingYears', input.startDate);
  const rightDate = serviceAnniversary(input.employeeStartDate, Math.max(1, years));
  if (compareDates(input.startDate, rightDate) >= 0) return undefined;
  return {
    code: 'qualifying_period',
    message: LEAVE_WARNING_TEXTS.qualifyingPeriod(TEXT_FORMATS.date(rightDate)),
  };
}

/**
 * The split rule (art. 56/3, docs/leave-rules.md section 8) as the form and the server's answer say
 * it: a request that splits its service year's leave is named as such, with where the 10-day part
 * stands. A refused split is the server's 400 (and the form's error); the warning then says why.
 */
function splitWarning(input: LeaveRequestWarningsInput): LeaveWarning | undefined {
  const split = annualLeaveSplit({
    employeeStartDate: input.employeeStartDate,
    request: { startDate: input.startDate, days: input.days },
    otherAnnualLeaves: input.otherAnnualLeaves ?? [],
    ...(input.remainingBefore !== undefined ? { remainingBefore: input.remainingBefore } : {}),
    ...(input.today !== undefined ? { today: input.today } : {}),
  });
  if (!split.isSplit) return undefined;
  const texts = LEAVE_WARNING_TEXTS;
  const year = serviceYearText(split);
  const minimum = split.minimumPartDays;
  let message: string;
  if (split.hasMinimumPart) message = texts.splitMinimumMet(year, split.part, minimum);
  else if (split.remainingAfter === null) message = texts.splitMinimumMissing(year, split.part, minimum);
  else {
    const left = Math.max(0, split.remainingAfter);
    message =
      split.remainingAfter < minimum
        ? texts.splitMinimumOutOfReach(year, split.part, minimum, left)
        : texts.splitMinimumFromRest(year, split.part, minimum, left);
  }
  return { code: 'split_rule', message };
}
