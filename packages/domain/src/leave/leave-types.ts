import { latestLegalFigure, legalValueOn, type LegalFigureKey } from './legal-figures';
import type { CalendarDate } from '../calendar/calendar-date';

export type LeaveTypeCode =
  | 'annual_paid'
  | 'excuse.marriage'
  | 'excuse.paternity'
  | 'excuse.bereavement'
  | 'excuse.adoption'
  | 'excuse.disabled_child_care'
  | 'maternity'
  | 'sick_leave_reported'
  | 'unpaid_leave'
  | 'nursing';

export type LeaveCategory = 'Ücretli' | 'Raporlu' | 'Ücretsiz';

/**
 * Whether a type is taken in hours (docs/decisions/015-hourly-leave-in-minutes.md): `never` (days
 * only), `always` (nursing: minutes a day), `ifAllowed` (days, or hours when the organization allows
 * hourly leave).
 */
export type LeaveHours = 'never' | 'always' | 'ifAllowed';

export interface LeaveType {
  code: LeaveTypeCode;
  /** The spec's Turkish name (product §5), verbatim. */
  name: string;
  category: LeaveCategory;
  /** Only annual leave draws on the annual balance (product §D4). */
  drawsOnAnnualBalance: boolean;
  /** The legal length in days as currently enacted; null when the law sets no cap. */
  legalDays: number | null;
  /** Where legalDays comes from, so it can be read on a past date with legalDaysOn. */
  legalFigure: LegalFigureKey | null;
  /** True when the legal length is a yearly allowance rather than per event. */
  perYear: boolean;
  /** Taken in days, in hours, or in hours where the organization allows it. */
  hours: LeaveHours;
}

function type(
  code: LeaveTypeCode,
  name: string,
  category: LeaveCategory,
  legalFigure: LegalFigureKey | null,
  extra: { drawsOnAnnualBalance?: boolean; perYear?: boolean; hours?: LeaveHours } = {},
): LeaveType {
  return {
    code,
    name,
    category,
    drawsOnAnnualBalance: extra.drawsOnAnnualBalance ?? false,
    legalDays: legalFigure ? latestLegalFigure(legalFigure).value : null,
    legalFigure,
    perYear: extra.perYear ?? false,
    hours: extra.hours ?? 'never',
  };
}

/**
 * The fixed catalogue of product §3 with the names of product §5. Annual leave's length depends
 * on tenure (annualEntitlement), so it has no single legal figure here. Maternity is
 * "Raporlu": the employer pays no wage, SGK pays the benefit on a report (our reading;
 * the spec does not say which category it is).
 */
export const leaveTypes: readonly LeaveType[] = [
  type('annual_paid', 'Yıllık İzin', 'Ücretli', null, { drawsOnAnnualBalance: true }),
  type('excuse.marriage', 'Evlilik (3 gün)', 'Ücretli', 'excuse.marriageDays'),
  type('excuse.paternity', 'Babalık - Eşin Doğumu (5 gün)', 'Ücretli', 'excuse.paternityDays'),
  type('excuse.bereavement', 'Ölüm - Yakın (3 gün)', 'Ücretli', 'excuse.bereavementDays'),
  // Product §3 adds "child under 3"; ek m. 2 itself just says "evlat edinmesi".
  type('excuse.adoption', 'Evlat Edinme (3 gün)', 'Ücretli', 'excuse.adoptionDays'),
  type(
    'excuse.disabled_child_care',
    'Ağır Engelli Çocuk Tedavisi (10 gün/yıl)',
    'Ücretli',
    'excuse.disabledChildCareDaysPerYear',
    // "Toplu veya bölümler hâlinde" (ek m. 2): a treatment may take hours, where the organization allows them.
    { perYear: true, hours: 'ifAllowed' },
  ),
  type('maternity', 'Doğum/Analık İzni (16 hafta)', 'Raporlu', 'maternity.days'),
  type('sick_leave_reported', 'Hastalık İzni (SGK Raporlu)', 'Raporlu', null),
  type('unpaid_leave', 'Ücretsiz İzin', 'Ücretsiz', null, { hours: 'ifAllowed' }),
  // 4857 m. 74: 1.5 hours a day until the child is one, counted as working time (paid, no SGK missing day).
  type('nursing', 'Süt İzni (günde 1,5 saat)', 'Ücretli', null, { hours: 'always' }),
];

export const LEAVE_TYPE_CODES: readonly LeaveTypeCode[] = leaveTypes.map((t) => t.code);

export function isLeaveTypeCode(value: unknown): value is LeaveTypeCode {
  return typeof value === 'string' && (LEAVE_TYPE_CODES as readonly string[]).includes(value);
}

export function findLeaveType(code: string): LeaveType | undefined {
  return leaveTypes.find((t) => t.code === code);
}

/** The Turkish name, or the code itself for an unknown (e.g. legacy) code. */
export function leaveTypeName(code: string): string {
  return findLeaveType(code)?.name ?? code;
}

/** The legal length of a type on a date (a request's start date); null when uncapped. */
export function legalDaysOn(
  code: LeaveTypeCode,
  onDate: CalendarDate,
  options: { multiplePregnancy?: boolean } = {},
): number | null {
  if (code === 'maternity' && options.multiplePregnancy) return legalValueOn('maternity.multiplePregnancyDays', onDate);
  const figure = findLeaveType(code)?.legalFigure;
  return figure ? legalValueOn(figure, onDate) : null;
}
