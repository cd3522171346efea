import { z } from 'zod';
import { messages } from '../../platform/messages';
import { requestObject } from '../../platform/request-fields';

const m = messages.pricing;
/** An upper bound that keeps every amount inside PostgreSQL's integer (1 000 000 TL per user per month is plenty). */
const MAX_KURUS = 100_000_000;

/**
 * Turkish lira with at most 2 decimals on the wire (decisions §7: the API speaks TL under the spec's names),
 * turned into integer kuruş here, before anything stores or computes with it.
 */
const liraAsKurus = (error: string) =>
  z
    .number({ error })
    .min(0, { error })
    .max(MAX_KURUS / 100, { error })
    .refine((lira) => Math.abs(lira * 100 - Math.round(lira * 100)) < 1e-6, { error })
    .transform((lira) => Math.round(lira * 100));

/** `PUT /superadmin/pricing {monthlyPrice, yearlyPrice}` in TL (spec §5: 2 decimals, minimum 0); yearly optional, null means not offered. */
export const pricingBody = requestObject({
  monthlyPrice: liraAsKurus(m.monthlyInvalid),
  yearlyPrice: liraAsKurus(m.yearlyInvalid).nullish(),
});

export const operatorPricingSchema = z.object({
  monthlyPrice: z.number(),
  yearlyPrice: z.number().nullable(),
  /** When the operator last set it; null while the spec's defaults apply. */
  updatedAt: z.string().nullable(),
});

export const pricingResponse = z.object({ pricing: operatorPricingSchema });
export const pricingSavedResponse = z.object({ pricing: operatorPricingSchema, message: z.string() });
