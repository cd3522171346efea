import { count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataUploads, organizations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { newestFirst } from '../../platform/keyset';
import type { PageRequest } from '@paydos/contract/page';
import { messages } from '@paydos/contract/messages';
import type { OperatorUploadView } from '@paydos/contract/operator-uploads';
import { uploadColumns, uploadFields } from './list-uploads';

// The operator site: every organization's uploads, not a tenant query.

const columns = {
  ...uploadColumns,
  organizationId: organizations.id,
  organizationName: organizations.name,
  organizationSubdomain: organizations.subdomain,
};

/** Every organization's uploads with their organization; `extra` columns (a keyset key) ride along. */
function select<Extra extends Record<string, SQL>>(db: Executor, extra: Extra = {} as Extra) {
  return db
    .select({ ...columns, ...extra })
    .from(dataUploads)
    .innerJoin(organizations, eq(organizations.id, dataUploads.organizationId));
}
type Row = Awaited<ReturnType<ReturnType<typeof select<Record<never, SQL>>>['execute']>>[number];

function view(row: Row): OperatorUploadView {
  return {
    ...uploadFields(row),
    organization: { id: row.organizationId, name: row.organizationName, subdomain: row.organizationSubdomain },
  };
}

/** Newest first on (uploaded_at, id), paged by keyset (platform/keyset.ts). */
const order = newestFirst(dataUploads.uploadedAt, dataUploads.id);

/** Every organization's uploads, newest first, one keyset page at a time (product §D7). */
export async function listAllUploads(db: Executor, page: PageRequest) {
  const { rows: shown, nextCursor } = await order.readPage(
    select(db, { key: order.key }).where(order.after(page.cursor)),
    page.limit,
  );
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
