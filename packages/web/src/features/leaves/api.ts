import type {
  CreateLeaveInput,
  DecisionInput,
  LeaveChangeResponse,
  LeaveDecisionResponse,
  LeaveFilters,
  LeaveRequest,
  PendingCountResponse,
  RecordLeaveInput,
  UpdateLeaveInput,
} from '@paydos/contract/leaves';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';
import { t } from '../../platform/messages';
import { meQueryKey } from '../auth';

/** After any leave change: lists, dashboard, balances (ledger, employee, staff) and the user's own totals (settles once read again). */
export async function invalidateLeaveData(queryClient: QueryClient) {
  await Promise.all(
    [['leaves'], ['dashboard'], ['ledger'], ['employee'], ['staff'], meQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Keyset pages (product §D7) of one's own requests, newest first. */
export const useMyLeaves = () =>
  usePagedList<LeaveRequest, 'leaveRequests'>(['leaves', 'mine'], '/leaves/my-requests', 'leaveRequests');

/** The organization's requests of every status, filtered on the server (the filters are in the URL on /leave-approvals). */
export const useAllLeaves = (filters: LeaveFilters) =>
  usePagedList<LeaveRequest, 'leaveRequests'>(['leaves', 'all'], '/leaves', 'leaveRequests', { ...filters });

/** One employee's history, latest start first. */
export const useEmployeeLeaves = (employeeId: string) =>
  usePagedList<LeaveRequest, 'leaveRequests'>(
    ['leaves', 'employee', employeeId],
    `/leaves/employee/${employeeId}`,
    'leaveRequests',
  );

export const usePendingCount = (enabled: boolean) =>
  useQuery({
    queryKey: ['leaves', 'pending-count'],
    enabled,
    refetchInterval: 30_000,
    queryFn: async () => {
      try {
        return (await api<PendingCountResponse>('/leaves/pending-count')).count;
      } catch (error) {
        // Product §8: a failed pending-count refresh is only logged.
        console.warn('pending-count', error);
        return null;
      }
    },
  });

function useLeaveMutation<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void invalidateLeaveData(queryClient);
    },
  });
}

export const useCreateLeave = () =>
  useLeaveMutation((input: CreateLeaveInput) => api<LeaveChangeResponse>('/leaves', { method: 'POST', body: input }));

export const useRecordLeave = (employeeId: string) =>
  useLeaveMutation((input: RecordLeaveInput) =>
    api<LeaveChangeResponse>(`/leaves/employee/${employeeId}`, { method: 'POST', body: input }),
  );

// Approve and reject go through features/approvals/decision-queue.ts (sent after their undo time).

export const useCancelLeave = () =>
  useLeaveMutation(({ id, reason }: { id: string } & NonNullable<DecisionInput>) =>
    api<LeaveDecisionResponse>(`/leaves/${id}/cancel`, { method: 'PUT', body: { reason } }),
  );

/** The employee confirms his own approved annual leave for the leave record (issue 24 item 1). */
export const useAcknowledgeLeave = () =>
  useLeaveMutation((id: string) => api<LeaveDecisionResponse>(`/leaves/${id}/acknowledge`, { method: 'PUT' }));

export const useUpdateLeave = () =>
  useLeaveMutation(({ id, ...body }: { id: string } & UpdateLeaveInput) =>
    api<LeaveChangeResponse>(`/leaves/${id}/update`, { method: 'PUT', body }),
  );

/**
 * The PDF report as a blob, with the bearer token (a plain link could not send it), saved
 * under the server's file name. `employeeId` undefined = my own report.
 */
export function downloadLeavePdf(employeeId?: string) {
  return downloadFile(
    employeeId ? `/employee/${employeeId}/export` : '/leaves/my-requests/pdf',
    'izin-raporu.pdf',
    t.leaves.pdfError,
  );
}
