import type {
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

/** The pickers' fetcher: active colleagues (my team first), the typed name narrowing them. */
export async function searchColleagues(q: string): Promise<PickerPerson[]> {
  const params = new URLSearchParams(q ? { q } : {});
  return (await api<ColleaguesResponse>(`/colleagues${q ? `?${params}` : ''}`)).people;
}
