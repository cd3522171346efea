import type { CalendarDate } from '../calendar/calendar-date';
import { legalValueOn, type LegalFigureKey } from './legal-figures';
import type { LeavePolicy } from './leave-policy';
import type { TenureBand } from './leave-policy-fields';
import { ENTITLEMENT_TEXTS } from './ledger-texts';

export interface AnnualEntitlementInput {
  /** Completed years of service on the anniversary; 0 is the first day of work. */
  serviceYears: number;
  /** Age on that anniversary; null when the birth date is unknown (no age minimum then). */
  ageOnAnniversary: number | null;
  underground: boolean;
  policy: Pick<LeavePolicy, 'ranges'>;
  /** The anniversary, to read the legal figures in force then; default: the latest figures. */
  onDate?: CalendarDate;
}

export interface AnnualEntitlementExplanation {
  days: number;
  band: TenureBand;
  policyDays: number;
  /** Art. 53/2 minimum for the tenure (0 in the first year). */
  tenureMinimum: number;
  /** Art. 53/3 minimum for ages 18 and younger, 50 and older (0 when it does not apply). */
  ageMinimum: number;
  /** Art. 53 last paragraph: 4 days for underground work (0 when it does not apply). */
  undergroundExtra: number;
  /** Turkish one-line explanation for the ledger and the UI. */
  reason: string;
}

/** Band of a grant: the one earned on completing `serviceYears` (5 is still 1-5, art. 53/2-a). */
export function tenureBandOf(serviceYears: number): TenureBand {
  if (serviceYears < 1) return '0-1';
  if (serviceYears <= 5) return '1-5';
  if (serviceYears < 15) return '5-15';
  return '15+';
}

const FAR_FUTURE = '9999-12-31';

const TENURE_MINIMUM_FIGURE: Readonly<Record<TenureBand, LegalFigureKey>> = {
  '0-1': 'annual.band1to5Days', // never read: no legal right in the first year
  '1-5': 'annual.band1to5Days',
  '5-15': 'annual.band5to15Days',
  '15+': 'annual.band15PlusDays',
};

export function explainAnnualEntitlement(input: AnnualEntitlementInput): AnnualEntitlementExplanation {
  const { serviceYears, ageOnAnniversary, underground, policy } = input;
  if (!Number.isInteger(serviceYears) || serviceYears < 0) {
    throw new RangeError(`Hizmet yılı sıfır veya pozitif bir tam sayı olmalıdır: ${serviceYears}`);
  }
  const on = input.onDate ?? FAR_FUTURE;
  const band = tenureBandOf(serviceYears);
  const policyDays = policy.ranges[band];
  // No legal right before one year of service (art. 53/1): the 0-1 band is the company's.
  const hasLegalRight = serviceYears >= Math.max(1, legalValueOn('annual.qualifyingYears', on));
  const tenureMinimum = hasLegalRight ? legalValueOn(TENURE_MINIMUM_FIGURE[band], on) : 0;
  const ageApplies = hasLegalRight && ageOnAnniversary !== null && (ageOnAnniversary <= 18 || ageOnAnniversary >= 50);
  const ageMinimum = ageApplies ? legalValueOn('annual.ageMinimumDays', on) : 0;
  const base = Math.max(policyDays, tenureMinimum, ageMinimum);
  // "4 more days in every band" (product §D4); a band with no leave at all stays at 0.
  const undergroundExtra = underground && base > 0 ? legalValueOn('annual.undergroundExtraDays', on) : 0;
  const days = base + undergroundExtra;
  const figures = { days, band, policyDays, tenureMinimum, ageMinimum, undergroundExtra };
  return { ...figures, reason: reasonText(serviceYears, figures) };
}

function reasonText(serviceYears: number, f: Omit<AnnualEntitlementExplanation, 'reason'>): string {
  const t = ENTITLEMENT_TEXTS;
  const figures = [t.policy(f.policyDays)];
  if (serviceYears < 1) figures.push(t.noLegalRightYet);
  if (f.tenureMinimum > 0) figures.push(t.tenureMinimum(f.tenureMinimum));
  if (f.ageMinimum > 0) figures.push(t.ageMinimum(f.ageMinimum));
  if (f.undergroundExtra > 0) figures.push(t.underground(f.undergroundExtra));
  const year = serviceYears === 0 ? t.firstYear : t.serviceYear(serviceYears);
  return t.reason(year, f.days, figures.join(', '));
}

/** Days earned on the anniversary that completes `serviceYears` (see explainAnnualEntitlement). */
export function annualEntitlement(input: AnnualEntitlementInput): number {
  return explainAnnualEntitlement(input).days;
}
