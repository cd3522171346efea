import {
  acceptsProofDocument,
  proofDocumentRights,
  type ProofDocumentLeave,
  type ProofDocumentViewer,
} from '@paydos/domain';
import { asc, inArray } from 'drizzle-orm';
import type { LeaveDocument } from '@paydos/contract/leave-documents';
import type { Executor } from '../../db/client';
import { leaveDocuments } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';

interface DocumentRow {
  id: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  uploadedAt: Date;
}

export const documentView = (row: DocumentRow, canDelete: boolean): LeaveDocument => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  byteSize: row.byteSize,
  uploadedAt: row.uploadedAt.toISOString(),
  canDelete,
});

/** A leave as the presenter reads it. */
export type DocumentedLeave = ProofDocumentLeave & { id: string };

/**
 * The proof-document fields of a page of leave answers (contract leaveDocumentFields), for the viewer:
 * one statement for the page (the index on organization and leave), never one per row. The requester
 * and an ADMIN get the files; a MANAGER only how many there are; anyone else nothing.
 */
export async function loadDocumentPresenter(
  db: Executor,
  scope: TenantScope,
  viewer: ProofDocumentViewer | null,
  leaves: readonly DocumentedLeave[],
) {
  const byLeave = new Map<string, DocumentRow[]>();
  // Only a leave of a type that takes a proof can have one: a page of annual leave reads nothing more.
  const proved = leaves.filter((leave) => acceptsProofDocument(leave.leaveType)).map((leave) => leave.id);
  if (viewer && proved.length) {
    const rows = await db
      .select({
        leaveRequestId: leaveDocuments.leaveRequestId,
        id: leaveDocuments.id,
        fileName: leaveDocuments.fileName,
        contentType: leaveDocuments.contentType,
        byteSize: leaveDocuments.byteSize,
        uploadedAt: leaveDocuments.uploadedAt,
      })
      .from(leaveDocuments)
      .where(inTenant(scope, leaveDocuments, inArray(leaveDocuments.leaveRequestId, proved)))
      .orderBy(asc(leaveDocuments.uploadedAt));
    for (const row of rows) byLeave.set(row.leaveRequestId, [...(byLeave.get(row.leaveRequestId) ?? []), row]);
  }
  return (leave: DocumentedLeave) => {
    if (!viewer) return {};
    const rights = proofDocumentRights(viewer, leave);
    if (rights.see === 'none') return {};
    const rows = byLeave.get(leave.id) ?? [];
    // Annual and unpaid leave take no proof: their answers stay as they were.
    if (!acceptsProofDocument(leave.leaveType)) return {};
    if (rights.see === 'exists') return { documentCount: rows.length };
    return {
      documentCount: rows.length,
      documents: rows.map((row) => documentView(row, rights.remove)),
      canAttachDocument: rights.attach,
    };
  };
}
