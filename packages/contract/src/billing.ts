import { cardDigits, cardExpiryNotPast, isCardExpiry, isCardNumber, istanbulToday } from '@paydos/domain';
import { z } from 'zod';
import { pageQuery } from '@paydos/contract/page';
import { messages } from '@paydos/contract/messages';
import { requestObject, text } from '@paydos/contract/fields';

const m = messages.billing;

const billingType = z.enum(['monthly', 'yearly'], { error: m.billingTypeInvalid });
const couponCode = text('couponCode').trim().max(50).optional();

export const quoteBody = requestObject({ billingType, couponCode });

export const checkoutBody = requestObject({
  billingType,
  couponCode,
  card: requestObject({
    number: text('cardNumber', { required: m.cardNumberInvalid })
      .refine(isCardNumber, { error: m.cardNumberInvalid })
      .transform(cardDigits),
    expiry: text('cardExpiry', { required: m.cardExpiryInvalid })
      .trim()
      .refine(isCardExpiry, { error: m.cardExpiryInvalid, abort: true })
      .refine((value) => cardExpiryNotPast(value, istanbulToday(new Date())), { error: m.cardExpired }),
    cvc: text('cardCvc', { required: m.cardCvcInvalid })
      .trim()
      .regex(/^\d{3,4}$/, { error: m.cardCvcInvalid }),
    holder: text('cardHolder', { required: m.cardHolderRequired })
      .trim()
      .min(2, { error: m.cardHolderRequired })
      .max(100),
  }),
});

export const paymentIdParams = requestObject({ id: z.uuid({ error: m.paymentNotFound }) });

const offer = z.object({
  billingType: z.enum(['monthly', 'yearly']),
  people: z.number().int(),
  unitPriceTL: z.number(),
  unitPricePerMonthTL: z.number(),
  listTotalTL: z.number(),
  couponPercent: z.number().int(),
  couponDiscountTL: z.number(),
  totalTL: z.number(),
  totalPerMonthTL: z.number(),
  yearlyDiscountPercent: z.number().int().nullable(),
});

export const quoteResponse = z.object({ offer, couponCode: z.string().nullable() });

const paymentSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.enum(['CHECKOUT', 'RENEWAL', 'SEATS']),
  status: z.enum(['SUCCEEDED', 'FAILED']),
  billingType: z.enum(['monthly', 'yearly']),
  userCount: z.number().int(),
  amountTL: z.number(),
  discountPercent: z.number().int(),
  couponCode: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  cardLast4: z.string().nullable(),
});

export const summaryResponse = z.object({
  subscription: z.object({
    state: z.enum(['TRIAL', 'TRIAL_EXPIRED', 'ACTIVE', 'CANCELLING', 'GRACE', 'CANCELLED']),
    status: z.enum(['TRIAL', 'ACTIVE', 'CANCELLED']),
    trialEndsAt: z.string(),
    trialDaysLeft: z.number().int(),
    billingType: z.enum(['monthly', 'yearly']).nullable(),
    currentPeriodEndsAt: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    graceEndsAt: z.string().nullable(),
    pricePerUserTL: z.number().nullable(),
    discountPercent: z.number().int(),
    cardLast4: z.string().nullable(),
  }),
  people: z.number().int(),
  /** Seats the running paid period is paid for (null without one) and the active people. */
  seats: z.object({ paid: z.number().int().nullable(), inUse: z.number().int() }),
  offers: z.object({ monthly: offer, yearly: offer.nullable() }),
  /** The payment history's first page (newest first); the next ones are GET /api/billing/payments after `paymentsNextCursor`. */
  payments: z.array(paymentSchema),
  paymentsNextCursor: z.string().nullable(),
});

/** GET /api/billing/payments: product §D7 keyset paging, `limit` (default 50, at most 500) and the previous page's `nextCursor`. */
export const paymentsQuery = requestObject({ ...pageQuery });
export const paymentsResponse = z.object({ payments: z.array(paymentSchema), nextCursor: z.string().nullable() });

export const seatQuoteResponse = z.object({
  seatsCount: z.boolean(),
  paidSeats: z.number().int().nullable(),
  activePeople: z.number().int(),
  extraSeats: z.number().int(),
  amountTL: z.number(),
  daysLeft: z.number().int().nullable(),
  periodDays: z.number().int().nullable(),
  currentPeriodEndsAt: z.string().nullable(),
  cardLast4: z.string().nullable(),
});

export const checkoutResponse = z.object({
  paymentId: z.string(),
  currentPeriodEndsAt: z.string(),
  message: z.string(),
});
export const cancelResponse = z.object({ currentPeriodEndsAt: z.string(), message: z.string() });

export const metricsResponse = z.object({
  mrrTL: z.number(),
  payingOrganizations: z.number().int(),
  trialOrganizations: z.number().int(),
  paidOrganizations: z.number().int(),
  conversionPercent: z.number(),
  churnPercent: z.number(),
  churnedLast30Days: z.number().int(),
  series: z.array(
    z.object({
      month: z.string(),
      mrrTL: z.number(),
      revenueTL: z.number(),
      newPaying: z.number().int(),
      renewals: z.number().int(),
      failedPayments: z.number().int(),
      churned: z.number().int(),
    }),
  ),
});
