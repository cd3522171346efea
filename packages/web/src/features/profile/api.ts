import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { storageKeys } from '../../platform/storage';
import type { MessageResponse } from '@paydos/contract/auth';
import type { UpdateProfileInput, UpdateProfileResponse } from '@paydos/contract/profile';
import { meQueryKey, type CurrentUser } from '../auth';

/** `GET /auth/me` answers the personal details too (the contract's user has them). */
export type Profile = CurrentUser;

/** The profile as it is now, to save one setting without touching the rest (PUT /users/me replaces the personal fields). */
export function currentProfileInput(profile: Profile): UpdateProfileInput {
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
    mutationFn: (input: UpdateProfileInput) => api<UpdateProfileResponse>('/users/me', { method: 'PUT', body: input }),
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
      api<MessageResponse>('/password-reset/request', {
        method: 'POST',
        body: { email },
        redirectOnUnauthorized: false,
      }),
  });
}
