import { addDays, compareDates, daysBetween, type CalendarDate } from '../calendar/calendar-date';
import type { EmployeeLeaveProfile } from './annual-leave-grants';
import { addMonthsClamped, leaveLayers, type ExtraLeaveExpiry, type LeaveLayersInput } from './carry-over';
import { fromHalfDays, toHalfDays } from './half-days';

/**
 * Art. 59 (4857): "İş sözleşmesi herhangi bir nedenle sona erdiğinde, işçinin hak kazanıp da
 * kullanmadığı yıllık izin sürelerine ait ücreti, sözleşmenin sona erdiği tarihteki ücreti
 * üzerinden kendisine veya hak sahiplerine ödenir." The statement lists, as of the last day of
 * work, what was earned, used and left: statutory days always, extra days unless they expired.
 */
export interface TerminationPayout {
  endDate: CalendarDate;
  service: ServiceLength;
  entitled: { statutory: number; extra: number; total: number };
  used: { statutory: number; extra: number; total: number };
  expired: number;
  unused: { statutory: number; extra: number; total: number };
}

export interface ServiceLength {
  years: number;
  months: number;
  days: number;
}

export interface TerminationPayoutInput extends EmployeeLeaveProfile {
  entries: LeaveLayersInput['entries'];
  expiry: ExtraLeaveExpiry | null;
  /** The last day of work (included). */
  endDate: CalendarDate;
}

/** Exact calendar length of service from the first to the last day of work, both included. */
export function serviceLength(startDate: CalendarDate, lastDay: CalendarDate): ServiceLength {
  const end = addDays(lastDay, 1);
  if (compareDates(end, startDate) <= 0) return { years: 0, months: 0, days: 0 };
  let months = 0;
  while (compareDates(addMonthsClamped(startDate, months + 1), end) <= 0) months += 1;
  const days = daysBetween(addMonthsClamped(startDate, months), end);
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** "4 yıl 2 ay 14 gün" (zero parts left out, "0 gün" when nothing). */
export function formatServiceLength(s: ServiceLength): string {
  const parts: string[] = [];
  if (s.years > 0) parts.push(`${s.years} yıl`);
  if (s.months > 0) parts.push(`${s.months} ay`);
  if (s.days > 0 || parts.length === 0) parts.push(`${s.days} gün`);
  return parts.join(' ');
}

/** The statement of unused annual leave to be paid at termination (art. 59). */
export function terminationPayout(input: TerminationPayoutInput): TerminationPayout {
  const layers = leaveLayers({ ...input, asOf: input.endDate });
  const sum = (a: number, b: number) => fromHalfDays(toHalfDays(a) + toHalfDays(b));
  const minus = (a: number, b: number) => fromHalfDays(toHalfDays(a) - toHalfDays(b));
  const { entitled, unused, expired } = layers;
  const used = {
    statutory: minus(entitled.statutory, unused.statutory),
    extra: minus(minus(entitled.extra, unused.extra), expired),
  };
  return {
    endDate: input.endDate,
    service: serviceLength(input.startDate, input.endDate),
    entitled: { ...entitled, total: sum(entitled.statutory, entitled.extra) },
    used: { ...used, total: sum(used.statutory, used.extra) },
    expired,
    unused: { ...unused, total: sum(unused.statutory, unused.extra) },
  };
}
