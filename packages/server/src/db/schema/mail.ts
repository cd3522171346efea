import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { mailStatusEnum } from './enums';
import { organizations } from './organizations';

/** Written in the same transaction as the change that causes the mail; a worker delivers it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: mailStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Who did what to personal data (KVKK): exports, erasures, operator edits. */
export const auditLog = pgTable('audit_log', {
  id: id(),
  organizationId: uuid('organization_id'),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  subject: text('subject'),
  createdAt: createdAt(),
});
