import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@paydos/contract/api-keys';
import { createdAt, id } from './columns';
import { organizationReference } from './organizations';
import { users } from './people';

/**
 * An organization's keys for the public API /api/v1 (issue 26, docs/SECURITY.md "API keys"). The
 * secret is shown once and kept only as its SHA-256 (`token_hash`, like sessions), so a database
 * copy gives no working key; `prefix` is its first characters, for telling keys apart. A revoked key
 * stays (the audit log and the card name it) and is refused.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    organizationId: organizationReference(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: uuid('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('api_keys_organization_created_idx').on(t.organizationId, t.createdAt),
    index('api_keys_organization_live_idx')
      .on(t.organizationId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
