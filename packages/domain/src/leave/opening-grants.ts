import type { CalendarDate } from '../calendar/calendar-date';
import { TEXT_FORMATS } from '../display/text-formats';
import {
  annualLeaveGrants,
  grantForServiceYear,
  type AnnualLeaveGrant,
  type EmployeeLeaveProfile,
} from './annual-leave-grants';
import { toHalfDays } from './half-days';
import type { LedgerEntry } from './ledger';
import { LEDGER_TEXTS } from './ledger-texts';
import type { LeavePolicy } from './leave-policy';
import { completedServiceYears } from './service-years';

export interface OpeningGrantsInput extends EmployeeLeaveProfile {
  policy: Pick<LeavePolicy, 'ranges'>;
  /** The date the employee joins Paydos ("today" in Istanbul). */
  joinedOn: CalendarDate;
  /** The admin's carried-over figure; when given it replaces the current year's grant. */
  carriedOverDays?: number | null;
}

export function grantEntry(grant: AnnualLeaveGrant): LedgerEntry {
  return {
    kind: 'GRANT',
    days: grant.days,
    effectiveDate: grant.date,
    serviceYear: grant.serviceYears,
    reason: grant.reason,
  };
}

/**
 * The ledger entries to write when an employee joins Paydos. A mid-career employee starts
 * with the entitlement of the current service year (earned on the last anniversary),
 * unless the admin gives a carried-over figure, which then stands for everything earned
 * and unused so far (art. 59: unused leave does not expire while employment lasts).
 * Later anniversaries add grants (see dueGrants). An employee whose start date is still
 * ahead gets the service-year-0 grant dated on that start date.
 */
export function openingGrants(input: OpeningGrantsInput): LedgerEntry[] {
  const serviceYear = completedServiceYears(input.startDate, input.joinedOn);
  const carried = input.carriedOverDays;
  if (carried === undefined || carried === null)
    return [grantEntry(grantForServiceYear(input, input.policy, serviceYear))];
  toHalfDays(carried); // refuses a figure that is not a multiple of half a day
  return [
    {
      kind: 'OPENING_BALANCE',
      days: carried,
      effectiveDate: input.joinedOn,
      serviceYear,
      reason: LEDGER_TEXTS.openingBalance(TEXT_FORMATS.date(input.joinedOn), carried),
    },
  ];
}

export interface DueGrantsInput extends EmployeeLeaveProfile {
  policy: Pick<LeavePolicy, 'ranges'>;
  /** The employee's ledger so far (only GRANT and OPENING_BALANCE rows matter). */
  entries: ReadonlyArray<Pick<LedgerEntry, 'kind' | 'serviceYear'>>;
  today: CalendarDate;
}

/**
 * The GRANT entries a daily job should write: every anniversary reached by `today` whose
 * service year comes after the last one already recorded. Writing them is idempotent as
 * long as the job reads the ledger in the same transaction.
 */
export function dueGrants(input: DueGrantsInput): LedgerEntry[] {
  let last = -1;
  for (const e of input.entries) {
    const opensYear = e.kind === 'GRANT' || e.kind === 'OPENING_BALANCE';
    if (opensYear && typeof e.serviceYear === 'number') last = Math.max(last, e.serviceYear);
  }
  return annualLeaveGrants({ ...input, from: input.startDate, to: input.today })
    .filter((g) => g.serviceYears > last)
    .map(grantEntry);
}
