import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';
import { PERSON_PICKER_LIMIT } from '../../ui/PersonPicker';
import { invalidateLeaveData } from '../leaves';
import type { StaffMember } from '../staff';

export interface PastLeave {
  leaveType: string;
  startDate: string;
  endDate: string;
  reason?: string;
}

export interface HistoricalLeave {
  id: string;
  leaveType: string;
  leaveTypeName: string;
  startDate: string;
  endDate: string;
  days: number;
  reason: string | null;
}

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** Product §3 "Historical approval response". */
export interface ApprovalView {
  isBatch: true;
  historicalLeaveRequests: HistoricalLeave[];
  totalCount: number;
  totalDays: number;
  employee: Person;
  createdBy: { name: string; email: string; role: string } | null;
  organization: { name: string; subdomain: string };
  historicalLeaveRequest: { status: string; tokenExpiresAt: string; rejectedReason: string | null };
}

export type BatchStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED';

/** One sent batch on /historical-leave-data (GET /historical-leaves/batches). */
export interface SentBatch {
  id: string;
  employee: { id: string; firstName: string; lastName: string };
  recordedBy: { firstName: string; lastName: string } | null;
  createdAt: string;
  status: BatchStatus;
  tokenExpiresAt: string;
  processedAt: string | null;
  rejectedReason: string | null;
  leaveCount: number;
  totalDays: number;
  leaves: { startDate: string; endDate: string; leaveType: string; leaveTypeName: string; days: number }[];
}

const sentBatchesKey = ['historical-leaves', 'batches'];

/** The sent batches, newest first, page by page (keyset: `nextCursor`). */
export const useSentBatches = () =>
  usePagedList<SentBatch, 'batches'>(sentBatchesKey, '/historical-leaves/batches', 'batches');

export const useCreateHistoricalBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; leaves: PastLeave[] }) =>
      api<{ message: string; totalCount: number }>('/historical-leaves/batch', { method: 'POST', body: input }),
    onSuccess: () => {
      void invalidateLeaveData(queryClient);
      void queryClient.invalidateQueries({ queryKey: sentBatchesKey });
    },
  });
};

/** The consent page is public: no stored session is sent, and a 401 never sends anyone to /login. */
export const useApproval = (token: string) =>
  useQuery({
    queryKey: ['historical-approval', token],
    queryFn: () =>
      api<ApprovalView>(`/historical-leaves/approval/${encodeURIComponent(token)}`, { credentials: 'none' }),
    retry: false,
    staleTime: Infinity,
  });

export const useDecideApproval = (token: string) =>
  useMutation({
    mutationFn: (input: { approved: boolean; rejectedReason?: string }) =>
      api<{ message: string; status: 'APPROVED' | 'REJECTED'; organization: { subdomain: string } }>(
        `/historical-leaves/approval/${encodeURIComponent(token)}`,
        { method: 'POST', body: input, credentials: 'none' },
      ),
  });

/** The person picker's search: the first active people whose name or e-mail matches, from the staff list's keyset page. */
export async function searchActiveStaff(q: string) {
  const params = new URLSearchParams({ status: 'active', limit: String(PERSON_PICKER_LIMIT) });
  if (q) params.set('q', q);
  return (await api<{ users: StaffMember[] }>(`/admin/users?${params}`)).users;
}
