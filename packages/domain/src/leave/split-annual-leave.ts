import { addDays, compareDates, isCalendarDate, type CalendarDate } from '../calendar/calendar-date';
import { TEXT_FORMATS } from '../display/text-formats';
import { legalValueOn } from './legal-figures';
import { completedServiceYears, serviceAnniversary } from './service-years';

/**
 * Splitting annual leave (4857 art. 56/3 as amended by Law 6704, 2016; Yıllık Ücretli İzin
 * Yönetmeliği art. 6 as amended 2017): the employer may not split it; by the parties' agreement it
 * may be used in parts, one part being at least ten days. The rule as Paydos applies it, and why:
 * docs/leave-rules.md section 8.
 */

/** A part of a service year's annual leave: one pending or approved annual-leave request. */
export interface AnnualLeavePart {
  startDate: CalendarDate;
  /** Leave days of the request (countLeaveDays). */
  days: number;
}

/** The service year a leave belongs to: the one its first day falls in (anniversary to anniversary). */
export interface ServiceYearPeriod {
  /** Completed service years on the leave's first day (the grant "N. hizmet yılı" it draws on). */
  serviceYear: number;
  /** The anniversary that opened the year. */
  from: CalendarDate;
  /** The day before the next anniversary. */
  to: CalendarDate;
}

/** The last day a calendar date can name (YYYY-MM-DD): a service year running past it ends there. */
const LAST_CALENDAR_DATE: CalendarDate = '9999-12-31';

export function serviceYearOf(employeeStartDate: CalendarDate, date: CalendarDate): ServiceYearPeriod {
  const serviceYear = completedServiceYears(employeeStartDate, date);
  const next = serviceAnniversary(employeeStartDate, serviceYear + 1);
  return {
    serviceYear,
    from: serviceAnniversary(employeeStartDate, serviceYear),
    // A leave in the year 9999 (valid input) has its next anniversary in 10000, which no date names.
    to: isCalendarDate(next) ? addDays(next, -1) : LAST_CALENDAR_DATE,
  };
}

/** "01.10.2025 - 30.09.2026": a service year as the texts name it (dates in the texts' format, TEXT_FORMATS). */
export function serviceYearText(period: Pick<ServiceYearPeriod, 'from' | 'to'>): string {
  return `${TEXT_FORMATS.date(period.from)} - ${TEXT_FORMATS.date(period.to)}`;
}

export interface AnnualLeaveSplitInput {
  /** The employee's first day of work. */
  employeeStartDate: CalendarDate;
  /** The request being made (or the edited request's new dates). */
  request: AnnualLeavePart;
  /**
   * The person's other pending and approved annual-leave requests (any service year; rejected and
   * cancelled ones left out by the caller, and an edited request never counted against itself).
   */
  otherAnnualLeaves: readonly AnnualLeavePart[];
  /**
   * Annual days available before this request (the balance minus what other pending requests ask
   * for); left out when unknown.
   */
  remainingBefore?: number;
  /**
   * Today in Istanbul. A request that starts in a later service year than today's draws on a grant
   * the balance does not hold yet, so what the balance says is left after it is not known.
   */
  today?: CalendarDate;
}

export interface AnnualLeaveSplit extends ServiceYearPeriod {
  /** The request splits the year's leave: days are left after it, or the year has other parts. */
  isSplit: boolean;
  /** The request's place among the year's parts, by first day (1 = the first). */
  part: number;
  /** The year's other parts. */
  otherParts: AnnualLeavePart[];
  /** The legal minimum of one part (10 days). */
  minimumPartDays: number;
  /** A part of the year (this request or another) reaches the minimum. */
  hasMinimumPart: boolean;
  /** Annual days left after this request; null when not known. */
  remainingAfter: number | null;
  /**
   * The split is unlawful: no part of the year reaches the minimum and what is left after this
   * request can no longer make such a part. An ADMIN may override it with a reason.
   */
  refused: boolean;
}

/**
 * Whether an annual-leave request splits its service year's leave, which part it is, and whether
 * the law refuses it. Taking the whole remaining balance in one go is not a split; the last part
 * after a 10-day part is allowed however short it is.
 */
