import { acceptsProofDocument, PROOF_DOCUMENTS_PER_LEAVE, type ProofDocumentViewer } from '@paydos/domain';
import type { Database, Executor } from '../../db/client';
import { leaveDocuments } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { reserveStorage } from '../../platform/storage-quota';
import { insertStoredFile } from '../../platform/stored-files';
import type { TenantScope } from '../../platform/tenant-scope';
import { countLeaveDocuments, findDocumentLeave } from './document-leave';
import { documentView } from './present-documents';
import type { ReceivedLeaveDocument } from './read-document';

const m = messages.leaveDocuments;

/**
 * Before the body is read: the leave exists in this organization, the caller may attach to it (the
 * requester or an ADMIN; anyone else a 404), its type takes a proof and it is pending or approved.
 * So a refused upload costs no bytes read.
 */
export async function checkAttachable(db: Database, scope: TenantScope, leaveId: string, viewer: ProofDocumentViewer) {
  const { leave, rights } = await findDocumentLeave(db, scope, leaveId, viewer);
  if (rights.attach) return;
  throw fail.badRequest(acceptsProofDocument(leave.leaveType) ? m.leaveClosed : m.typeNotAccepted);
}

/**
 * Writes a proof's bytes (decision 011) and its row inside the caller's transaction, within the
 * organization's storage quota; the demo's documents come this way too.
 */
export async function insertLeaveDocument(
  tx: Executor,
  scope: TenantScope,
  document: {
    leaveRequestId: string;
    fileName: string;
    contentType: string;
    content: Buffer;
    sha256: string;
    uploadedById: string;
    uploadedAt: Date;
  },
) {
  await reserveStorage(tx, scope.organizationId, document.content.length);
  const fileId = await insertStoredFile(tx, {
    organizationId: scope.organizationId,
    contentType: document.contentType,
    content: document.content,
    sha256: document.sha256,
    createdAt: document.uploadedAt,
  });
  const [row] = await tx
    .insert(leaveDocuments)
    .values({
      organizationId: scope.organizationId,
      leaveRequestId: document.leaveRequestId,
      fileId,
      fileName: document.fileName,
      contentType: document.contentType,
      byteSize: document.content.length,
      uploadedById: document.uploadedById,
      uploadedAt: document.uploadedAt,
    })
    .returning();
  return row!;
}

/**
 * Stores the proof and ties it to the leave, in one transaction: the leave's row locked and checked
 * again (it may have been cancelled while the file arrived), at most five documents a leave, within the
 * organization's storage quota; the upload is audited (type and size, never the name: health data).
 */
export async function attachLeaveDocument(
  db: Database,
  scope: TenantScope,
  actor: AuditActor & ProofDocumentViewer,
  leaveId: string,
  file: ReceivedLeaveDocument,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const { leave, rights } = await findDocumentLeave(tx, scope, leaveId, actor, true);
    if (!rights.attach)
      throw fail.badRequest(acceptsProofDocument(leave.leaveType) ? m.leaveClosed : m.typeNotAccepted);
    if ((await countLeaveDocuments(tx, scope, leaveId)) >= PROOF_DOCUMENTS_PER_LEAVE) throw fail.badRequest(m.tooMany);
    const row = await insertLeaveDocument(tx, scope, {
      ...file,
      leaveRequestId: leaveId,
      uploadedById: actor.id,
      uploadedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'leave_document.upload',
      organizationId: scope.organizationId,
      targetType: 'leave_request',
      targetId: leaveId,
      after: {
        documentId: row.id,
        leaveType: leave.leaveType,
        contentType: file.contentType,
        byteSize: file.content.length,
      },
    });
    return documentView(row, rights.remove);
  });
}
