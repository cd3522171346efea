import { compareDates, type CalendarDate } from '../calendar/calendar-date';
import { explainAnnualEntitlement } from './annual-entitlement';
import type { LeavePolicy } from './leave-policy';
import type { TenureBand } from './leave-policy-fields';
import { ageOn, completedServiceYears, serviceAnniversary } from './service-years';

/** What the rules need to know about an employee. */
export interface EmployeeLeaveProfile {
  startDate: CalendarDate;
  /** null when unknown: the age minimum of art. 53/3 is then not applied. */
  birthDate: CalendarDate | null;
  /** Works underground (art. 53 last paragraph: 4 more days). */
  underground: boolean;
}

/** Annual leave earned on one service anniversary. */
export interface AnnualLeaveGrant {
  /** The anniversary (the start date for serviceYears 0). */
  date: CalendarDate;
  serviceYears: number;
  days: number;
  ageOnAnniversary: number | null;
  band: TenureBand;
  /** Turkish explanation, e.g. "6. hizmet yılı: 20 gün yıllık izin hakkı (...)". */
  reason: string;
}

/** The grant of one service year under a policy, with the legal figures of its anniversary. */
export function grantForServiceYear(
  profile: EmployeeLeaveProfile,
  policy: Pick<LeavePolicy, 'ranges'>,
  serviceYears: number,
): AnnualLeaveGrant {
  const date = serviceAnniversary(profile.startDate, serviceYears);
  const ageOnAnniversary = profile.birthDate === null ? null : ageOn(profile.birthDate, date);
  const explained = explainAnnualEntitlement({
    serviceYears,
    ageOnAnniversary,
    underground: profile.underground,
    policy,
    onDate: date,
  });
  return { date, serviceYears, days: explained.days, ageOnAnniversary, band: explained.band, reason: explained.reason };
}

export interface AnnualLeaveGrantsInput extends EmployeeLeaveProfile {
  policy: Pick<LeavePolicy, 'ranges'>;
  /** First date of the window, included. */
  from: CalendarDate;
  /** Last date of the window, included. */
  to: CalendarDate;
}

/**
 * The grants due from `from` to `to` (both included): one per anniversary, including the
 * start date itself (service year 0, usually 0 days: no annual leave before one year).
 * Zero-day grants are kept so that the ledger can say why there is nothing to take.
 */
export function annualLeaveGrants(input: AnnualLeaveGrantsInput): AnnualLeaveGrant[] {
  const { from, to, policy } = input;
  const grants: AnnualLeaveGrant[] = [];
  if (compareDates(to, from) < 0 || compareDates(to, input.startDate) < 0) return grants;
  // Start one year early: the window may begin on a clamped 28 February anniversary.
  let serviceYears = Math.max(0, completedServiceYears(input.startDate, from) - 1);
  for (;;) {
    const date = serviceAnniversary(input.startDate, serviceYears);
    if (compareDates(date, to) > 0) break;
    if (compareDates(date, from) >= 0) grants.push(grantForServiceYear(input, policy, serviceYears));
    serviceYears += 1;
  }
  return grants;
}
