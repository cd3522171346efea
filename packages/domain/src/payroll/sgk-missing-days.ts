import { compareDates, eachDate, type CalendarDate } from '../calendar/calendar-date';
import type { LeaveTypeCode } from '../leave/leave-types';
import { monthBounds, type ReportMonth } from '../leave/monthly-report';

/**
 * The SGK missing-day reasons (eksik gün nedenleri) of the Aylık Prim ve Hizmet Belgesi / muhtasar
 * ve prim hizmet beyannamesi: SGK Genelge 2020/20 section 1.2.3.1 and the e-Bildirge list
 * (docs/leave-rules.md section 13). Codes 02 and 14 are no longer in the list.
 */
export const SGK_MISSING_DAY_REASONS = [
  { code: '01', name: 'İstirahat' },
  { code: '03', name: 'Disiplin cezası' },
  { code: '04', name: 'Gözaltına alınma' },
  { code: '05', name: 'Tutukluluk' },
  { code: '06', name: 'Kısmi istihdam' },
  { code: '07', name: 'Puantaj kayıtları' },
  { code: '08', name: 'Grev' },
  { code: '09', name: 'Lokavt' },
  { code: '10', name: 'Genel hayatı etkileyen olaylar' },
  { code: '11', name: 'Doğal afet' },
  { code: '12', name: 'Birden fazla' },
  { code: '13', name: 'Diğer' },
  { code: '15', name: 'Devamsızlık' },
  { code: '16', name: 'Fesih tarihinde çalışmamış' },
  { code: '17', name: 'Ev hizmetlerinde 30 günden az çalışma' },
  { code: '18', name: 'Kısa çalışma ödeneği' },
  { code: '19', name: 'Ücretsiz doğum izni' },
  { code: '20', name: 'Ücretsiz yol izni' },
  { code: '21', name: 'Diğer ücretsiz izin' },
  { code: '22', name: '5434 SK ek 76, GM 192' },
  { code: '23', name: 'Yarım çalışma ödeneği' },
  { code: '24', name: 'Yarım çalışma ödeneği ve diğer nedenler' },
  { code: '25', name: 'Diğer belge/kanun türlerinden gün tamamlama' },
  { code: '26', name: 'Kısmi istihdama izin verilen yabancı uyruklu sigortalı' },
  { code: '27', name: 'Kısa çalışma ödeneği ve diğer nedenler' },
  { code: '28', name: 'Pandemi ücretsiz izin' },
  { code: '29', name: 'Pandemi ücretsiz izin ve diğer nedenler' },
] as const;

export type SgkMissingDayCode = (typeof SGK_MISSING_DAY_REASONS)[number]['code'];

/** A month of SGK service counts 30 days, whatever the month's length (full month). */
export const SGK_FULL_MONTH_DAYS = 30;
/** Sick or maternity report: the days SGK pays (geçici iş göremezlik), not the employer. */
export const SGK_SICK_REPORT: SgkMissingDayCode = '01';
/** A month with more than one reason for one person. */
export const SGK_MULTIPLE_REASONS: SgkMissingDayCode = '12';
/** Unpaid birth leave after maternity (4857 m. 74): not a leave type of the catalogue yet. */
export const SGK_UNPAID_BIRTH_LEAVE: SgkMissingDayCode = '19';
/** Unpaid travel leave (yol izni, 4857 m. 56/4): recorded with annual leave (issue 24 item 3). */
export const SGK_UNPAID_TRAVEL_LEAVE: SgkMissingDayCode = '20';
/** Any other unpaid leave. */
export const SGK_OTHER_UNPAID_LEAVE: SgkMissingDayCode = '21';

/**
 * The reason code of a day away on each leave type; null when the employer pays the day (annual and
 * excuse leave): SGK counts it as worked. Every type of the catalogue must be listed (the type holds it).
 */
export const LEAVE_TYPE_SGK_REASONS: Readonly<Record<LeaveTypeCode, SgkMissingDayCode | null>> = {
  annual_paid: null,
  'excuse.marriage': null,
  'excuse.paternity': null,
  'excuse.bereavement': null,
  'excuse.adoption': null,
  'excuse.disabled_child_care': null,
  // The 16 weeks of maternity are a report (doğum raporu): SGK pays the benefit, the days are İstirahat.
  maternity: SGK_SICK_REPORT,
  sick_leave_reported: SGK_SICK_REPORT,
  unpaid_leave: SGK_OTHER_UNPAID_LEAVE,
  // Süt izni "günlük çalışma süresinden sayılır" (4857 m. 74): paid working time, never a missing day.
  nursing: null,
};

/** The reason code of a leave type; null for paid leave and for a code outside the catalogue (counted as worked). */
export function sgkReasonOfLeaveType(leaveType: string): SgkMissingDayCode | null {
  return Object.hasOwn(LEAVE_TYPE_SGK_REASONS, leaveType) ? LEAVE_TYPE_SGK_REASONS[leaveType as LeaveTypeCode] : null;
}

