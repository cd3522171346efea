import type { CalendarDate } from '../calendar/calendar-date';
import { TEXT_FORMATS } from '../display/text-formats';
import { toHalfDays } from './half-days';
import type { LedgerEntry } from './ledger';
import { LEDGER_TEXTS } from './ledger-texts';

export { formatDays } from './format-days';

/** Builders for the entries an annual-leave request writes, with their Turkish reasons (LEDGER_TEXTS). */
export interface LeavePeriod {
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** Leave days of the request (countLeaveDays), positive. */
  days: number;
  leaveRequestId?: string | null;
}

/** The period's dates and days as a reason's arguments: "01.03.2026", "05.03.2026", 5. */
function period(p: LeavePeriod): [string, string, number] {
  return [TEXT_FORMATS.date(p.startDate), TEXT_FORMATS.date(p.endDate), p.days];
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
    reason: LEDGER_TEXTS.usage(...period(p)),
    leaveRequestId: p.leaveRequestId ?? null,
  };
}

/** A cancelled (or edited) approved request gives its days back. */
export function returnEntry(p: LeavePeriod & { reason?: string }): LedgerEntry {
  return {
    kind: 'RETURN',
    days: checked(p.days),
    effectiveDate: p.startDate,
    reason: p.reason ? LEDGER_TEXTS.returnedBecause(...period(p), p.reason) : LEDGER_TEXTS.returned(...period(p)),
    leaveRequestId: p.leaveRequestId ?? null,
  };
}

/** A past annual leave recorded by an admin and confirmed by the employee. */
export function historicalUsageEntry(p: LeavePeriod): LedgerEntry {
  return {
    kind: 'HISTORICAL_USAGE',
    days: 0 - checked(p.days),
    effectiveDate: p.startDate,
    reason: LEDGER_TEXTS.historicalUsage(...period(p)),
    leaveRequestId: p.leaveRequestId ?? null,
  };
}
