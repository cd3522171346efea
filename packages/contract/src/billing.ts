import { cardDigits, cardExpiryNotPast, isCardExpiry, isCardNumber, istanbulToday } from '@paydos/domain';
import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { pageQuery } from './page';
import { catalogueText } from './catalogue-text';

const m = messages.billing;

/** The two plans; answers carry the list, requests refuse anything else with a Turkish 400. */
export const billingTypes = ['monthly', 'yearly'] as const;
const billingType = z.enum(billingTypes, { error: m.billingTypeInvalid });
const couponCode = text('couponCode').trim().max(50).optional();

export const quoteBody = requestObject({ billingType, couponCode });
export type QuoteBody = z.input<typeof quoteBody>;

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
export type CheckoutBody = z.input<typeof checkoutBody>;
/** The card as the form sends it (the server strips its spaces). */
export type CardValues = CheckoutBody['card'];

export const paymentIdParams = requestObject({ id: z.uuid({ error: m.paymentNotFound }) });

/** A plan priced now for the active people; amounts in lira on the page's wire (kuruş inside, docs/decisions/006). */
export const offer = z.object({
  billingType: z.enum(billingTypes),
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
export type Offer = z.infer<typeof offer>;

export const quoteResponse = z.object({ offer, couponCode: z.string().nullable() });
export type QuoteResponse = z.infer<typeof quoteResponse>;

export const payment = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.enum(['CHECKOUT', 'RENEWAL', 'SEATS']),
  status: z.enum(['SUCCEEDED', 'FAILED']),
  billingType: z.enum(billingTypes),
  userCount: z.number().int(),
  amountTL: z.number(),
  discountPercent: z.number().int(),
  couponCode: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

/** Where the organization's plan stands, as the billing page shows it. */
export const planStates = ['TRIAL', 'TRIAL_EXPIRED', 'ACTIVE', 'CANCELLING', 'GRACE', 'CANCELLED'] as const;
export type PlanState = (typeof planStates)[number];

export const billingSummary = z.object({
  subscription: z.object({
    state: z.enum(planStates),
    status: z.enum(['TRIAL', 'ACTIVE', 'CANCELLED']),
    trialEndsAt: z.string(),
    trialDaysLeft: z.number().int(),
    billingType: z.enum(billingTypes).nullable(),
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
  payments: z.array(payment),
  paymentsNextCursor: z.string().nullable(),
});
export type BillingSummary = z.infer<typeof billingSummary>;

/** GET /api/billing/payments: product §D7 keyset paging, `limit` (default 50, at most 500) and the previous page's `nextCursor`. */
export const paymentsQuery = requestObject({ ...pageQuery });
export const paymentsResponse = z.object({ payments: z.array(payment), nextCursor: z.string().nullable() });
export type PaymentsResponse = z.infer<typeof paymentsResponse>;

/** GET /api/billing/seat-quote: what activating one more person costs now (ADMIN). */
export const seatQuote = z.object({
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
export type SeatQuote = z.infer<typeof seatQuote>;

export const checkoutResponse = z.object({
  paymentId: z.string(),
  currentPeriodEndsAt: z.string(),
  message: catalogueText(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
export const cancelResponse = z.object({ currentPeriodEndsAt: z.string(), message: catalogueText() });
export type CancelResponse = z.infer<typeof cancelResponse>;

/** The operator's billing figures: MRR, conversion, churn and a 12-month series. */
export const billingMetrics = z.object({
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
export type BillingMetrics = z.infer<typeof billingMetrics>;
