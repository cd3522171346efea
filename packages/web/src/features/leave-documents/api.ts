import type { LeaveDocumentDeleteResponse, LeaveDocumentUploadResponse } from '@paydos/contract/leave-documents';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../platform/api';
import { leaveDocumentMessages as m } from '../../platform/messages/leave-documents';

/** Every leave list shows its documents: they are read again after a change (the leaves feature's lists live under this key). */
const refreshLeaves = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['leaves'] });

/** POST /leaves/{id}/documents: one `file` (the server decides its type by content). */
export function attachLeaveDocument(leaveId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<LeaveDocumentUploadResponse>(`/leaves/${leaveId}/documents`, { method: 'POST', body: form });
}

export const useAttachLeaveDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaveId, file }: { leaveId: string; file: File }) => attachLeaveDocument(leaveId, file),
    onSuccess: () => void refreshLeaves(queryClient),
  });
};

export const useDeleteLeaveDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<LeaveDocumentDeleteResponse>(`/leave-documents/${id}`, { method: 'DELETE' }),
    onSuccess: () => void refreshLeaves(queryClient),
  });
};

/** The document under its own name (the bearer token cannot go in a plain link). */
export const downloadLeaveDocument = (id: string, fileName: string) =>
  downloadFile(`/leave-documents/${id}`, fileName, m.downloadFailed);
