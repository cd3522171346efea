import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { storedFiles } from './files';
import { leaveRequests } from './leaves';
import { organizationReference } from './organizations';
import { users } from './people';

/**
 * A proof document of an excuse, sick or maternity leave (issue 24 item 5): the bytes are a
 * stored file (decision 011), this row ties them to the leave. Deleting the leave (its person, its
 * organization) deletes the row by cascade, and the row's delete trigger deletes the stored bytes
 * (migration 0026, hand-written block), so no health data outlives its leave.
 */
export const leaveDocuments = pgTable(
  'leave_documents',
  {
    id: id(),
    organizationId: organizationReference(),
    leaveRequestId: uuid('leave_request_id')
      .notNull()
      .references(() => leaveRequests.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** As the uploader's browser named it (checked like every uploaded name). */
    fileName: text('file_name').notNull(),
    /** The stored file's type (read from its content) and size, kept here so a list reads this table alone. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_documents_leave_idx').on(t.organizationId, t.leaveRequestId),
    uniqueIndex('leave_documents_file_key').on(t.fileId),
  ],
);
