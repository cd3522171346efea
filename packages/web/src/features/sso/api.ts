import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoMessageResponse, SsoSavedResponse, SsoSettingsInput, SsoSettingsResponse } from '@paydos/contract/sso';
import { api } from '../../platform/api';

export type { SsoProvider, SsoSettings } from '@paydos/contract/sso';

/** The organization's single sign-on settings (issue 26 item 4; ADMIN), never the client secret. */
export const useSsoSettings = () =>
  useQuery({ queryKey: ['sso'], queryFn: () => api<SsoSettingsResponse>('/admin/sso') });

function useSsoMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['sso'] }),
  });
}

export const useSaveSso = () =>
  useSsoMutation((input: SsoSettingsInput) => api<SsoSavedResponse>('/admin/sso', { method: 'PUT', body: input }));
export const useRemoveSso = () => useSsoMutation(() => api<SsoMessageResponse>('/admin/sso', { method: 'DELETE' }));
export const useSetPasswordLogin = () =>
  useSsoMutation((enabled: boolean) =>
    api<SsoSavedResponse>('/admin/sso/password-login', { method: 'PUT', body: { enabled } }),
  );
