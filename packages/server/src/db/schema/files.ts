import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded bytes live in PostgreSQL so that any app instance can serve them (decisions §6). */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    organizationId: uuid('organization_id'),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_organization_idx').on(t.organizationId)],
);
