import { addDays, compareDates, weekdayOf, type CalendarDate, type Weekday } from '../calendar/calendar-date';
import { turkishPublicHolidaysBetween, type PublicHoliday } from '../calendar/turkish-public-holidays';
import { TEXT_LIMITS } from '../display/text-limits';
import { SUPPORTED_HOLIDAY_YEARS } from '../calendar/bayram-first-days';
import { findLeaveType } from './leave-types';
import { formatDays } from './format-days';
import { normalizeWorkingDays } from './leave-policy-fields';
import { legalValueOn } from './legal-figures';

/**
 * Travel leave (yol izni, 4857 md. 56/4; docs/leave-rules.md section 15): "İşveren … yıllık ücretli
 * izinlerini işyerinin kurulu bulunduğu yerden başka bir yerde geçirecek olanlara, bu hususu belgelemek
 * şartıyla gidiş ve dönüşlerinde yolda geçecek süreleri karşılamak üzere toplam dört güne kadar ücretsiz
 * yol izni vermek zorundadır." Up to 4 unpaid days, only with annual leave spent elsewhere.
 */

/** The most travel days the law gives with a leave starting on `startDate` (4 since 2003). */
export function travelLeaveMaxDays(startDate: CalendarDate): number {
  return legalValueOn('annual.travelMaxDays', startDate);
}

export const TRAVEL_DESTINATION_MAX_LENGTH = TEXT_LIMITS.travelDestination;

/** Travel leave's Turkish texts; English pages write theirs in (contract messages/en/domain-texts.ts). */
export const travelLeaveMessages = {
  daysRange: (max: number) => `Yol izni (gün) 0 ile ${max} arasında bir tam sayı olmalıdır (4857 md. 56).`,
  onlyAnnual: 'Yol izni (gün) yalnızca yıllık izne eklenebilir (4857 md. 56).',
  destinationRequired: 'Yol izni için iznin geçirileceği yer gerekli (4857 md. 56).',
  destinationTooLong: `İznin geçirileceği yer en fazla ${TEXT_LIMITS.travelDestination} karakter olabilir.`,
  /** The ledger's note on a usage line with travel days (travelLedgerNote joins it with "; "). */
  ledgerNote: (travelDays: number) =>
    `ayrıca ${formatDays(travelDays)} gün ücretsiz yol izni: bakiyeden düşmez (4857 md. 56)`,
  ledgerNoteWithPlace: (travelDays: number, place: string) =>
    `ayrıca ${formatDays(travelDays)} gün ücretsiz yol izni (${place}): bakiyeden düşmez (4857 md. 56)`,
} as const;

export interface TravelLeaveProblem {
  field: 'travelDays' | 'travelDestination';
  message: string;
}

/**
 * What is wrong with a request's travel days (4857 md. 56/4): a whole number from 0 to the legal
 * maximum, only on a leave type drawn from the annual balance, and with the place the leave is spent
 * in when there is at least one. No travel days: nothing to check (the destination is ignored).
 */
export function travelLeaveProblems(input: {
  leaveType: string;
  startDate: CalendarDate;
  travelDays: number;
  travelDestination?: string | null;
}): TravelLeaveProblem[] {
  const max = travelLeaveMaxDays(input.startDate);
  const { travelDays } = input;
  if (!Number.isInteger(travelDays) || travelDays < 0 || travelDays > max)
    return [{ field: 'travelDays', message: travelLeaveMessages.daysRange(max) }];
  if (travelDays === 0) return [];
  const problems: TravelLeaveProblem[] = [];
  if (!findLeaveType(input.leaveType)?.drawsOnAnnualBalance)
    problems.push({ field: 'travelDays', message: travelLeaveMessages.onlyAnnual });
  const destination = input.travelDestination?.trim() ?? '';
  if (!destination) problems.push({ field: 'travelDestination', message: travelLeaveMessages.destinationRequired });
  else if (destination.length > TRAVEL_DESTINATION_MAX_LENGTH)
    problems.push({ field: 'travelDestination', message: travelLeaveMessages.destinationTooLong });
  return problems;
}

/**
 * The travel days' dates: the first `travelDays` working days after the leave's last day (the
 * organization's working days; official holidays skipped, a half-day holiday counts as a day away).
 * Paydos puts the whole travel leave after the annual leave: the leave's span is extended, the return
 * to work moves by the travel days, and the annual days counted stay the same. Empty for 0; shorter
 * than asked only past the last year whose holidays are known.
 */
export function travelLeaveDates(input: {
  endDate: CalendarDate;
  travelDays: number;
  /** The organization's working days, 0 = Sunday (policy.workingDays). */
  workingDays: readonly Weekday[];
  /** Holidays to skip; default: Türkiye's official holidays after the end. */
  holidays?: readonly PublicHoliday[];
}): CalendarDate[] {
  if (input.travelDays <= 0) return [];
  const working = new Set(normalizeWorkingDays(input.workingDays, 'sunday-zero'));
  if (working.size === 0) return [];
  // Enough calendar days for 4 working days across the longest holiday run (Kurban Bayramı + weekends).
  // Past the last year whose holidays are known nothing is placed: the caller sees fewer dates than asked.
  const lastKnown = `${SUPPORTED_HOLIDAY_YEARS.to}-12-31`;
  const wanted = addDays(input.endDate, 7 * (input.travelDays + 2));
  const horizon = compareDates(wanted, lastKnown) > 0 ? lastKnown : wanted;
  if (compareDates(input.endDate, horizon) >= 0) return [];
  const fullHolidays = new Set(
    (input.holidays ?? turkishPublicHolidaysBetween(addDays(input.endDate, 1), horizon))
      .filter((h) => !h.half)
      .map((h) => h.date),
  );
  const dates: CalendarDate[] = [];
  for (let date = addDays(input.endDate, 1); dates.length < input.travelDays; date = addDays(date, 1)) {
    if (compareDates(date, horizon) > 0) break;
    if (working.has(weekdayOf(date)) && !fullHolidays.has(date)) dates.push(date);
  }
  return dates;
}

/** The last day away: the last travel day, or the leave's own end when it has none. */
export function lastDayAway(endDate: CalendarDate, travelDates: readonly CalendarDate[]): CalendarDate {
  return travelDates.length ? travelDates[travelDates.length - 1]! : endDate;
}

/**
 * The ledger's note on a usage line with travel days: they are unpaid and never drawn from the
 * balance (docs/leave-rules.md section 15). Empty when there are none.
 */
export function travelLedgerNote(travelDays: number, destination: string | null): string {
  if (travelDays <= 0) return '';
  const place = destination?.trim();
  const texts = travelLeaveMessages;
  return `; ${place ? texts.ledgerNoteWithPlace(travelDays, place) : texts.ledgerNote(travelDays)}`;
}
