import { TEXT_LIMITS } from '@paydos/domain';
import { z } from 'zod';
import { billingTypes } from './billing';
import { calendarDate, requestObject, text } from './fields';
import { messages } from './messages';
import { catalogueText } from './catalogue-text';

const m = messages.coupon;

/**
 * Product §5 says the code is upper-cased. Codes are typed into a payment form and read aloud, so they
 * are ASCII letters, digits, `-` and `_` (3 to 40): `toUpperCase` of ASCII is the same in every
 * locale, and `indirim` cannot become both `INDIRIM` and `İNDİRİM`. A Turkish letter is refused.
 */
const CODE = /^[A-Z0-9_-]{3,40}$/;

const code = text('couponCode', { required: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .max(40, { error: m.codeInvalid, abort: true })
  .transform((value) => (/^[\x20-\x7e]*$/.test(value) ? value.toUpperCase() : value))
  .refine((value) => CODE.test(value), { error: m.codeInvalid });

/** `POST /superadmin/coupons` and `PUT /superadmin/coupons/{id}` (the inline edit sends the whole row): defaults 10 % / 1 month / active. */
export const couponBody = requestObject({
  code,
  startDate: calendarDate('startDate', m.required),
  endDate: calendarDate('endDate', m.required),
  discountPercent: z
    .number({ error: m.discountRange })
    .int({ error: m.discountRange })
    .min(1, { error: m.discountRange })
    .max(100, { error: m.discountRange })
    .default(10),
  billingType: z.enum(billingTypes, { error: m.billingType }).default('monthly'),
  durationMonths: z
    .number({ error: m.durationRange })
    .int({ error: m.durationRange })
    .min(1, { error: m.durationRange })
    .max(120, { error: m.durationRange })
    .default(1),
  description: text('description', { multiline: true })
    .trim()
    .max(TEXT_LIMITS.couponDescription, { error: m.descriptionTooLong })
    .nullish(),
  isActive: z.boolean({ error: m.activeFlag }).default(true),
}).refine((body) => body.endDate >= body.startDate, { error: m.endBeforeStart, path: ['endDate'] });
export type CouponBody = z.input<typeof couponBody>;

export const couponIdParams = requestObject({ id: z.uuid({ error: m.notFound }) });

/** Product §3 coupon, as the operator's list shows it. */
export const coupon = z.object({
  id: z.string(),
  code: z.string(),
  discountPercent: z.number(),
  billingType: z.enum(billingTypes),
  durationMonths: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  usageCount: z.number(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Usable today (Istanbul) by checkout's rule: ACTIVE, or why not (switched off, not started, expired). */
  state: z.enum(['ACTIVE', 'INACTIVE', 'NOT_STARTED', 'EXPIRED']),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof coupon>;

export const couponListResponse = z.object({ coupons: z.array(coupon) });
export type CouponListResponse = z.infer<typeof couponListResponse>;
export const couponResponse = z.object({ coupon, message: catalogueText() });
export type CouponResponse = z.infer<typeof couponResponse>;
export const couponDeletedResponse = z.object({ message: catalogueText() });
/** The coupons' list takes no parameters: an unknown one is a Turkish 400 as on every route. */
export const couponListQuery = requestObject({});
