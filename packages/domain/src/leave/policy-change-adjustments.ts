import type { CalendarDate } from '../calendar/calendar-date';
import { grantForServiceYear, type EmployeeLeaveProfile } from './annual-leave-grants';
import { fromHalfDays, toHalfDays } from './half-days';
import type { LedgerEntry } from './ledger';
import { LEDGER_TEXTS } from './ledger-texts';
import type { LeavePolicy } from './leave-policy';
import { completedServiceYears } from './service-years';

export interface PolicyChangeInput extends EmployeeLeaveProfile {
  /** The employee's ledger (GRANT and ADJUSTMENT rows with a service year matter). */
  entries: ReadonlyArray<Pick<LedgerEntry, 'kind' | 'days' | 'serviceYear'>>;
  newPolicy: Pick<LeavePolicy, 'ranges'>;
  today: CalendarDate;
}

/**
 * The ADJUSTMENT entries to write when an organization changes its policy, for one active
 * employee (the caller skips inactive ones). The current service year and every later
 * one already granted are brought to what the new policy gives; closed years stay as they
 * were (they were earned under the policy then in force). A year opened with an admin's
 * carried-over figure (OPENING_BALANCE, no GRANT) keeps that figure. The grant row itself
 * is never rewritten: the ledger keeps the history and the reason for each change.
 */
export function policyChangeAdjustments(input: PolicyChangeInput): LedgerEntry[] {
  const currentYear = completedServiceYears(input.startDate, input.today);
  const grantedYears = new Set<number>();
  const recordedUnits = new Map<number, number>();
  for (const entry of input.entries) {
    const year = entry.serviceYear;
    if (typeof year !== 'number' || year < currentYear) continue;
    if (entry.kind === 'GRANT') grantedYears.add(year);
    if (entry.kind === 'GRANT' || entry.kind === 'ADJUSTMENT') {
      recordedUnits.set(year, (recordedUnits.get(year) ?? 0) + toHalfDays(entry.days));
    }
  }
  const adjustments: LedgerEntry[] = [];
  for (const year of [...grantedYears].sort((a, b) => a - b)) {
    const before = fromHalfDays(recordedUnits.get(year) ?? 0);
    const after = grantForServiceYear(input, input.newPolicy, year).days;
    if (after === before) continue;
    adjustments.push({
      kind: 'ADJUSTMENT',
      days: fromHalfDays(toHalfDays(after) - toHalfDays(before)),
      effectiveDate: input.today,
      serviceYear: year,
      reason: LEDGER_TEXTS.policyChange(year, before, after),
    });
  }
  return adjustments;
}
