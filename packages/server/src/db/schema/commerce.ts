import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { billingEventKindEnum, billingTypeEnum, paymentKindEnum, paymentStatusEnum } from './enums';
import { storedFiles } from './files';
import { organizationReference, subscriptions } from './organizations';
import { operators, users } from './people';

export const coupons = pgTable('coupons', {
  id: id(),
  code: text('code').notNull().unique(),
  discountPercent: integer('discount_percent').notNull(),
  billingType: billingTypeEnum('billing_type').notNull().default('monthly'),
  durationMonths: integer('duration_months').notNull().default(1),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  usageCount: integer('usage_count').notNull().default(0),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** Price history: the newest row is the current price; amounts in kuruş. */
export const prices = pgTable('prices', {
  id: id(),
  monthlyPriceKurus: integer('monthly_price_kurus').notNull(),
  yearlyPriceKurus: integer('yearly_price_kurus'),
  updatedByOperatorId: uuid('updated_by_operator_id').references(() => operators.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Every charge attempt (checkout, renewal, seats added during a period), succeeded or failed; amounts in kuruş. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    organizationId: organizationReference(),
    billingType: billingTypeEnum('billing_type').notNull(),
    userCount: integer('user_count').notNull(),
    /** What was charged (or tried): list total minus the coupon's discount. */
    amountKurus: integer('amount_kurus').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    paidById: uuid('paid_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    status: paymentStatusEnum('status').notNull().default('SUCCEEDED'),
    kind: paymentKindEnum('kind').notNull().default('CHECKOUT'),
    /** Per person for the period, before the coupon. */
    listPriceKurus: integer('list_price_kurus'),
    discountPercent: integer('discount_percent').notNull().default(0),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    /** A renewal's key, subscription + the period it opens: one successful charge per period, whatever runs the renewal. */
    renewalKey: text('renewal_key'),
    /** A seat charge (kind SEATS): the whole days left of the period it was prorated over, and the period's days. */
    proratedDays: integer('prorated_days'),
    periodDays: integer('period_days'),
  },
  (t) => [
    uniqueIndex('payments_renewal_key_succeeded')
      .on(t.renewalKey)
      .where(sql`${t.status} = 'SUCCEEDED'`),
    // The payment history's keyset order (billing/list-payments.ts).
    index('payments_organization_created_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);

/** A coupon is used once per organization (the spec sets no total limit); this row is that use. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    organizationId: organizationReference(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_coupon_organization').on(t.couponId, t.organizationId),
    index('coupon_redemptions_organization_idx').on(t.organizationId),
  ],
);

/** The subscription's history, for the operator's MRR, conversion and churn. */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: id(),
    organizationId: organizationReference(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: billingEventKindEnum('kind').notNull(),
    billingType: billingTypeEnum('billing_type'),
    amountKurus: integer('amount_kurus'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_events_at').on(t.at), index('billing_events_organization').on(t.organizationId, t.at)],
);

export const dataUploads = pgTable(
  'data_uploads',
  {
    id: id(),
    organizationId: organizationReference(),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    scheduledDeleteAt: timestamp('scheduled_delete_at', { withTimezone: true }),
    notes: text('notes'),
  },
  // The uploads list's keyset order (data-uploads/list-uploads.ts).
  (t) => [index('data_uploads_organization_uploaded_idx').on(t.organizationId, t.uploadedAt, t.id)],
);
