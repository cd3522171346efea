import { z } from 'zod';
import { requestObject } from './fields';
import { messages } from './messages';
import { fileField } from './person-fields';
import { catalogueText } from './catalogue-text';

const m = messages.leaveDocuments;

/** POST /api/leaves/{id}/documents: one `file` part (PDF, JPEG or PNG by content, ≤ 10 MB). */
export const leaveDocumentForm = z.object({ file: fileField() });

/** The leave a document is attached to. */
export const leaveDocumentLeaveParams = requestObject({ id: z.uuid({ error: messages.leaves.notFound }) });
/** One document (download, delete). */
export const leaveDocumentParams = requestObject({ id: z.uuid({ error: m.notFound }) });

/** A document as the requester and an ADMIN see it (a MANAGER sees only `documentCount`). */
export const leaveDocument = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number(),
  uploadedAt: z.string(),
  /** The caller may delete it now (domain proofDocumentRights). */
  canDelete: z.boolean(),
});
export type LeaveDocument = z.infer<typeof leaveDocument>;

/**
 * The fields an organization leave answer adds for proof documents (issue 24 item 5). Optional: answers
 * that present no documents (a client of product §7 never reads them) may leave them out.
 * `documentCount`: how many the leave has, for everyone who sees the leave and may know of them
 * (the requester, an ADMIN, a MANAGER); `documents`: the files themselves, for the requester and an
 * ADMIN only; `canAttachDocument`: the caller may attach one now.
 */
export const leaveDocumentFields = {
  documentCount: z.number().optional(),
  documents: z.array(leaveDocument).optional(),
  canAttachDocument: z.boolean().optional(),
};

export const leaveDocumentUploadResponse = z.object({ document: leaveDocument, message: catalogueText() });
export type LeaveDocumentUploadResponse = z.infer<typeof leaveDocumentUploadResponse>;
export const leaveDocumentDeleteResponse = z.object({ message: catalogueText() });
export type LeaveDocumentDeleteResponse = z.infer<typeof leaveDocumentDeleteResponse>;
