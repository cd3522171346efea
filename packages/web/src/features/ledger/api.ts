import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

export type LedgerKind = 'OPENING_BALANCE' | 'GRANT' | 'USAGE' | 'RETURN' | 'ADJUSTMENT' | 'HISTORICAL_USAGE';

export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  days: number;
  effectiveDate: string;
  serviceYear: number | null;
  reason: string;
  leaveRequestId: string | null;
  createdAt: string;
  createdBy: string | null;
  actors: Array<{ role: LedgerActorRole; name: string }>;
  runningBalance: number;
}

export type LedgerActorRole = 'REQUESTED' | 'RECORDED' | 'APPROVED' | 'CONSENTED' | 'CHANGED' | 'CANCELLED' | 'ADDED';

/** A line before the first entry that moves no day: the start of service, the years before Paydos. */
export interface LedgerPrefaceLine {
  kind: 'SERVICE_START' | 'BEFORE_LEDGER';
  date: string;
  text: string;
}

export interface Ledger {
  preface: LedgerPrefaceLine[];
  entries: LedgerEntry[];
  total: number;
  used: number;
  remaining: number;
}

/** The ledger of one employee, or mine when no id is given (query key shared with the leaves feature). */
export function useLedger(employeeId?: string) {
  return useQuery({
    queryKey: ['ledger', employeeId ?? 'me'],
    queryFn: () => api<Ledger>(employeeId ? `/employee/${employeeId}/ledger` : '/ledger/me'),
  });
}

export interface AdjustmentInput {
  days: number;
  reason: string;
  effectiveDate?: string;
}

export function useAddAdjustment(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentInput) =>
      api<{ id: string }>(`/employee/${employeeId}/ledger-adjustments`, { method: 'POST', body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['ledger'] });
      void queryClient.invalidateQueries({ queryKey: ['employee'] });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
