import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { mailStatusEnum } from './enums';
import { organizationReference, organizations } from './organizations';

/**
 * Written in the same transaction as the change that causes the mail; a worker delivers it.
 * `secrets` are the one-time tokens the mail carries (a reset, invitation or consent link): once the
 * SMTP server accepts the mail (or it fails for good), the worker's SENT/FAILED mark replaces them in
 * subject, html and text by a placeholder, empties `secrets` and sets `redacted_at`, in one update
 * (features/mail/redaction.ts). Without SMTP (STORED, the operator's mailbox) they stay readable.
 */
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
    secrets: text('secrets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    redactedAt: timestamp('redacted_at', { withTimezone: true }),
    status: mailStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The operator's mailbox pages newest first on (created_at, id).
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_organization_idx').on(t.organizationId),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Who did what (operator writes, admins' sensitive actions, KVKK exports and erasures): written in the
 * transaction of the change by `platform/audit.ts` `recordAudit`. No foreign keys: an entry outlives
 * the organization or person it names (an erasure's own entry must survive it), and personal fields
 * in `before`/`after` are masked before they get here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    organizationId: uuid('organization_id'),
    actorKind: text('actor_kind').$type<'OPERATOR' | 'USER' | 'SYSTEM'>().notNull(),
    actorId: uuid('actor_id'),
    /** The operator's username, or the user's role: never a person's name or e-mail. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_organization_created_idx').on(t.organizationId, t.createdAt),
  ],
);

/**
 * One row per scheduled mail sent (features/scheduled-mails): the occasion ('birthday', 'anniversary',
 * 'admin-digest', 'trial-ending', 'renewal-failed'), whom it is about (a person or an organization) and the
 * Istanbul date it is for. The unique index is the exactly-once claim: the row and the outbox mail are
 * written in one transaction, and a second claim of the same key inserts nothing.
 */
export const scheduledMailOccasions = pgTable(
  'scheduled_mail_occasions',
  {
    id: id(),
    organizationId: organizationReference(),
    occasion: text('occasion').notNull(),
    subjectId: uuid('subject_id').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scheduled_mail_occasions_key').on(t.occasion, t.subjectId, t.localDate),
    index('scheduled_mail_occasions_organization_idx').on(t.organizationId),
  ],
);
