import type { ProofDocumentViewer } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leaveDocuments } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { findOpenableDocument } from './document-leave';

/**
 * Deletes a proof: the requester while the request is pending, an ADMIN at any time (a requester of
 * a decided leave: 403; anyone else: 404). The row goes, its stored bytes with it (the row's delete
 * trigger, migration 0026), and the deletion is audited, in one transaction.
 */
export async function deleteLeaveDocument(
  db: Database,
  scope: TenantScope,
  actor: AuditActor & ProofDocumentViewer,
  documentId: string,
) {
  await db.transaction(async (tx) => {
    const { document, leave, rights } = await findOpenableDocument(tx, scope, documentId, actor, true);
    if (!rights.remove) throw fail.forbidden(messages.leaveDocuments.removeDecided);
    await tx.delete(leaveDocuments).where(inTenant(scope, leaveDocuments, eq(leaveDocuments.id, document.id)));
    await recordAudit(tx, actor, {
      action: 'leave_document.delete',
      organizationId: scope.organizationId,
      targetType: 'leave_request',
      targetId: leave.id,
      before: { documentId, leaveType: leave.leaveType },
    });
  });
}
