import { TEXT_LIMITS } from '@paydos/domain';
import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { pageQuery } from './page';
import { catalogueText } from './catalogue-text';

const m = messages.dataUpload;

/** Product §7 operator calls take the upload's id in the path; anything that is not a uuid is simply not found. */
export const uploadIdParams = requestObject({ id: z.uuid({ error: m.notFound }) });

/** Product §D7 keyset paging: `limit` (default 50, at most 500) and the previous page's `nextCursor`. */
export const allUploadsQuery = requestObject({
  ...pageQuery,
});

/** `PUT /data-upload/complete/{id} {notes?}`: the spec's client sends the notes, possibly empty. */
export const completeBody = requestObject({
  notes: text('notes', { multiline: true }).trim().max(TEXT_LIMITS.uploadNotes, { error: m.notesTooLong }).nullish(),
}).nullish();

export const operatorUploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  uploadedAt: z.string(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  scheduledDeleteAt: z.string().nullable(),
  notes: z.string().nullable(),
  organization: z.object({ id: z.string(), name: z.string(), subdomain: z.string() }),
});
export type OperatorUploadView = z.infer<typeof operatorUploadSchema>;

export const allUploadsResponse = z.object({
  dataUploads: z.array(operatorUploadSchema),
  nextCursor: z.string().nullable(),
});
export const pendingCountResponse = z.object({ count: z.number() });
export const completeResponse = z.object({ dataUpload: operatorUploadSchema, message: catalogueText() });
export const deleteResponse = z.object({ message: catalogueText() });
export type OperatorUploadListResponse = z.infer<typeof allUploadsResponse>;
export type PendingCountResponse = z.infer<typeof pendingCountResponse>;
export type CompleteUploadResponse = z.infer<typeof completeResponse>;
export type DeleteUploadResponse = z.infer<typeof deleteResponse>;
