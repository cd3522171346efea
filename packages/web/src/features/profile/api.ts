import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { storageKeys } from '../../platform/storage';
import { meQueryKey } from '../auth';
import type { CurrentUser } from '../auth';

/** `GET /auth/me` answers these too; the shared CurrentUser type leaves them out. */
export interface PersonalDetails {
  phone: string | null;
  birthDate: string | null;
  nationalId: string | null;
  address: string | null;
  emergencyContact: string | null;
  emergencyPhone: string | null;
  startDate: string | null;
  /** The person asked for no birthday mail (product §D7). */
  birthdayMailsOptOut: boolean;
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
  birthdayMailsOptOut?: boolean;
}

/** The profile as it is now, to save one setting without touching the rest (PUT /users/me replaces the personal fields). */
export function currentProfileInput(profile: Profile): ProfileInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? null,
    birthDate: profile.birthDate ?? null,
    nationalId: profile.nationalId ?? null,
    address: profile.address ?? null,
    emergencyContact: profile.emergencyContact ?? null,
    emergencyPhone: profile.emergencyPhone ?? null,
  };
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
      api<{ message?: string }>('/password-reset/request', {
        method: 'POST',
        body: { email },
        redirectOnUnauthorized: false,
      }),
  });
}
