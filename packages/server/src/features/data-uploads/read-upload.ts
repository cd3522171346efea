import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import { readMultipart } from '../../platform/multipart';
import { fileNameField } from './schemas';

const m = messages.dataUpload;
/** Spec §9 and decisions §6: at most 50 MB per file, enforced on the server while the bytes arrive. */
export const DATA_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
const DEFAULT_TYPE = 'application/octet-stream';
/** A declared content type is kept only when it looks like one (`type/subtype`); anything else is stored as octet-stream. */
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;

export interface UploadedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
  sha256: string;
  /** The `organizationId` field, when the client sent one. */
  organizationId?: string;
}

/**
 * Reads the one `file` part of the request as it streams in: the name is checked before any byte is
 * kept, the bytes are hashed on the way, and the first byte past 50 MB ends the request with a 413
 * (multipart's own `fileSize` limit stops reading there). A truncated or aborted body is a 400
 * (readMultipart); nothing is written before the whole file has arrived.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw fail.badRequest(m.fileRequired);
  return readMultipart(async () => {
    let file: Omit<UploadedFile, 'organizationId'> | undefined;
    let organizationId: string | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'organizationId') organizationId = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) throw fail.badRequest(m.oneFile);
      const name = fileNameField.safeParse(part.filename ?? '');
      if (!name.success) throw fail.badRequest(name.error.issues[0]?.message ?? messages.badRequest, { file: name.error.issues[0]?.message ?? '' });
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (part.file.truncated || size > DATA_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', m.fileTooLarge);
        chunks.push(chunk);
        hash.update(chunk);
      }
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', m.fileTooLarge);
      const declared = part.mimetype?.split(';')[0]?.trim() ?? '';
      file = {
        fileName: name.data || 'dosya',
        contentType: CONTENT_TYPE.test(declared) ? declared.toLowerCase() : DEFAULT_TYPE,
        content: Buffer.concat(chunks, size),
        sha256: hash.digest('hex'),
      };
    }
    if (!file) throw fail.badRequest(m.fileRequired);
    return { ...file, organizationId };
  }, m.fileTooLarge);
}
