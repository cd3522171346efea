import { z } from 'zod';
import { requestObject } from './fields';
import { messages } from './messages';
import { catalogueText } from './catalogue-text';

const m = messages.pricing;
/** An upper bound that keeps every amount inside PostgreSQL's integer (1 000 000 TL per user per month is plenty). */
const MAX_KURUS = 100_000_000;

/** A price in integer kuruş on the operator's wire (product §3, §D7), from 0 to MAX_KURUS. */
const kurus = (error: string) => z.number({ error }).int({ error }).min(0, { error }).max(MAX_KURUS, { error });

/** `PUT /superadmin/pricing {monthlyPrice, yearlyPrice}` in kuruş (product §3: 6900 is 69 TL, minimum 0); yearly optional, null means not offered. */
export const pricingBody = requestObject({
  monthlyPrice: kurus(m.monthlyInvalid),
  yearlyPrice: kurus(m.yearlyInvalid).nullish(),
});
export type PricingBody = z.input<typeof pricingBody>;
/** The operator's price takes no parameters: an unknown one is a Turkish 400 as on every route. */
export const pricingQuery = requestObject({});

/** The operator's view: kuruş (product §3), as integers. */
export const operatorPricing = z.object({
  monthlyPrice: z.number().int(),
  yearlyPrice: z.number().int().nullable(),
  /** When the operator last set it; null while the spec's defaults apply. */
  updatedAt: z.string().nullable(),
});

export type OperatorPricing = z.infer<typeof operatorPricing>;

export const pricingResponse = z.object({ pricing: operatorPricing });
export type PricingResponse = z.infer<typeof pricingResponse>;
export const pricingSavedResponse = z.object({ pricing: operatorPricing, message: catalogueText() });
export type PricingSavedResponse = z.infer<typeof pricingSavedResponse>;

/** GET /api/pricing/current, the public price: lira per user (monthly; yearly for a whole year, null when not offered). */
export const currentPrice = z.object({ monthlyPriceTL: z.number(), yearlyPriceTL: z.number().nullable() });
export type CurrentPrice = z.infer<typeof currentPrice>;
