import { uploadWithProgress } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';

/** One upload as `GET /data-upload/my-uploads` answers it (product §3 data upload). */
export interface DataUpload {
  id: string;
  fileName: string;
  fileSize: number;
  contentType: string;
  uploadedAt: string;
  isCompleted: boolean;
  completedAt: string | null;
  scheduledDeleteAt: string | null;
  notes: string | null;
  uploadedBy: { firstName: string; lastName: string } | null;
}

export const dataUploadsKey = ['data-uploads'] as const;

/** This organization's uploads, newest first, page by page (keyset: `nextCursor`). */
export const useMyUploads = () =>
  usePagedList<DataUpload, 'dataUploads'>(dataUploadsKey, '/data-upload/my-uploads', 'dataUploads');

/** Product §7: `POST /data-upload/upload multipart {file, organizationId}`, one request per file, with the bytes sent reported. */
export function uploadDataFile(file: File, organizationId: string, onProgress: (sent: number, total: number) => void) {
  const form = new FormData();
  form.append('organizationId', organizationId);
  form.append('file', file, file.name);
  return uploadWithProgress<{ dataUpload: DataUpload; message: string }>('/data-upload/upload', form, onProgress);
}
