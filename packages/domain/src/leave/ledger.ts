import { compareDates, type CalendarDate } from '../calendar/calendar-date';
import { fromHalfDays, toHalfDays } from './half-days';

/** The ledger kinds the server stores (one balance per employee, product §D4). */
export type LedgerKind =
  | 'OPENING_BALANCE'
  | 'GRANT'
  | 'USAGE'
  | 'RETURN'
  | 'ADJUSTMENT'
  | 'HISTORICAL_USAGE'
  /** Unused extra days (above the legal minimum) whose period ran out (art. 59; carry-over.ts). */
  | 'EXPIRY';

/**
 * One change to an annual balance. `days` is signed: positive adds to the balance
 * (grant, return), negative draws on it (usage). Multiples of 0.5 only.
 */
export interface LedgerEntry {
  kind: LedgerKind;
  days: number;
  effectiveDate: CalendarDate;
  /**
   * The service year a grant, an opening balance or a policy adjustment belongs to.
   * Manual adjustments should leave it null: policyChangeAdjustments treats an adjustment
   * with a service year as a correction of that year's grant.
   */
  serviceYear?: number | null;
  /** Turkish, shown in the ledger: why the balance changed. */
  reason: string;
  leaveRequestId?: string | null;
}

export interface AnnualBalance {
  /** Opening balance + grants + adjustments - expired extra days. */
  total: number;
  /** Usage + historical usage - returns. */
  used: number;
  remaining: number;
  totalHalfDays: number;
  usedHalfDays: number;
  remainingHalfDays: number;
}

const SIGN_RULES: Partial<Record<LedgerKind, { sign: 1 | -1; message: string }>> = {
  GRANT: { sign: 1, message: 'Hak ediş kaydı negatif olamaz' },
  RETURN: { sign: 1, message: 'İade kaydı negatif olamaz' },
  USAGE: { sign: -1, message: 'Kullanım kaydı pozitif olamaz' },
  HISTORICAL_USAGE: { sign: -1, message: 'Geçmiş kullanım kaydı pozitif olamaz' },
  EXPIRY: { sign: -1, message: 'Süresi dolan izin kaydı pozitif olamaz' },
};

const DRAWS: ReadonlySet<LedgerKind> = new Set(['USAGE', 'HISTORICAL_USAGE', 'RETURN']);

/**
 * Total, used and remaining annual leave from ledger entries, summed in integer half-day
 * units so that no half day is ever lost to floating point and the order never matters.
 * With `asOf`, entries effective after that date (future grants) are left out.
 * Throws a RangeError for an entry with a non-half-day amount or the wrong sign.
 */
export function annualBalance(
  entries: ReadonlyArray<Pick<LedgerEntry, 'kind' | 'days'> & Partial<Pick<LedgerEntry, 'effectiveDate'>>>,
  options: { asOf?: CalendarDate } = {},
): AnnualBalance {
  let totalHalfDays = 0;
  let usedHalfDays = 0;
  for (const entry of entries) {
    if (options.asOf && entry.effectiveDate && compareDates(entry.effectiveDate, options.asOf) > 0) continue;
    const units = toHalfDays(entry.days);
    const rule = SIGN_RULES[entry.kind];
    if (rule && units * rule.sign < 0) throw new RangeError(`${rule.message}: ${entry.days}`);
    if (DRAWS.has(entry.kind)) usedHalfDays -= units;
    else totalHalfDays += units;
  }
  const remainingHalfDays = totalHalfDays - usedHalfDays;
  return {
    total: fromHalfDays(totalHalfDays),
    used: fromHalfDays(usedHalfDays),
    remaining: fromHalfDays(remainingHalfDays),
    totalHalfDays,
    usedHalfDays,
    remainingHalfDays,
  };
}
