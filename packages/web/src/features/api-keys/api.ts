import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyList, CreateApiKeyInput, CreatedApiKey, RevokedApiKey } from '@paydos/contract/api-keys';
import { api } from '../../platform/api';

export type { ApiKeyView } from '@paydos/contract/api-keys';

/** The organization's API keys (issue 26), never their secrets. */
export const useApiKeys = () =>
  useQuery({ queryKey: ['api-keys'], queryFn: async () => (await api<ApiKeyList>('/admin/api-keys')).apiKeys });

function useApiKeyMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}

/** A new key: the answer holds its secret, the only time it is ever shown. */
export const useCreateApiKey = () =>
  useApiKeyMutation((input: CreateApiKeyInput) =>
    api<CreatedApiKey>('/admin/api-keys', { method: 'POST', body: input }),
  );

export const useRevokeApiKey = () =>
  useApiKeyMutation((id: string) => api<RevokedApiKey>(`/admin/api-keys/${id}/revoke`, { method: 'POST' }));
