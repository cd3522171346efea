import { dataUploads, storedFiles } from '../../db/schema';
import type { Database } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';
import type { UploadedFile } from './read-upload';
import { loadUpload } from './list-uploads';

/**
 * Stores the file's bytes and the upload row the operator works from (spec §4: pending until the
 * operator completes it) in one transaction: either both exist or neither.
 */
export async function saveUpload(db: Database, scope: TenantScope, uploadedById: string, file: UploadedFile) {
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(storedFiles)
      .values({ organizationId: scope.organizationId, contentType: file.contentType, byteSize: file.content.length, sha256: file.sha256, content: file.content })
      .returning({ id: storedFiles.id });
    const [upload] = await tx
      .insert(dataUploads)
      .values({ organizationId: scope.organizationId, fileId: stored!.id, fileName: file.fileName, fileSize: file.content.length, uploadedById })
      .returning({ id: dataUploads.id });
    return upload!.id;
  });
  return (await loadUpload(db, scope, id))!;
}
