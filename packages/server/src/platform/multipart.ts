import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, fail } from './errors';
import { messages } from '@paydos/contract/messages';
import { recycleBuffers, takeBuffer } from './upload-budget';

/** What one upload route accepts (docs/SECURITY.md "Uploads"): every limit is checked while the bytes arrive. */
export interface UploadRules {
  maxFiles: number;
  /** Per file; the first byte past it ends the request. */
  maxFileBytes: number;
  /** All files of the request together. */
  maxTotalBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  /** The 413 message for a file (or the files together) over the limit. */
  tooLarge: string;
  /** The 413 message for one file more than `maxFiles`. */
  tooMany: string;
}

export interface ReceivedFile {
  fieldName: string;
  /** As the client sent it: the route checks it (contract's fields.ts) in its `file` handler. */
  fileName: string;
  mimetype: string;
  content: Buffer;
  sha256: string;
  /** The reusable buffer behind `content`: give it back with `releaseUpload` once the bytes are stored. */
  buffer: Buffer;
}

/** Gives the files' buffers back for reuse; call it (in a `finally`) once the route no longer needs their bytes. */
export const releaseUpload = (files: Array<{ buffer?: Buffer }>) =>
  recycleBuffers(files.flatMap((f) => (f.buffer ? [f.buffer] : [])));

export interface UploadHandlers {
  /** Each text field as it arrives, in order; a throw refuses the request before anything after it is read. */
  field?(name: string, value: string): void;
  /** Before the first byte of a file is read; a throw refuses the request without reading that file. */
  file?(part: { fieldName: string; fileName: string; mimetype: string; index: number }): void;
}

/** The most a request of these rules may carry: the files, the fields and the multipart framing. */
export const maxBodyBytes = (rules: UploadRules) =>
  rules.maxTotalBytes + rules.maxFields * rules.maxFieldBytes + (rules.maxFiles + rules.maxFields) * 1024 + 4096;

/**
 * Reads a multipart form part by part as it streams in. No file is kept beyond its limit: the
 * first byte over a file's or the request's limit, one file too many, a text field over its size,
 * or a refusal by a handler ends reading there with a Turkish 4xx; the rest of the body is never
 * read (the reply closes the connection, `closeUnreadBody`). A truncated or broken body is a 400.
 */
export async function receiveUpload(
  request: FastifyRequest,
  rules: UploadRules,
  handlers: UploadHandlers = {},
): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = [];
  const declared = Number(request.headers['content-length']);
  let total = 0;
  try {
    const parts = request.parts({
      // One more than allowed, so that the route sees the first file or byte too many and answers with its own message.
      limits: {
        fileSize: rules.maxFileBytes + 1,
        files: rules.maxFiles + 1,
        fields: rules.maxFields,
        fieldSize: rules.maxFieldBytes,
        parts: rules.maxFiles + rules.maxFields + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', messages.payloadTooLarge);
        handlers.field?.(part.fieldname, String(part.value));
        continue;
      }
      if (files.length === rules.maxFiles) throw new AppError('PAYLOAD_TOO_LARGE', rules.tooMany);
      const meta = { fieldName: part.fieldname, fileName: part.filename ?? '', mimetype: part.mimetype ?? '' };
      handlers.file?.({ ...meta, index: files.length });
      const limit = Math.min(rules.maxFileBytes, rules.maxTotalBytes - total);
      const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
      const read = await readBytes(
        part.file,
        limit,
        Number.isFinite(declared) ? Math.min(declared, limit) : 0,
        tooLarge,
      );
      files.push({ ...meta, ...read });
      if (part.file.truncated) throw tooLarge();
      total += read.content.length;
    }
  } catch (error) {
    releaseUpload(files);
    if (error instanceof AppError) throw error;
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', rules.tooMany);
    if (statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', messages.payloadTooLarge);
    throw fail.badRequest(messages.input.multipartMalformed);
  }
  return files;
}

/**
 * A file's bytes into one (reused, platform/upload-budget) buffer of at most `limit` bytes, hashed
 * on the way; `capacity` (the declared body length, when known) sizes it up front so no copy is made. The first chunk past the limit throws, which also stops
 * the parser (the file stream is destroyed).
 */
async function readBytes(stream: AsyncIterable<Buffer>, limit: number, capacity: number, tooLarge: () => AppError) {
  let buffer = takeBuffer(Math.max(capacity, Math.min(limit, 64 * 1024)));
  let size = 0;
  const hash = createHash('sha256');
  try {
    for await (const chunk of stream) {
      if (size + chunk.length > limit) throw tooLarge();
      if (size + chunk.length > buffer.length) {
        const grown = takeBuffer(Math.min(limit, Math.max(buffer.length * 2, size + chunk.length)));
        buffer.copy(grown, 0, 0, size);
        recycleBuffers([buffer]);
        buffer = grown;
      }
      chunk.copy(buffer, size);
      size += chunk.length;
      hash.update(chunk);
    }
  } catch (error) {
    recycleBuffers([buffer]);
    throw error;
  }
  return { content: buffer.subarray(0, size), sha256: hash.digest('hex'), buffer };
}
