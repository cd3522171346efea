import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { pageQuery } from './page';
import { fileField } from './person-fields';
import { catalogueText } from './catalogue-text';

const m = messages.dataUpload;

/** Product §7: `POST /data-upload/upload multipart {file, organizationId}`, one request per file. */
export const uploadForm = z.object({
  file: fileField(),
  /** Optional, as the spec's client sends it: when present it must be the host's organization (the tenant is never taken from it). */
  organizationId: z.string().optional(),
});

/** The original name as the browser sent it: no control characters (contract's fields.ts), at most 255 characters. */
export const fileNameField = text('fileName').trim().max(255, { error: m.fileNameTooLong });

export const noQuery = requestObject({});

/** Product §D7 keyset paging of the organization's uploads: `limit` (default 50, at most 500) and the previous page's `nextCursor`. */
export const listQuery = requestObject({ ...pageQuery });

export const dataUploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  contentType: z.string(),
  uploadedAt: z.string(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  scheduledDeleteAt: z.string().nullable(),
  notes: z.string().nullable(),
  uploadedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type DataUploadView = z.infer<typeof dataUploadSchema>;
export type DataUpload = DataUploadView;

export const uploadResponse = z.object({ dataUpload: dataUploadSchema, message: catalogueText() });
/** The spec's `dataUploads` key, and the next page's cursor (null on the last page). */
export const listResponse = z.object({ dataUploads: z.array(dataUploadSchema), nextCursor: z.string().nullable() });
export type UploadResponse = z.infer<typeof uploadResponse>;
export type DataUploadListResponse = z.infer<typeof listResponse>;
