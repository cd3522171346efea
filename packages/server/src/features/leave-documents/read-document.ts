import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { isProofDocumentType, PROOF_DOCUMENT_MAX_BYTES } from '@paydos/domain';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { receiveUpload, releaseUpload, type UploadRules } from '../../platform/multipart';
import { checkFileName, uploadedFile } from '../data-uploads';

const m = messages.leaveDocuments;

/** One `file` part of at most 10 MB (domain PROOF_DOCUMENT_MAX_BYTES); no text fields. */
export const leaveDocumentRules: UploadRules = {
  maxFiles: 1,
  maxFileBytes: PROOF_DOCUMENT_MAX_BYTES,
  maxTotalBytes: PROOF_DOCUMENT_MAX_BYTES,
  maxFields: 1,
  maxFieldBytes: 200,
  tooLarge: m.tooLarge,
  tooMany: m.oneFile,
};

/**
 * Reads the uploaded proof as it streams in (platform/multipart: the first byte past 10 MB, or past
 * the organization's storage room, is a 413 and nothing after it is read), then decides its type by
 * its first bytes (file-type), never by its name or the declared type: a PDF named .jpg is stored as
 * a PDF, an executable named rapor.pdf is refused.
 */
export async function readLeaveDocument(request: FastifyRequest, room: { room: number; message: string }) {
  if (!request.isMultipart()) throw fail.badRequest(m.fileRequired);
  const rules =
    room.room < PROOF_DOCUMENT_MAX_BYTES
      ? { ...leaveDocumentRules, maxFileBytes: room.room, maxTotalBytes: room.room, tooLarge: room.message }
      : leaveDocumentRules;
  const [received] = await receiveUpload(request, rules, {
    file: (part) => {
      if (part.fieldName !== 'file') throw fail.badRequest(m.fileRequired);
      checkFileName(part.fileName);
    },
  });
  if (!received) throw fail.badRequest(m.fileRequired);
  const type = await fileTypeFromBuffer(received.content);
  if (!type || !isProofDocumentType(type.mime)) {
    releaseUpload([received]);
    throw fail.badRequest(m.typeInvalid, { file: m.typeInvalid });
  }
  return { ...uploadedFile(received), contentType: type.mime };
}
export type ReceivedLeaveDocument = Awaited<ReturnType<typeof readLeaveDocument>>;
