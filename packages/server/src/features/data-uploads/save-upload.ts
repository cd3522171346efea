import { dataUploads } from '../../db/schema';
import type { Database, Executor } from '../../db/client';
import { reserveStorage } from '../../platform/storage-quota';
import { insertStoredFile } from '../../platform/stored-files';
import type { TenantScope } from '../../platform/tenant-scope';
import type { UploadedFile } from './read-upload';
import { loadUpload } from './list-uploads';

/**
 * Writes the file's bytes and the upload row the operator works from (pending until completed, product §4), inside the caller's
 * transaction, within the organization's storage quota (platform/storage-quota).
 */
export async function storeUpload(
  tx: Executor,
  scope: TenantScope,
  uploadedById: string,
  file: Omit<UploadedFile, 'organizationId'>,
  uploadedAt?: Date,
) {
  await reserveStorage(tx, scope.organizationId, file.content.length);
  const fileId = await insertStoredFile(tx, {
    organizationId: scope.organizationId,
    contentType: file.contentType,
    content: file.content,
    sha256: file.sha256,
    createdAt: uploadedAt,
  });
  const [upload] = await tx
    .insert(dataUploads)
    .values({
      organizationId: scope.organizationId,
      fileId,
      fileName: file.fileName,
      fileSize: file.content.length,
      uploadedById,
      ...(uploadedAt ? { uploadedAt } : {}),
    })
    .returning({ id: dataUploads.id });
  return upload!.id;
}

/** One upload, one transaction: either the bytes and the row both exist or neither does. */
export async function saveUpload(db: Database, scope: TenantScope, uploadedById: string, file: UploadedFile) {
  const id = await db.transaction((tx) => storeUpload(tx, scope, uploadedById, file));
  return (await loadUpload(db, scope, id))!;
}
