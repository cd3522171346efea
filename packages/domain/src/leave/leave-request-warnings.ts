import type { CalendarDate } from '../calendar/calendar-date';
import { compareDates } from '../calendar/calendar-date';
import { formatTurkishDate } from '../calendar/turkish-date-format';
import { legalValueOn } from './legal-figures';
import { findLeaveType, legalDaysOn } from './leave-types';
import { formatDays } from './ledger-entries';
import { serviceAnniversary } from './service-years';
import { annualLeaveSplit, serviceYearText } from './split-annual-leave';

export type LeaveWarningCode = 'qualifying_period' | 'split_rule' | 'exceeds_legal_length';

/** Shown by the UI; never blocks a request (product §D4). */
export interface LeaveWarning {
  code: LeaveWarningCode;
  /** Turkish, for the form. */
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
      warnings.push({
        code: 'exceeds_legal_length',
        message:
          `${type.name} için yasal süre ${legal} gündür${type.perYear ? ' (yıllık)' : ''}; ` +
          `bu talep ${formatDays(input.days)} gün.`,
      });
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
    message:
      `Yıllık izin hakkı 1 yıllık hizmet süresi dolunca doğar (4857 md. 53). Bu talep, hakkın doğduğu ` +
      `${formatTurkishDate(rightDate)} tarihinden önce başlıyor; ancak şirket politikasındaki ilk yıl izninden kullanılabilir.`,
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
  const minimum = split.minimumPartDays;
  let message =
    `Bu talep, ${serviceYearText(split)} hizmet yılının yıllık iznini bölüyor (${split.part}. bölüm). ` +
    `Yıllık izin ancak anlaşmayla bölünebilir ve bölümlerden biri en az ${minimum} gün olmalıdır (4857 md. 56).`;
  if (split.hasMinimumPart) message += ` Bu hizmet yılında ${minimum} günlük bölüm şartı karşılanıyor.`;
  else {
    message += ` Bu hizmet yılında henüz ${minimum} günlük bir bölüm yok.`;
    if (split.remainingAfter !== null) {
      const left = formatDays(Math.max(0, split.remainingAfter));
      message +=
        split.remainingAfter < minimum
          ? ` Bu talepten sonra kalan ${left} gün, ${minimum} günlük bir bölüme yetmiyor.`
          : ` Kalan ${left} günden en az ${minimum} günlük bir bölüm kullanılmalıdır.`;
    }
  }
  return { code: 'split_rule', message };
}
