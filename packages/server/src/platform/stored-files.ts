import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { storedFileChunks, storedFiles } from '../db/schema';

/**
 * Bytes per statement when a file is written or read: the first megabyte in `stored_files.content`,
 * each further one a row of `stored_file_chunks`. No statement carries a whole file, so neither the
 * driver (node-postgres copies a parameter into its message) nor the embedded PGlite (whose memory
 * never shrinks) ever holds 50 MB at once (docs/SECURITY.md "Uploads").
 */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** Stores a file's bytes in the caller's transaction, one megabyte per statement; answers its id. */
export async function insertStoredFile(
  tx: Executor,
  file: { organizationId: string; contentType: string; content: Buffer; sha256: string; createdAt?: Date },
) {
  const { content } = file;
  const [stored] = await tx
    .insert(storedFiles)
    .values({
      organizationId: file.organizationId,
      contentType: file.contentType,
      byteSize: content.length,
      sha256: file.sha256,
      content: content.subarray(0, FILE_CHUNK_BYTES),
      ...(file.createdAt ? { createdAt: file.createdAt } : {}),
    })
    .returning({ id: storedFiles.id });
  for (let seq = 1; seq * FILE_CHUNK_BYTES < content.length; seq++) {
    await tx.insert(storedFileChunks).values({
      fileId: stored!.id,
      organizationId: file.organizationId,
      seq,
      content: content.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES),
    });
  }
  return stored!.id;
}

/** A stored file's bytes in order, one statement (one megabyte) at a time; ends short if the file is deleted meanwhile. */
export async function* storedFileBytes(db: Executor, fileId: string): AsyncGenerator<Buffer> {
  const [first] = await db
    .select({ content: storedFiles.content, byteSize: storedFiles.byteSize })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  if (!first) return;
  yield first.content;
  for (let seq = 1; seq * FILE_CHUNK_BYTES < first.byteSize; seq++) {
    const [chunk] = await db
      .select({ content: storedFileChunks.content })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)));
    if (!chunk) return;
    yield chunk.content;
  }
}

/** A small stored file (a logo, ≤ 5 MB) whole, with its type; null when there is none. */
export async function readStoredFile(db: Executor, fileId: string) {
  const [file] = await db
    .select({ contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const part of storedFileBytes(db, fileId)) parts.push(part);
  return { contentType: file.contentType, content: Buffer.concat(parts) };
}