/** "01 İstirahat"'s name; the code itself when unknown. */
export function sgkReasonName(code: string): string {
  return SGK_MISSING_DAY_REASONS.find((r) => r.code === code)?.name ?? code;
}

/** One reason for the month: none, the only one, or 12 (Birden fazla) when the days have more than one. */
export function sgkMonthReason(codes: Iterable<SgkMissingDayCode>): SgkMissingDayCode | null {
  const distinct = new Set(codes);
  if (distinct.size === 0) return null;
  return distinct.size === 1 ? [...distinct][0]! : SGK_MULTIPLE_REASONS;
}

export interface SgkLeave {
  leaveType: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** The unpaid travel days added to an annual leave (yol izni, 4857 m. 56/4: `travelLeaveDates`): reason 20. */
  travelDates?: readonly CalendarDate[];
  /** An hourly leave's minutes a day (docs/decisions/015); absent or null: a leave of whole days. */
  minutesPerDay?: number | null;
}

export interface SgkMonth {
  /** Every calendar day of the month missing for SGK, in date order, with its reason. */
  missingDates: Array<{ date: CalendarDate; code: SgkMissingDayCode }>;
  missingDays: number;
  /** Prim ödeme gün sayısı: the days declared as worked. */
  premiumDays: number;
  /** The month's one reason (12 when more than one); null when no day is missing. */
  reasonCode: SgkMissingDayCode | null;
}

/**
 * A person's month for SGK (docs/leave-rules.md section 13, İşveren Uygulama Tebliği on the premium
 * days): a missing day is every calendar day from the first to the last day of an approved leave
 * whose type has a reason code (weekends and holidays inside the leave too: the report or the unpaid
 * period covers them), inside the month and on or after the hire date. The premium days are 30
 * for a whole month without a missing day; otherwise the calendar days employed in the month minus
 * the missing days, at most 30 (a 31-day month with one missing day stays 30; February with two
 * is 26). The travel days of an annual leave are missing days with reason 20, each one (the weekend
 * between the annual leave and them is the paid leave's). A person who left in the month is employed
 * to the last day of work (the employment end): the days after it are neither worked nor missing
 * (reason 16 is for a day before the end not worked, not for the days after it).
 * An hourly leave (unpaid hours) is never a missing day: the person worked that day (docs/leave-rules.md §16).
 */
export function sgkMonth(input: {
  month: ReportMonth;
  leaves: readonly SgkLeave[];
  /** The hire date; null or before the month: the whole month. */
  hiredOn?: CalendarDate | null;
  /** The last day of work (employment end); null or after the month: to the month's end. */
  leftOn?: CalendarDate | null;
}): SgkMonth {
  const { first, last } = monthBounds(input.month);
  const from = input.hiredOn && compareDates(input.hiredOn, first) > 0 ? input.hiredOn : first;
  const to = input.leftOn && compareDates(input.leftOn, last) < 0 ? input.leftOn : last;
  if (compareDates(from, to) > 0) return { missingDates: [], missingDays: 0, premiumDays: 0, reasonCode: null };
  const codeOn = new Map<CalendarDate, SgkMissingDayCode>();
  const ordered = [...input.leaves].sort((a, b) => compareDates(a.startDate, b.startDate));
  const employed = (date: CalendarDate) => compareDates(date, from) >= 0 && compareDates(date, to) <= 0;
  for (const leave of ordered) {
    for (const date of leave.travelDates ?? [])
      if (employed(date) && !codeOn.has(date)) codeOn.set(date, SGK_UNPAID_TRAVEL_LEAVE);
    const code = sgkReasonOfLeaveType(leave.leaveType);
    // Hours away are not a missing day: the day is worked and declared; payroll deducts the hours.
    if (!code || leave.minutesPerDay) continue;
    const start = compareDates(leave.startDate, from) > 0 ? leave.startDate : from;
    const end = compareDates(leave.endDate, to) < 0 ? leave.endDate : to;
    if (compareDates(end, start) < 0) continue;
    // Overlapping leaves (the product refuses them) keep the earlier leave's reason.
    for (const date of eachDate(start, end)) if (!codeOn.has(date)) codeOn.set(date, code);
  }
  const missingDates = [...codeOn].map(([date, code]) => ({ date, code })).sort((a, b) => compareDates(a.date, b.date));
  const employedDays = eachDate(from, to).length;
  const premiumDays =
    from === first && to === last && missingDates.length === 0
      ? SGK_FULL_MONTH_DAYS
      : Math.max(0, Math.min(SGK_FULL_MONTH_DAYS, employedDays - missingDates.length));
  return {
    missingDates,
    missingDays: missingDates.length,
    premiumDays,
    reasonCode: sgkMonthReason(missingDates.map((d) => d.code)),
  };
}
