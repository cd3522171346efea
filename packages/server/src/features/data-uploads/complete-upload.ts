import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataUploads } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { loadOperatorUpload } from './list-all-uploads';

/** Product §4: completed uploads are deleted automatically this long after completion. */
export const UPLOAD_RETENTION = sql`interval '30 days'`;

/**
 * Marks an upload imported (product §4): completed now, deleted 30 days later by the purge job. A second
 * completion is refused rather than moving the deletion date.
 */
export async function completeUpload(db: Database, actor: AuditActor, id: string, notes: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(dataUploads).where(eq(dataUploads.id, id)).for('update');
    if (!before) throw fail.notFound(messages.dataUpload.notFound);
    if (before.isCompleted) throw fail.conflict(messages.dataUpload.alreadyCompleted);
    const [after] = await tx
      .update(dataUploads)
      .set({
        isCompleted: true,
        completedAt: sql`now()`,
        scheduledDeleteAt: sql`now() + ${UPLOAD_RETENTION}`,
        notes: notes || null,
      })
      .where(eq(dataUploads.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'upload.complete',
      organizationId: before.organizationId,
      targetType: 'data_upload',
      targetId: id,
      before: { isCompleted: false, notes: before.notes },
      after: { isCompleted: true, notes: after!.notes, scheduledDeleteAt: after!.scheduledDeleteAt },
    });
    return loadOperatorUpload(tx, id);
  });
}
