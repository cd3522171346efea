import { proofDocumentRights, type ProofDocumentViewer } from '@paydos/domain';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveDocuments, leaveRequests } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

/**
 * The leave a document belongs to, read in the host's organization, with what the viewer may do
 * (domain proofDocumentRights). A leave the viewer may not open documents of is a 404, the same as
 * one that does not exist: a colleague or a MANAGER learns nothing from the answer. `lock` takes the
 * leave's row for the writing transaction (the per-leave count below holds under concurrent uploads).
 */
export async function findDocumentLeave(
  db: Executor,
  scope: TenantScope,
  leaveId: string,
  viewer: ProofDocumentViewer,
  lock = false,
) {
  const query = db
    .select({
      id: leaveRequests.id,
      userId: leaveRequests.userId,
      leaveType: leaveRequests.leaveType,
      status: leaveRequests.status,
    })
    .from(leaveRequests)
    .where(inTenant(scope, leaveRequests, eq(leaveRequests.id, leaveId)));
  const [leave] = lock ? await query.for('update') : await query;
  const rights = leave ? proofDocumentRights(viewer, leave) : null;
  if (!leave || !rights?.download) throw fail.notFound(messages.leaves.notFound);
  return { leave, rights };
}

/** How many documents a leave has (the per-leave limit). */
export async function countLeaveDocuments(db: Executor, scope: TenantScope, leaveId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(leaveDocuments)
    .where(inTenant(scope, leaveDocuments, eq(leaveDocuments.leaveRequestId, leaveId)));
  return Number(row?.n ?? 0);
}

/**
 * One document of the organization with its leave and the viewer's rights, for a download or a
 * delete. A document the viewer may not open is a 404 with the same message as one that does not
 * exist (a colleague, a MANAGER, another organization's id).
 */
export async function findOpenableDocument(
  db: Executor,
  scope: TenantScope,
  documentId: string,
  viewer: ProofDocumentViewer,
  lock = false,
) {
  const [document] = await db
    .select({
      id: leaveDocuments.id,
      leaveRequestId: leaveDocuments.leaveRequestId,
      fileId: leaveDocuments.fileId,
      fileName: leaveDocuments.fileName,
      contentType: leaveDocuments.contentType,
      byteSize: leaveDocuments.byteSize,
    })
    .from(leaveDocuments)
    .where(inTenant(scope, leaveDocuments, eq(leaveDocuments.id, documentId)));
  if (!document) throw fail.notFound(messages.leaveDocuments.notFound);
  try {
    return { document, ...(await findDocumentLeave(db, scope, document.leaveRequestId, viewer, lock)) };
  } catch {
    throw fail.notFound(messages.leaveDocuments.notFound);
  }
}
