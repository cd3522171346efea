import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../platform/api';
import { t } from '../../platform/messages';
import type {
  CompleteUploadResponse,
  DeleteUploadResponse,
  OperatorUploadView as OperatorUpload,
  PendingCountResponse,
} from '@paydos/contract/operator-uploads';
import { usePagedList } from '../../platform/paged-list';

export type { OperatorUploadView as OperatorUpload } from '@paydos/contract/operator-uploads';

const operator = { credentials: 'operator' } as const;
const listKey = ['operator-uploads'] as const;
const countKey = ['operator-uploads', 'pending-count'] as const;

/** Every organization's uploads, newest first, 50 at a time (keyset: `nextCursor`). */
export const useAllUploads = () =>
  usePagedList<OperatorUpload, 'dataUploads'>([...listKey, 'list'], '/data-upload/all', 'dataUploads', {}, operator);

/** Product §2/§9: the sidebar badge, polled every 10 seconds; a failed refresh is only logged (product §8). */
export function usePendingUploadCount() {
  return useQuery({
    queryKey: countKey,
    refetchInterval: 10_000,
    queryFn: async () => {
      try {
        return (await api<PendingCountResponse>('/data-upload/pending-count', operator)).count;
      } catch (error) {
        console.warn('pending-count', error);
        return null;
      }
    },
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: listKey });
}

export function useCompleteUpload() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      api<CompleteUploadResponse>(`/data-upload/complete/${encodeURIComponent(id)}`, {
        ...operator,
        method: 'PUT',
        body: { notes: notes.trim() || null },
      }),
    onSuccess: refresh,
  });
}

export function useDeleteUpload() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api<DeleteUploadResponse>(`/data-upload/delete/${encodeURIComponent(id)}`, { ...operator, method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** Product §4: downloading refreshes the list. */
export function useDownloadUpload() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (upload: OperatorUpload) =>
      downloadFile(
        `/data-upload/download/${encodeURIComponent(upload.id)}`,
        upload.fileName,
        t.operatorUploads.downloadFailed,
        'operator',
      ),
    onSettled: refresh,
  });
}
