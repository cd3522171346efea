import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataUploads, storedFiles } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';

/** Bytes read per query: a 50 MB file never sits in memory whole. */
const CHUNK_BYTES = 1024 * 1024;

/** The upload's name, type and size, and a stream of its bytes read from `stored_files` one chunk at a time. */
export async function openUploadDownload(db: Database, id: string) {
  const [row] = await db
    .select({ fileName: dataUploads.fileName, organizationId: dataUploads.organizationId, fileId: storedFiles.id, contentType: storedFiles.contentType, byteSize: storedFiles.byteSize })
    .from(dataUploads)
    .innerJoin(storedFiles, eq(storedFiles.id, dataUploads.fileId))
    .where(eq(dataUploads.id, id));
  if (!row) throw fail.notFound(messages.dataUpload.notFound);
  const { fileId, byteSize } = row;
  async function* chunks() {
    for (let offset = 0; offset < byteSize; offset += CHUNK_BYTES) {
      const result = await db.execute(sql`select substring(${storedFiles.content} from ${offset + 1} for ${CHUNK_BYTES}) as chunk from ${storedFiles} where ${storedFiles.id} = ${fileId}`);
      const chunk = (result as unknown as { rows: Array<{ chunk: Uint8Array | null }> }).rows[0]?.chunk;
      // Deleted meanwhile: end short; the declared length tells the client the file is incomplete.
      if (!chunk || chunk.length === 0) return;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
  }
  return { ...row, stream: Readable.from(chunks()) };
}
