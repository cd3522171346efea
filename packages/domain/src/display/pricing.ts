/**
 * Yearly discount (spec §9): 1 - yearly price / (12 × monthly price), as a whole percent.
 * Both prices per user and in the same unit (kuruş or lira); the yearly price is for a
 * whole year. With the defaults, 69 TL a month and 59 TL a month billed yearly
 * (708 TL a year): 1 - 708 / 828 = 14 %.
 * Null when there is no yearly price or the monthly price is not positive.
 */
export function yearlyDiscountPercent(monthlyPrice: number, yearlyPrice: number | null | undefined): number | null {
  if (yearlyPrice === null || yearlyPrice === undefined || !(monthlyPrice > 0) || !Number.isFinite(yearlyPrice)) return null;
  return Math.round((1 - yearlyPrice / (12 * monthlyPrice)) * 100);
}

export const DEFAULT_MONTHLY_PRICE_KURUS = 6900;

/** Spec §9: the yearly plan shows as 59 TL per user per month, i.e. 708 TL per user per year. */
export const DEFAULT_YEARLY_PRICE_KURUS = 70800;
