import { boolean, date, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { billingTypeEnum, subscriptionStatusEnum } from './enums';
import { storedFiles } from './files';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address'),
    phone: text('phone'),
    website: text('website'),
    subdomain: text('subdomain').notNull(),
    logoFileId: uuid('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The leave policy as parsed by the domain package (ranges, workingDays, description). */
    leavePolicy: jsonb('leave_policy').notNull(),
    /** Months after a service year ends when its unused extra days (above the legal minimum) expire; null: never (art. 59). */
    extraLeaveExpiryMonths: integer('extra_leave_expiry_months'),
    /** The day that rule was set: expiry dates before it are never applied (no retroactive loss). */
    extraLeaveExpiryFrom: date('extra_leave_expiry_from', { mode: 'string' }),
    /** The working day in minutes (docs/decisions/015): converts hourly leave to days; 450 = 7.5 hours. */
    dailyWorkingMinutes: integer('daily_working_minutes').notNull().default(450),
    /** Whether unpaid and disabled-child care leave may be asked in hours (nursing leave always is). */
    hourlyLeaveAllowed: boolean('hourly_leave_allowed').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Birthday mails (the person's and the admins' morning note) for the whole organization; product §D7. */
    birthdayMailsEnabled: boolean('birthday_mails_enabled').notNull().default(true),
    /** The approval flow (issue 23, domain ApprovalFlow): one step by default, as the spec has it. */
    approvalFlow: jsonb('approval_flow').notNull().default({ kind: 'ADMIN_ONLY', leaveTypeRoutes: {} }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organizations_subdomain_key').on(t.subdomain)],
);

/** The organization a tenant row belongs to: required, and erased with the organization. */
export const organizationReference = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  organizationId: uuid('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  status: subscriptionStatusEnum('status').notNull().default('TRIAL'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  billingType: billingTypeEnum('billing_type'),
  currentPeriodEndsAt: timestamp('current_period_ends_at', { withTimezone: true }),
  /** Price per user for the plan's period (a month, or a year on the yearly plan) when it was bought: locked, renewals keep it. */
  pricePerUserKurus: integer('price_per_user_kurus'),
  currentPeriodStartsAt: timestamp('current_period_starts_at', { withTimezone: true }),
  /** The admin cancelled: the plan runs to its period's end, then CANCELLED. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Set when a renewal failed: the organization keeps working until then (product §D7: 7 days), then 402. */
  graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
  /** The coupon of the purchase (coupons.id; no foreign key across schema files), its percent locked, applied to charges before `discountEndsAt`. */
  couponId: uuid('coupon_id'),
  discountPercent: integer('discount_percent').notNull().default(0),
  discountEndsAt: timestamp('discount_ends_at', { withTimezone: true }),
  /** The payment provider's reference to the card for renewals, and its last 4 digits (never the number). */
  cardToken: text('card_token'),
  cardLast4: text('card_last4'),
  /** Seats the running paid period is paid for (checkout and renewal: the active people then; grown by seat charges); null on a trial. */
  paidSeats: integer('paid_seats'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
