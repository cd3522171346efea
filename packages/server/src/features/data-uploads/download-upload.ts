import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataUploads, storedFiles } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { storedFileBytes } from '../../platform/stored-files';

/** The upload's name, type and size, and a stream of its bytes read one megabyte at a time (platform/stored-files): a 50 MB file never sits in memory whole. */
export async function openUploadDownload(db: Database, id: string) {
  const [row] = await db
    .select({
      fileName: dataUploads.fileName,
      organizationId: dataUploads.organizationId,
      fileId: storedFiles.id,
      contentType: storedFiles.contentType,
      byteSize: storedFiles.byteSize,
    })
    .from(dataUploads)
    .innerJoin(storedFiles, eq(storedFiles.id, dataUploads.fileId))
    .where(eq(dataUploads.id, id));
  if (!row) throw fail.notFound(messages.dataUpload.notFound);
  return { ...row, stream: Readable.from(storedFileBytes(db, row.fileId)) };
}
