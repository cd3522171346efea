import type { AdjustmentInput, AdjustmentResponse, LedgerResponse } from '@paydos/contract/ledger';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** The ledger of one employee, or mine when no id is given (query key shared with the leaves feature). */
export function useLedger(employeeId?: string) {
  return useQuery({
    queryKey: ['ledger', employeeId ?? 'me'],
    queryFn: () => api<LedgerResponse>(employeeId ? `/employee/${employeeId}/ledger` : '/ledger/me'),
  });
}

export function useAddAdjustment(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentInput) =>
      api<AdjustmentResponse>(`/employee/${employeeId}/ledger-adjustments`, { method: 'POST', body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['ledger'] });
      void queryClient.invalidateQueries({ queryKey: ['employee'] });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