export function annualLeaveSplit(input: AnnualLeaveSplitInput): AnnualLeaveSplit {
  const period = serviceYearOf(input.employeeStartDate, input.request.startDate);
  const minimumPartDays = legalValueOn('annual.splitMinimumPartDays', input.request.startDate);
  const otherParts = input.otherAnnualLeaves
    .filter((other) => completedServiceYears(input.employeeStartDate, other.startDate) === period.serviceYear)
    .sort((a, b) => compareDates(a.startDate, b.startDate));
  const part = 1 + otherParts.filter((other) => compareDates(other.startDate, input.request.startDate) <= 0).length;
  const balanceHoldsTheYear =
    input.today === undefined || completedServiceYears(input.employeeStartDate, input.today) >= period.serviceYear;
  // Multiples of half a day subtract exactly in floating point; 9.5 stays short of 10.
  const remainingAfter =
    input.remainingBefore !== undefined && balanceHoldsTheYear ? input.remainingBefore - input.request.days : null;
  const isSplit = otherParts.length > 0 || (remainingAfter !== null && remainingAfter > 0);
  const hasMinimumPart = [input.request, ...otherParts].some((p) => p.days >= minimumPartDays);
  const refused = isSplit && !hasMinimumPart && remainingAfter !== null && remainingAfter < minimumPartDays;
  return { ...period, isSplit, part, otherParts, minimumPartDays, hasMinimumPart, remainingAfter, refused };
}

/** A leave's place in its service year, for the ledger: only when the year has more than one part. */
export interface SplitPart {
  serviceYear: number;
  from: CalendarDate;
  to: CalendarDate;
  /** 1-based, by first day. */
  part: number;
  /** How many parts the year has. */
  parts: number;
}

/**
 * The parts of each service year among a person's annual leaves (the ledger's "bölünerek kullanım,
 * 2. bölüm"): every leave of a year with two or more leaves gets its place; a year taken in one
 * go gets nothing.
 */
export function splitPartsByServiceYear<Leave extends AnnualLeavePart & { id: string }>(
  employeeStartDate: CalendarDate,
  leaves: readonly Leave[],
): Map<string, SplitPart> {
  const byYear = new Map<number, Leave[]>();
  for (const leave of leaves) {
    const year = completedServiceYears(employeeStartDate, leave.startDate);
    byYear.set(year, [...(byYear.get(year) ?? []), leave]);
  }
  const parts = new Map<string, SplitPart>();
  for (const yearLeaves of byYear.values()) {
    if (yearLeaves.length < 2) continue;
    const ordered = [...yearLeaves].sort((a, b) => compareDates(a.startDate, b.startDate));
    const period = serviceYearOf(employeeStartDate, ordered[0]!.startDate);
    ordered.forEach((leave, index) => {
      parts.set(leave.id, { ...period, part: index + 1, parts: ordered.length });
    });
  }
  return parts;
}

/** What the parties said about a split: the employee's agreement, and an ADMIN's reason to let a part run short. */
export interface SplitDecision {
  /** The employee agreed to take the year's leave in parts (the form's checkbox; on an edit, one already recorded). */
  agreed: boolean;
  /** An ADMIN's reason to allow a split with no 10-day part; blank counts as none. */
  overrideReason?: string | null;
  /** The one giving the reason is an ADMIN (only an ADMIN may override). */
  byAdmin: boolean;
}

/**
 * How a request stands under the split rule (4857 art. 56/3, Yönetmelik art. 6):
 * - `not_split`: the year's leave in one go, nothing to agree;
 * - `agreement_required`: a split without the employee's agreement (refused, whatever the parts);
 * - `agreed`: a lawful split, agreed;
 * - `no_minimum_part`: agreed, but no part of the year can reach 10 days (refused);
 * - `override_admin_only`: such a split with a reason from someone other than an ADMIN (refused);
 * - `overridden`: such a split, let through by an ADMIN's reason (audited by the caller).
 */
export type SplitRuleOutcome =
  | { kind: 'not_split' }
  | { kind: 'agreement_required' }
  | { kind: 'agreed' }
  | { kind: 'no_minimum_part' }
  | { kind: 'override_admin_only' }
  | { kind: 'overridden'; reason: string };

export function splitRuleOutcome(
  split: Pick<AnnualLeaveSplit, 'isSplit' | 'refused'>,
  decision: SplitDecision,
): SplitRuleOutcome {
  if (!split.isSplit) return { kind: 'not_split' };
  if (!decision.agreed) return { kind: 'agreement_required' };
  if (!split.refused) return { kind: 'agreed' };
  const reason = decision.overrideReason?.trim();
  if (!reason) return { kind: 'no_minimum_part' };
  if (!decision.byAdmin) return { kind: 'override_admin_only' };
  return { kind: 'overridden', reason };
}
