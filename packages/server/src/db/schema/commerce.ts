import { boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { billingTypeEnum } from './enums';
import { storedFiles } from './files';
import { organizations } from './organizations';
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

export const payments = pgTable('payments', {
  id: id(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  billingType: billingTypeEnum('billing_type').notNull(),
  userCount: integer('user_count').notNull(),
  amountKurus: integer('amount_kurus').notNull(),
  couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference'),
  paidById: uuid('paid_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const dataUploads = pgTable('data_uploads', {
  id: id(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  fileSize: integer('file_size').notNull(),
  uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  isCompleted: boolean('is_completed').notNull().default(false),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  scheduledDeleteAt: timestamp('scheduled_delete_at', { withTimezone: true }),
  notes: text('notes'),
});
