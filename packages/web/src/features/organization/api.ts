import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { meQueryKey } from '../auth';

export interface Organization {
  id: string;
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  website: string | null;
  logoUrl: string | null;
  subdomain: string;
  isActive: boolean;
  createdAt: string;
  leavePolicyJson: string;
  birthdayMailsEnabled: boolean;
  _count: { users: number; invitations: number };
}

export interface OrganizationInput {
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  website: string | null;
  leavePolicyJson?: string;
  birthdayMailsEnabled?: boolean;
}

export function useOrganization() {
  return useQuery({
    queryKey: ['organization'],
    queryFn: async () => (await api<{ organization: Organization }>('/admin/organizations/my')).organization,
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInput) =>
      api<{ organization: Organization; recalculatedEmployees: number }>('/admin/organizations/my', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(['organization'], result.organization);
      // A policy change rewrites balances and the sidebar shows the organization's name.
      if (result.recalculatedEmployees > 0) {
        void queryClient.invalidateQueries({ queryKey: ['ledger'] });
        void queryClient.invalidateQueries({ queryKey: ['employee'] });
        void queryClient.invalidateQueries({ queryKey: ['staff'] });
      }
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return api<{ logoUrl: string }>('/admin/organizations/upload-logo', { method: 'POST', body: form });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['organization'] });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
