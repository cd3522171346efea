import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';
import type { Role } from '../auth';

export interface StaffMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  position: string | null;
  department: string | null;
  startDate: string | null;
  isActive: boolean;
  createdAt: string;
  annualLeaveDays: number;
  usedLeaveDays: number;
  remainingLeaveDays: number;
}

export interface PendingInvitation {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  startDate: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface InviteInput {
  firstName: string;
  lastName: string;
  email: string;
  startDate?: string;
  role: Role;
}

/** The staff list's server-side search and filters (all in the URL on /staff-management). */
export interface StaffFilters {
  q?: string;
  department?: string;
  status?: 'active' | 'inactive' | '';
}

/** Staff in keyset pages, searched and filtered on the server (under ['staff'] so changes refresh it). */
export const useStaffList = (filters: StaffFilters, options: { enabled?: boolean; limit?: number } = {}) =>
  usePagedList<StaffMember, 'users'>(['staff', 'list'], '/admin/users', 'users', { ...filters }, options);

/** The organization's departments for the staff and approvals filters. */
export const useDepartments = () =>
  useQuery({
    queryKey: ['staff', 'departments'],
    queryFn: async () => (await api<{ departments: string[] }>('/admin/departments')).departments,
    staleTime: 60_000,
  });

/** Under ['staff', …] so that invalidating ['staff'] refreshes both lists. */
export function usePendingInvitations(enabled = true) {
  return useQuery({
    queryKey: ['staff', 'invitations'],
    enabled,
    queryFn: async () => (await api<{ invitations: PendingInvitation[] }>('/admin/invitations')).invitations,
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
  useStaffMutation((input: InviteInput) => api('/admin/invite', { method: 'POST', body: input }));
export const useToggleActive = () =>
  useStaffMutation((id: string) =>
    api<{ user: { id: string; isActive: boolean } }>(`/admin/users/${id}`, { method: 'DELETE' }),
  );
export const useCancelInvitation = () =>
  useStaffMutation((id: string) => api(`/admin/invitations/${id}`, { method: 'DELETE' }));
