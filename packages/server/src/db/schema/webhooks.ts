import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizationReference } from './organizations';

/**
 * An ADMIN's HTTPS endpoint for webhooks (issue 26 item 3, features/webhooks). `secret` signs every
 * delivery (HMAC-SHA256), so it is kept sealed under the installation's key (platform/sealed-secrets.ts): shown to the ADMIN once, at creation, and never
 * answered again (docs/SECURITY.md, "Webhooks"). PAUSED endpoints get no new events and no deliveries;
 * `paused_reason` says whether an ADMIN paused it or deliveries failed for 3 days (`failing_since`).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    organizationId: organizationReference(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    status: text('status').$type<'ACTIVE' | 'PAUSED'>().notNull().default('ACTIVE'),
    pausedReason: text('paused_reason').$type<'ADMIN' | 'FAILING'>(),
    /** The first failure since the last success; three days of it pause the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_organization_idx').on(t.organizationId, t.createdAt)],
);

/**
 * The webhook outbox: one row per event per endpoint, written in the transaction of the command that
 * causes the event (`queueWebhookEvent`). `event_id` is the event's stable id, the same on every
 * endpoint and every attempt (the `Paydos-Event-Id` header). The delivery worker claims due rows with
 * `FOR UPDATE SKIP LOCKED`, leasing them until `claimed_until` and counting `attempts` (the fencing
 * token, never reset); `retry_step` drives the backoff and starts again on "Tekrar gönder";
 * `deadline_at` is three days after the event (or the resend), after which a failure is final.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    organizationId: organizationReference(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<'PENDING' | 'DELIVERED' | 'FAILED'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    retryStep: integer('retry_step').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The delivery log of one endpoint, newest first (keyset on created_at, id).
    index('webhook_events_endpoint_idx').on(t.organizationId, t.endpointId, t.createdAt, t.id),
    // The worker's claim: the due rows of every organization.
    index('webhook_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'PENDING'`),
    uniqueIndex('webhook_events_event_endpoint_key').on(t.eventId, t.endpointId),
  ],
);

/** Every attempt of a delivery: its answer's status code (null: no answer), error and duration. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    organizationId: organizationReference(),
    webhookEventId: uuid('webhook_event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_deliveries_event_idx').on(t.organizationId, t.webhookEventId, t.attemptedAt)],
);
