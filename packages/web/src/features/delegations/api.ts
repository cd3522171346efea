import type {
  ColleaguesQuery,
  ColleaguesResponse,
  CreateDelegationInput,
  DelegationDeletedResponse,
  DelegationResponse,
  DelegationsResponse,
} from '@paydos/contract/delegations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type { PickerPerson } from '../../ui/PersonPicker';

export type { Delegation } from '@paydos/contract/delegations';

const key = ['delegations'] as const;

/** My approval delegates (an ADMIN: everyone's) and whom I stand in for (issue 23 item 4). */
export const useDelegations = (enabled = true) =>
  useQuery({ queryKey: key, enabled, queryFn: () => api<DelegationsResponse>('/delegations') });

export function useCreateDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDelegationInput) => api<DelegationResponse>('/delegations', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<DelegationDeletedResponse>(`/delegations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

async function colleagues(query: ColleaguesQuery): Promise<PickerPerson[]> {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  const search = params.toString();
  return (await api<ColleaguesResponse>(`/colleagues${search ? `?${search}` : ''}`)).people;
}

/** The substitute picker's fetcher: active colleagues of any role (my team first), the typed name narrowing them. */
export const searchColleagues = (q: string) => colleagues({ q });

/** The delegate picker's fetcher: only MANAGERs and ADMINs, who alone may be an approval delegate. */
export const searchApprovers = (q: string) => colleagues({ q, role: 'approver' });
