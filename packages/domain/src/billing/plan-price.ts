/**
 * Plan prices (product §9, §D7), in integer kuruş only: no float ever touches money.
 *
 * - Prices are per active person: `monthlyPriceKurus` for a month, `yearlyPriceKurus` for a whole
 *   YEAR (the operator's pricing and the landing page: 708 TL a year, shown as 59 TL a month).
 * - Monthly plan: people × monthly price, charged every month.
 * - Yearly plan: people × yearly price, charged once a year; shown per month as the year's total / 12.
 * - Yearly discount shown beside it: 1 − yearly / (12 × monthly), as a whole percent.
 * - A coupon takes its percent off the plan's total.
 * - Every division rounds half up to the whole kuruş (or the whole percent).
 */
export type BillingType = 'monthly' | 'yearly';

export const BILLING_MONTHS: Record<BillingType, number> = { monthly: 1, yearly: 12 };

/** numerator / denominator rounded half up, integers only (denominator > 0). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('Tutar hesaplaması yalnızca tam sayı kuruşla yapılır');
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Product §9: 1 − yearly / (12 × monthly), whole percent (half up); null when there is no yearly offer. */
export function yearlyDiscountPercent(
  monthlyPriceKurus: number,
  yearlyPriceKurus: number | null | undefined,
): number | null {
  if (yearlyPriceKurus === null || yearlyPriceKurus === undefined || monthlyPriceKurus <= 0) return null;
  const twelveMonths = 12 * monthlyPriceKurus;
  return divideRoundHalfUp((twelveMonths - yearlyPriceKurus) * 100, twelveMonths);
}

export interface PlanPriceInput {
  billingType: BillingType;
  people: number;
  monthlyPriceKurus: number;
  yearlyPriceKurus: number | null;
  /** The coupon's percent (1..100), 0 without one. */
  couponPercent?: number;
}

export interface PlanQuote {
  billingType: BillingType;
  people: number;
  /** Per person for the plan's whole period (a month or a year). */
  unitPriceKurus: number;
  /** Per person per month: the monthly price, or the yearly price / 12. */
  unitPricePerMonthKurus: number;
  /** people × unit price, before the coupon. */
  listTotalKurus: number;
  couponPercent: number;
  couponDiscountKurus: number;
  /** What is charged for the period. */
  totalKurus: number;
  /** The total per month (the yearly total / 12). */
  totalPerMonthKurus: number;
  /** The yearly plan's discount against twelve monthly payments (product §9); null on the monthly plan. */
  yearlyDiscountPercent: number | null;
}

/** The plan's price for `people`; null when the yearly plan is asked for and not offered. */
export function quotePlan(input: PlanPriceInput): PlanQuote | null {
  const { billingType, monthlyPriceKurus, yearlyPriceKurus } = input;
  const people = Math.max(1, input.people);
  const couponPercent = input.couponPercent ?? 0;
  if (!Number.isInteger(couponPercent) || couponPercent < 0 || couponPercent > 100)
    throw new RangeError('Kupon yüzdesi 0 ile 100 arasında olmalı');
  const unitPriceKurus = billingType === 'monthly' ? monthlyPriceKurus : yearlyPriceKurus;
  if (unitPriceKurus === null) return null;
  const months = BILLING_MONTHS[billingType];
  const listTotalKurus = people * unitPriceKurus;
  const couponDiscountKurus = divideRoundHalfUp(listTotalKurus * couponPercent, 100);
  const totalKurus = listTotalKurus - couponDiscountKurus;
  return {
    billingType,
    people,
    unitPriceKurus,
    unitPricePerMonthKurus: divideRoundHalfUp(unitPriceKurus, months),
    listTotalKurus,
    couponPercent,
    couponDiscountKurus,
    totalKurus,
    totalPerMonthKurus: divideRoundHalfUp(totalKurus, months),
    yearlyDiscountPercent: billingType === 'yearly' ? yearlyDiscountPercent(monthlyPriceKurus, yearlyPriceKurus) : null,
  };
}

/** Monthly recurring revenue of one period's charge: the yearly total counts one twelfth a month. */
export function monthlyEquivalentKurus(billingType: BillingType, totalKurus: number): number {
  return divideRoundHalfUp(totalKurus, BILLING_MONTHS[billingType]);
}

/**
 * The end of a billing period starting at `startMs`: one calendar month (or twelve) later in UTC,
 * clamped to the month's last day (31 January + 1 month = 28/29 February).
 */
export function billingPeriodEnd(startMs: number, billingType: BillingType): number {
  const start = new Date(startMs);
  const day = start.getUTCDate();
  const end = new Date(startMs);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + BILLING_MONTHS[billingType]);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end.getTime();
}

/** Kuruş as lira for the API's TL fields (exact to 2 decimals for any safe integer). */
export function kurusToLira(kurus: number): number {
  return kurus / 100;
}
