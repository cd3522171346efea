import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { dataUploads, organizations } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import type { OperatorUploadView } from './operator-schemas';

// The operator site: every organization's uploads, not a tenant query.

/** Microseconds since the epoch as text: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds. */
const uploadedAtMicros = sql<string>`(extract(epoch from ${dataUploads.uploadedAt}) * 1000000)::bigint::text`;

const columns = {
  id: dataUploads.id,
  fileName: dataUploads.fileName,
  fileSize: dataUploads.fileSize,
  uploadedAt: dataUploads.uploadedAt,
  uploadedAtMicros,
  isCompleted: dataUploads.isCompleted,
  completedAt: dataUploads.completedAt,
  scheduledDeleteAt: dataUploads.scheduledDeleteAt,
  notes: dataUploads.notes,
  organizationId: organizations.id,
  organizationName: organizations.name,
  organizationSubdomain: organizations.subdomain,
};

function select(db: Executor) {
  return db.select(columns).from(dataUploads).innerJoin(organizations, eq(organizations.id, dataUploads.organizationId));
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

/** A cursor is the last row's (uploaded_at in microseconds, id), base64url JSON; anything else is a Turkish 400. */
const cursorShape = z.tuple([z.string().regex(/^\d{1,17}$/), z.uuid()]);

function decodeCursor(cursor: string): SQL {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fail.badRequest(messages.dataUpload.cursorInvalid);
  }
  const result = cursorShape.safeParse(parsed);
  if (!result.success) throw fail.badRequest(messages.dataUpload.cursorInvalid);
  const [micros, id] = result.data;
  return sql`(${dataUploads.uploadedAt}, ${dataUploads.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::uuid)`;
}

const encodeCursor = (row: Row) => Buffer.from(JSON.stringify([row.uploadedAtMicros, row.id])).toString('base64url');

/** Every organization's uploads, newest first, one keyset page at a time (decisions §7). */
export async function listAllUploads(db: Executor, page: { limit: number; cursor?: string }) {
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const rows = await select(db)
    .where(after)
    .orderBy(desc(dataUploads.uploadedAt), desc(dataUploads.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return { dataUploads: shown.map(view), nextCursor: more ? encodeCursor(shown.at(-1)!) : null };
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
