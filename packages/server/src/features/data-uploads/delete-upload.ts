import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { dataUploads, storedFiles } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';

type Deleted = {
  id: string;
  organizationId: string;
  fileId: string | null;
  fileName: string;
  fileSize: number;
  isCompleted: boolean;
};

/** Removes the stored bytes of deleted upload rows and records each deletion, inside the caller's transaction. */
export async function removeUploadFiles(tx: Executor, actor: AuditActor, action: string, deleted: Deleted[]) {
  const fileIds = deleted.flatMap((row) => (row.fileId ? [row.fileId] : []));
  if (fileIds.length) await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
  for (const row of deleted) {
    await recordAudit(tx, actor, {
      action,
      organizationId: row.organizationId,
      targetType: 'data_upload',
      targetId: row.id,
      before: { fileName: row.fileName, fileSize: row.fileSize, isCompleted: row.isCompleted },
    });
  }
}

export const deletedColumns = {
  id: dataUploads.id,
  organizationId: dataUploads.organizationId,
  fileId: dataUploads.fileId,
  fileName: dataUploads.fileName,
  fileSize: dataUploads.fileSize,
  isCompleted: dataUploads.isCompleted,
};

/** Product §4: the operator deletes an upload at any time; the row and its stored file go in one transaction. */
export async function deleteUpload(db: Database, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(dataUploads).where(eq(dataUploads.id, id)).returning(deletedColumns);
    if (!deleted.length) throw fail.notFound(messages.dataUpload.notFound);
    await removeUploadFiles(tx, actor, 'upload.delete', deleted);
  });
}
