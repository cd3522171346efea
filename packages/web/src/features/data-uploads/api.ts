import { uploadWithProgress } from '../../platform/api';
import type { DataUpload, UploadResponse } from '@paydos/contract/data-uploads';
import { usePagedList } from '../../platform/paged-list';

export type { DataUpload } from '@paydos/contract/data-uploads';

export const dataUploadsKey = ['data-uploads'] as const;

/** This organization's uploads, newest first, page by page (keyset: `nextCursor`). */
export const useMyUploads = () =>
  usePagedList<DataUpload, 'dataUploads'>(dataUploadsKey, '/data-upload/my-uploads', 'dataUploads');

/** Product §7: `POST /data-upload/upload multipart {file, organizationId}`, one request per file, with the bytes sent reported. */
export function uploadDataFile(file: File, organizationId: string, onProgress: (sent: number, total: number) => void) {
  const form = new FormData();
  form.append('organizationId', organizationId);
  form.append('file', file, file.name);
  return uploadWithProgress<UploadResponse>('/data-upload/upload', form, onProgress);
}
