import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { meQueryKey } from '../auth';
import type {
  LogoUploadResponse,
  MyOrganizationResponse,
  UpdateOrganizationInput,
  UpdateOrganizationResponse,
} from '@paydos/contract/organization';

import type { ExtraLeaveExpiryBody, ExtraLeaveExpiryResponse } from '@paydos/contract/extra-leave-expiry';
import type { WorkingTimeBody, WorkingTimeResponse } from '@paydos/contract/hourly-leave';

export type { Organization } from '@paydos/contract/organization';

export function useOrganization() {
  return useQuery({
    queryKey: ['organization'],
    queryFn: async () => (await api<MyOrganizationResponse>('/admin/organizations/my')).organization,
  });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrganizationInput) =>
      api<UpdateOrganizationResponse>('/admin/organizations/my', {
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
      return api<LogoUploadResponse>('/admin/organizations/upload-logo', { method: 'POST', body: form });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['organization'] });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/** Issue 24 (md. 59): the expiry period of extra days above the legal minimum (ADMIN). */
export function useExtraLeaveExpiry() {
  return useQuery({
    queryKey: ['organization', 'extra-leave-expiry'],
    queryFn: () => api<ExtraLeaveExpiryResponse>('/admin/organizations/my/extra-leave-expiry'),
  });
}

export function useSetExtraLeaveExpiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (months: number | null) =>
      api<ExtraLeaveExpiryResponse>('/admin/organizations/my/extra-leave-expiry', {
        method: 'PUT',
        body: { months } satisfies ExtraLeaveExpiryBody,
      }),
    onSuccess: (result) => queryClient.setQueryData(['organization', 'extra-leave-expiry'], result),
  });
}

/** Issue 24 item 6 (docs/decisions/015): the working day in minutes and whether hourly excuse and unpaid leave are allowed. */
export function useWorkingTimeSetting() {
  return useQuery({
    queryKey: ['organization', 'working-time'],
    queryFn: () => api<WorkingTimeResponse>('/admin/organizations/my/working-time'),
  });
}

export function useSetWorkingTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkingTimeBody) =>
      api<WorkingTimeResponse>('/admin/organizations/my/working-time', { method: 'PUT', body }),
    onSuccess: (result) => {
      queryClient.setQueryData(['organization', 'working-time'], result);
      // The leave form reads the setting from the current user's organization.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
