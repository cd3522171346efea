export const DEFAULT_MONTHLY_PRICE_KURUS = 6900;

/** Product §9: the yearly plan shows as 59 TL per user per month, i.e. 708 TL per user per year. */
export const DEFAULT_YEARLY_PRICE_KURUS = 70800;
