import type { FastifyRequest } from 'fastify';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { receiveUpload, type ReceivedFile, type UploadRules } from '../../platform/multipart';
import { fileNameField } from '@paydos/contract/data-uploads';

const m = messages.dataUpload;
/** Product §9 and §D6: at most 50 MB per file, enforced on the server while the bytes arrive. */
export const DATA_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** One file per request (product §7) and the spec's `organizationId` field. */
export const dataUploadRules: UploadRules = {
  maxFiles: 1,
  maxFileBytes: DATA_UPLOAD_MAX_BYTES,
  maxTotalBytes: DATA_UPLOAD_MAX_BYTES,
  maxFields: 2,
  maxFieldBytes: 200,
  tooLarge: m.fileTooLarge,
  tooMany: m.oneFile,
};
const DEFAULT_TYPE = 'application/octet-stream';
/** A declared content type is kept only when it looks like one (`type/subtype`); anything else is stored as octet-stream. */
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;

export interface UploadedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
  sha256: string;
  /** The reusable buffer behind `content` (platform/multipart `releaseUpload`), when it came from a request. */
  buffer?: Buffer;
  /** The `organizationId` field, when the client sent one. */
  organizationId?: string;
}

/**
 * Reads the one `file` part of the request as it streams in (platform/multipart): the name is
 * checked before any byte is kept, and the first byte past 50 MB, or past the organization's
 * storage room (`room`, with its own message), ends the request with a 413. A truncated or
 * aborted body is a 400; nothing is written before the whole file has arrived.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  room: { room: number; message: string },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw fail.badRequest(m.fileRequired);
  const rules =
    room.room < DATA_UPLOAD_MAX_BYTES
      ? { ...dataUploadRules, maxFileBytes: room.room, maxTotalBytes: room.room, tooLarge: room.message }
      : dataUploadRules;
  let organizationId: string | undefined;
  const [file] = await receiveUpload(request, rules, {
    field: (name, value) => {
      if (name === 'organizationId') organizationId = value;
    },
    file: (part) => {
      if (part.fieldName !== 'file') throw fail.badRequest(m.oneFile);
      checkFileName(part.fileName);
    },
  });
  if (!file) throw fail.badRequest(m.fileRequired);
  return { ...uploadedFile(file), organizationId };
}

/** Checks a received file's name (before its bytes, in a `file` handler) the way every past-leave upload does. */
export function checkFileName(fileName: string) {
  const name = fileNameField.safeParse(fileName);
  if (!name.success)
    throw fail.badRequest(name.error.issues[0]?.message ?? messages.badRequest, {
      file: name.error.issues[0]?.message ?? '',
    });
}

/** A received file as a past-leave upload: its checked name, and its declared type only when it looks like one. */
export function uploadedFile(file: ReceivedFile): Omit<UploadedFile, 'organizationId'> {
  const declared = file.mimetype.split(';')[0]?.trim() ?? '';
  return {
    fileName: fileNameField.parse(file.fileName) || 'dosya',
    contentType: CONTENT_TYPE.test(declared) ? declared.toLowerCase() : DEFAULT_TYPE,
    content: file.content,
    sha256: file.sha256,
    buffer: file.buffer,
  };
}
