import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataUploads, storedFiles, users } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { DataUploadView } from './schemas';

/** The organization page shows the newest uploads; an organization sends a handful, so one page of 200 holds them. */
const LIST_LIMIT = 200;

function query(db: Database) {
  return db
    .select({
      id: dataUploads.id,
      fileName: dataUploads.fileName,
      fileSize: dataUploads.fileSize,
      contentType: storedFiles.contentType,
      uploadedAt: dataUploads.uploadedAt,
      isCompleted: dataUploads.isCompleted,
      completedAt: dataUploads.completedAt,
      scheduledDeleteAt: dataUploads.scheduledDeleteAt,
      notes: dataUploads.notes,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(dataUploads)
    .leftJoin(storedFiles, eq(storedFiles.id, dataUploads.fileId))
    .leftJoin(users, eq(users.id, dataUploads.uploadedById));
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

function view(row: Row): DataUploadView {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    contentType: row.contentType ?? 'application/octet-stream',
    uploadedAt: row.uploadedAt.toISOString(),
    isCompleted: row.isCompleted,
    completedAt: row.completedAt?.toISOString() ?? null,
    scheduledDeleteAt: row.scheduledDeleteAt?.toISOString() ?? null,
    notes: row.notes,
    uploadedBy: row.firstName !== null && row.lastName !== null ? { firstName: row.firstName, lastName: row.lastName } : null,
  };
}

/** This organization's uploads, newest first. */
export async function listUploads(db: Database, scope: TenantScope): Promise<DataUploadView[]> {
  const rows = await query(db).where(inTenant(scope, dataUploads)).orderBy(desc(dataUploads.uploadedAt), desc(dataUploads.id)).limit(LIST_LIMIT);
  return rows.map(view);
}

export async function loadUpload(db: Database, scope: TenantScope, id: string): Promise<DataUploadView | null> {
  const [row] = await query(db).where(inTenant(scope, dataUploads, eq(dataUploads.id, id))).limit(1);
  return row ? view(row) : null;
}
