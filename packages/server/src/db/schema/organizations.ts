import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    isActive: boolean('is_active').notNull().default(true),
    /** Birthday mails (the person's and the admins' morning note) for the whole organization; decisions §7. */
    birthdayMailsEnabled: boolean('birthday_mails_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organizations_subdomain_key').on(t.subdomain)],
);

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
  /** Price per user per month when the plan was bought: existing subscriptions keep their price. */
  pricePerUserKurus: integer('price_per_user_kurus'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
