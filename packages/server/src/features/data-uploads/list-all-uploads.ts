import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataUploads, organizations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { keyset } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { messages } from '@paydos/contract/messages';
import type { OperatorUploadView } from '@paydos/contract/operator-uploads';

// The operator site: every organization's uploads, not a tenant query.

const columns = {
  id: dataUploads.id,
  fileName: dataUploads.fileName,
  fileSize: dataUploads.fileSize,
  uploadedAt: dataUploads.uploadedAt,
  isCompleted: dataUploads.isCompleted,
  completedAt: dataUploads.completedAt,
  scheduledDeleteAt: dataUploads.scheduledDeleteAt,
  notes: dataUploads.notes,
  organizationId: organizations.id,
  organizationName: organizations.name,
  organizationSubdomain: organizations.subdomain,
};

function select(db: Executor) {
  return db
    .select(columns)
    .from(dataUploads)
    .innerJoin(organizations, eq(organizations.id, dataUploads.organizationId));
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function view(row: Row): OperatorUploadView {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
    isCompleted: row.isCompleted,
    completedAt: row.completedAt?.toISOString() ?? null,
    scheduledDeleteAt: row.scheduledDeleteAt?.toISOString() ?? null,
    notes: row.notes,
    organization: { id: row.organizationId, name: row.organizationName, subdomain: row.organizationSubdomain },
  };
}

/** Newest first on (uploaded_at, id), paged by keyset (platform/keyset.ts). */
const order = keyset({
  sorts: [{ expression: dataUploads.uploadedAt, type: 'timestamptz' }],
  id: dataUploads.id,
  direction: 'desc',
});

/** Every organization's uploads, newest first, one keyset page at a time (product §D7). */
export async function listAllUploads(db: Executor, page: PageRequest) {
  const rows = await db
    .select({ ...columns, key: order.key })
    .from(dataUploads)
    .innerJoin(organizations, eq(organizations.id, dataUploads.organizationId))
    .where(order.after(page.cursor))
    .orderBy(...order.orderBy)
    .limit(page.limit + 1);
  const { rows: shown, nextCursor } = order.page(rows, page.limit);
  return { dataUploads: shown.map(view), nextCursor };
}

export async function loadOperatorUpload(db: Executor, id: string): Promise<OperatorUploadView> {
  const [row] = await select(db).where(eq(dataUploads.id, id));
  if (!row) throw fail.notFound(messages.dataUpload.notFound);
  return view(row);
}

/** Uploads still waiting for the operator (the sidebar badge, polled every 10 seconds). */
export async function countPendingUploads(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(dataUploads).where(eq(dataUploads.isCompleted, false));
  return row?.value ?? 0;
}
