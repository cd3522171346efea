import { customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded bytes live in PostgreSQL so that any app instance can serve them (product §D6): the first
 * megabyte in `content`, the rest in `stored_file_chunks`, one megabyte a row (platform/stored-files.ts),
 * so no statement ever carries a whole 50 MB value (docs/SECURITY.md "Uploads").
 */
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

/** The bytes of a stored file after its first megabyte, one megabyte per row in order (`seq` from 1). */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id'),
    seq: integer('seq').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.seq] }),
    index('stored_file_chunks_organization_idx').on(t.organizationId),
  ],
);
