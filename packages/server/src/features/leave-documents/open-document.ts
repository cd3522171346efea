import { Readable } from 'node:stream';
import type { ProofDocumentViewer } from '@paydos/domain';
import type { Database } from '../../db/client';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { storedFileBytes } from '../../platform/stored-files';
import type { TenantScope } from '../../platform/tenant-scope';
import { findOpenableDocument } from './document-leave';

/**
 * A proof for the requester or an ADMIN (anyone else: 404), audited before a byte leaves (who read
 * which leave's proof, KVKK art. 12), streamed one stored megabyte at a time (decision 011).
 */
export async function openLeaveDocument(
  db: Database,
  scope: TenantScope,
  actor: AuditActor & ProofDocumentViewer,
  documentId: string,
) {
  const { document, leave } = await findOpenableDocument(db, scope, documentId, actor);
  await recordAudit(db, actor, {
    action: 'leave_document.download',
    organizationId: scope.organizationId,
    targetType: 'leave_request',
    targetId: leave.id,
    after: { documentId, leaveType: leave.leaveType },
  });
  return {
    fileName: document.fileName,
    contentType: document.contentType,
    byteSize: document.byteSize,
    stream: Readable.from(storedFileBytes(db, document.fileId)),
  };
}
