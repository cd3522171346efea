import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * The per-account login budget every login route shares (features/auth/login-throttle.ts): one row
 * per account that has failed since its last success. `key` is the SHA-256 of the account (the
 * organization's id and the normalized e-mail, or the operator's username), so an address a
 * stranger typed is not kept in plain text. Housekeeping removes rows a day after their last failure.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    /** The organization of a user login; null for the operator's. Erased with the organization. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No attempt is checked before this moment (the growing delay). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [
    index('login_throttles_organization_idx').on(t.organizationId),
    index('login_throttles_last_failure_idx').on(t.lastFailureAt),
  ],
);
