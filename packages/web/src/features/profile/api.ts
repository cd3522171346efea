import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { storageKeys } from '../../platform/storage';
import { meQueryKey } from '../auth/AuthProvider';
import type { CurrentUser } from '../auth/current-user';

/** `GET /auth/me` answers these too; the shared CurrentUser type leaves them out. */
export interface PersonalDetails {
  phone: string | null;
  birthDate: string | null;
  nationalId: string | null;
  address: string | null;
  emergencyContact: string | null;
  emergencyPhone: string | null;
  startDate: string | null;
}
export type Profile = CurrentUser & Partial<PersonalDetails>;

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string | null;
  birthDate: string | null;
  nationalId: string | null;
  address: string | null;
  emergencyContact: string | null;
  emergencyPhone: string | null;
  position?: string | null;
  department?: string | null;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api<{ user: Profile }>('/users/me', { method: 'PUT', body: input }),
    onSuccess: ({ user }) => {
      localStorage.setItem(storageKeys.user, JSON.stringify(user));
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}

/** Built by the password-reset feature; the subdomain is taken from the host by the server. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api<{ message?: string }>('/password-reset/request', { method: 'POST', body: { email }, redirectOnUnauthorized: false }),
  });
}
