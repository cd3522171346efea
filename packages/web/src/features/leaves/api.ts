import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';
import { t } from '../../platform/messages';
import { meQueryKey } from '../auth';

export type LeaveStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

export interface LeaveRequest {
  id: string;
  userId: string;
  leaveType: string;
  leaveTypeName: string;
  startDate: string;
  endDate: string;
  days: number;
  reason: string | null;
  /** A string: an unknown status displays as pending (product §4). */
  status: string;
  decisionReason: string | null;
  decidedAt: string | null;
  createdAt: string;
  version: number;
  user: { firstName: string; lastName: string; email: string; position: string | null; department: string | null };
}

export interface LeaveWarning {
  code: string;
  message: string;
}

export interface LeaveChange {
  leaveRequest: LeaveRequest;
  warnings: LeaveWarning[];
  message: string;
}

export interface LeaveInput {
  leaveType: string;
  startDate: string;
  endDate: string;
  reason?: string;
  /** An ADMIN's reason to let an excuse leave run past its legal length (record only; audited). */
  overrideReason?: string;
}

/** After any leave change: lists, dashboard, balances (ledger, employee, staff) and the user's own totals (settles once read again). */
export async function invalidateLeaveData(queryClient: QueryClient) {
  await Promise.all(
    [['leaves'], ['dashboard'], ['ledger'], ['employee'], ['staff'], meQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The approvals list's server-side filters (in the URL on /leave-approvals). */
export interface LeaveFilters {
  status?: LeaveStatus;
  leaveType?: string;
  from?: string;
  to?: string;
  q?: string;
  department?: string;
}

/** Keyset pages (product §D7) of one's own requests, newest first. */
export const useMyLeaves = () =>
  usePagedList<LeaveRequest, 'leaveRequests'>(['leaves', 'mine'], '/leaves/my-requests', 'leaveRequests');

/** The organization's requests of every status, filtered on the server. */
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
        return (await api<{ count: number }>('/leaves/pending-count')).count;
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
  useLeaveMutation((input: LeaveInput) => api<LeaveChange>('/leaves', { method: 'POST', body: input }));

export const useRecordLeave = (employeeId: string) =>
  useLeaveMutation((input: LeaveInput) =>
    api<LeaveChange>(`/leaves/employee/${employeeId}`, { method: 'POST', body: input }),
  );

// Approve and reject go through features/approvals/decision-queue.ts (sent after their undo time).

export const useCancelLeave = () =>
  useLeaveMutation(({ id, reason }: { id: string; reason?: string }) =>
    api(`/leaves/${id}/cancel`, { method: 'PUT', body: { reason } }),
  );

export const useUpdateLeave = () =>
  useLeaveMutation(({ id, ...body }: { id: string; startDate: string; endDate: string; reason?: string }) =>
    api<LeaveChange>(`/leaves/${id}/update`, { method: 'PUT', body }),
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
