import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataUploads, storedFiles, users } from '../../db/schema';
import { keyset } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { DataUploadView } from '@paydos/contract/data-uploads';

const columns = {
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
};

function query(db: Database) {
  return db
    .select(columns)
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
    uploadedBy:
      row.firstName !== null && row.lastName !== null ? { firstName: row.firstName, lastName: row.lastName } : null,
  };
}

/** Newest first on (uploaded_at, id); the cursor is bound to the organization (platform/keyset.ts). */
const newestFirst = (scope: TenantScope) =>
  keyset({
    sorts: [{ expression: dataUploads.uploadedAt, type: 'timestamptz' }],
    id: dataUploads.id,
    direction: 'desc',
    scope: scope.organizationId,
  });

/** This organization's uploads, newest first, one keyset page at a time (product §D7). */
export async function listUploads(db: Database, scope: TenantScope, page: PageRequest) {
  const order = newestFirst(scope);
  const rows = await db
    .select({ ...columns, key: order.key })
    .from(dataUploads)
    .leftJoin(storedFiles, eq(storedFiles.id, dataUploads.fileId))
    .leftJoin(users, eq(users.id, dataUploads.uploadedById))
    .where(inTenant(scope, dataUploads, order.after(page.cursor)))
    .orderBy(...order.orderBy)
    .limit(page.limit + 1);
  const { rows: shown, nextCursor } = order.page(rows, page.limit);
  return { dataUploads: shown.map(view), nextCursor };
}

export async function loadUpload(db: Database, scope: TenantScope, id: string): Promise<DataUploadView | null> {
  const [row] = await query(db)
    .where(inTenant(scope, dataUploads, eq(dataUploads.id, id)))
    .limit(1);
  return row ? view(row) : null;
}
