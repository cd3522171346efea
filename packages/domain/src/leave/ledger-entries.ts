import type { CalendarDate } from '../calendar/calendar-date';
import { formatTurkishDate } from '../calendar/turkish-date-format';
import { toHalfDays } from './half-days';
import type { LedgerEntry } from './ledger';

/** Builders for the entries an annual-leave request writes, with their Turkish reasons. */
export interface LeavePeriod {
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** Leave days of the request (countLeaveDays), positive. */
  days: number;
  leaveRequestId?: string | null;
}

function period(p: LeavePeriod): string {
  return `${formatTurkishDate(p.startDate)} - ${formatTurkishDate(p.endDate)} (${formatDays(p.days)} gün)`;
}

/** "2,5" rather than "2.5": Turkish decimal comma. */
export function formatDays(days: number): string {
  return String(days).replace('.', ',');
}

function checked(days: number): number {
  if (toHalfDays(days) < 0) throw new RangeError(`İzin gün sayısı negatif olamaz: ${days}`);
  return days;
}

/** An approved annual-leave request draws on the balance. */
export function usageEntry(p: LeavePeriod): LedgerEntry {
  return {
    kind: 'USAGE',
    days: 0 - checked(p.days),
    effectiveDate: p.startDate,
    reason: `Yıllık izin kullanımı: ${period(p)}`,
    leaveRequestId: p.leaveRequestId ?? null,
  };
}

/** A cancelled (or edited) approved request gives its days back. */
export function returnEntry(p: LeavePeriod & { reason?: string }): LedgerEntry {
  return {
    kind: 'RETURN',
    days: checked(p.days),
    effectiveDate: p.startDate,
    reason: `İzin iadesi: ${period(p)}${p.reason ? ` - ${p.reason}` : ''}`,
    leaveRequestId: p.leaveRequestId ?? null,
  };
}

/** A past annual leave recorded by an admin and confirmed by the employee. */
export function historicalUsageEntry(p: LeavePeriod): LedgerEntry {
  return {
    kind: 'HISTORICAL_USAGE',
    days: 0 - checked(p.days),
    effectiveDate: p.startDate,
    reason: `Geçmiş yıllık izin kaydı: ${period(p)}`,
    leaveRequestId: p.leaveRequestId ?? null,
  };
}
