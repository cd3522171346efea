import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataUploads, storedFiles, users } from '../../db/schema';
import { newestFirst } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { DataUploadView } from '@paydos/contract/data-uploads';

/** What both sites show of an upload (the organization's list and the operator's). */
export const uploadColumns = {
  id: dataUploads.id,
  fileName: dataUploads.fileName,
  fileSize: dataUploads.fileSize,
  uploadedAt: dataUploads.uploadedAt,
  isCompleted: dataUploads.isCompleted,
  completedAt: dataUploads.completedAt,
  scheduledDeleteAt: dataUploads.scheduledDeleteAt,
  notes: dataUploads.notes,
};

/** The `uploadColumns` of a row as the answer gives them. */
export function uploadFields(row: Pick<typeof dataUploads.$inferSelect, keyof typeof uploadColumns>) {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
    isCompleted: row.isCompleted,
    completedAt: row.completedAt?.toISOString() ?? null,
    scheduledDeleteAt: row.scheduledDeleteAt?.toISOString() ?? null,
    notes: row.notes,
  };
}

const columns = {
  ...uploadColumns,
  contentType: storedFiles.contentType,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The uploads with their file's type and uploader; `extra` columns (a keyset key) ride along. */
function query<Extra extends Record<string, SQL>>(db: Database, extra: Extra = {} as Extra) {
  return db
    .select({ ...columns, ...extra })
    .from(dataUploads)
    .leftJoin(storedFiles, eq(storedFiles.id, dataUploads.fileId))
    .leftJoin(users, eq(users.id, dataUploads.uploadedById));
}

type Row = Awaited<ReturnType<ReturnType<typeof query<Record<never, SQL>>>['execute']>>[number];

function view(row: Row): DataUploadView {
  return {
    ...uploadFields(row),
    contentType: row.contentType ?? 'application/octet-stream',
    uploadedBy:
      row.firstName !== null && row.lastName !== null ? { firstName: row.firstName, lastName: row.lastName } : null,
  };
}

/** This organization's uploads, newest first, one keyset page at a time (product §D7). */
export async function listUploads(db: Database, scope: TenantScope, page: PageRequest) {
  // The cursor is bound to the organization (platform/keyset.ts).
  const order = newestFirst(dataUploads.uploadedAt, dataUploads.id, scope.organizationId);
  const { rows: shown, nextCursor } = await order.readPage(
    query(db, { key: order.key }).where(inTenant(scope, dataUploads, order.after(page.cursor))),
    page.limit,
  );
  return { dataUploads: shown.map(view), nextCursor };
}

export async function loadUpload(db: Database, scope: TenantScope, id: string): Promise<DataUploadView | null> {
  const [row] = await query(db)
    .where(inTenant(scope, dataUploads, eq(dataUploads.id, id)))
    .limit(1);
  return row ? view(row) : null;
}
