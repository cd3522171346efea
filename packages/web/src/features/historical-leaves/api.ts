import type {
  ApprovalInput,
  ApprovalResponse,
  BatchInput,
  BatchResponse,
  BatchSummary,
  DecisionResponse,
} from '@paydos/contract/historical-leaves';
import type { StaffListResponse } from '@paydos/contract/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';
import { PERSON_PICKER_LIMIT } from '../../ui/PersonPicker';
import { invalidateLeaveData } from '../leaves';

const sentBatchesKey = ['historical-leaves', 'batches'];

/** The sent batches on /historical-leave-data, newest first, page by page (keyset: `nextCursor`). */
export const useSentBatches = () =>
  usePagedList<BatchSummary, 'batches'>(sentBatchesKey, '/historical-leaves/batches', 'batches');

export const useCreateHistoricalBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchInput) => api<BatchResponse>('/historical-leaves/batch', { method: 'POST', body: input }),
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
      api<ApprovalResponse>(`/historical-leaves/approval/${encodeURIComponent(token)}`, { credentials: 'none' }),
    retry: false,
    staleTime: Infinity,
  });

export const useDecideApproval = (token: string) =>
  useMutation({
    mutationFn: (input: ApprovalInput) =>
      api<DecisionResponse>(`/historical-leaves/approval/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: input,
        credentials: 'none',
      }),
  });

/** The person picker's search: the first active people whose name or e-mail matches, from the staff list's keyset page. */
export async function searchActiveStaff(q: string) {
  const params = new URLSearchParams({ status: 'active', limit: String(PERSON_PICKER_LIMIT) });
  if (q) params.set('q', q);
  return (await api<StaffListResponse>(`/admin/users?${params}`)).users;
}
