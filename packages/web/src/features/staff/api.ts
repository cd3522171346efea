import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type {
  CancelInvitationResponse,
  DepartmentsResponse,
  InvitationsResponse,
  InviteInput,
  InviteResponse,
  StaffMember,
  StaffListQueryInput,
  ToggleActiveResponse,
} from '@paydos/contract/staff';
import { usePagedList } from '../../platform/paged-list';

export type { InviteInput, PendingInvitation, StaffMember } from '@paydos/contract/staff';

/** The staff list's server-side search and filters (all in the URL on /staff-management). */
export type StaffFilters = Pick<StaffListQueryInput, 'q' | 'department'> & {
  status?: StaffListQueryInput['status'] | '';
};

/** Staff in keyset pages, searched and filtered on the server (under ['staff'] so changes refresh it). */
export const useStaffList = (filters: StaffFilters, options: { enabled?: boolean; limit?: number } = {}) =>
  usePagedList<StaffMember, 'users'>(['staff', 'list'], '/admin/users', 'users', { ...filters }, options);

/** The organization's departments for the staff and approvals filters. */
export const useDepartments = () =>
  useQuery({
    queryKey: ['staff', 'departments'],
    queryFn: async () => (await api<DepartmentsResponse>('/admin/departments')).departments,
    staleTime: 60_000,
  });

/** Under ['staff', …] so that invalidating ['staff'] refreshes both lists. */
export function usePendingInvitations(enabled = true) {
  return useQuery({
    queryKey: ['staff', 'invitations'],
    enabled,
    queryFn: async () => (await api<InvitationsResponse>('/admin/invitations')).invitations,
  });
}

function useStaffMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
      void queryClient.invalidateQueries({ queryKey: ['employee'] });
    },
  });
}

export const useInvite = () =>
  useStaffMutation((input: InviteInput) => api<InviteResponse>('/admin/invite', { method: 'POST', body: input }));
export const useToggleActive = () =>
  useStaffMutation((id: string) => api<ToggleActiveResponse>(`/admin/users/${id}`, { method: 'DELETE' }));
export const useCancelInvitation = () =>
  useStaffMutation((id: string) => api<CancelInvitationResponse>(`/admin/invitations/${id}`, { method: 'DELETE' }));
