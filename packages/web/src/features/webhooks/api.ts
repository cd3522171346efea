import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { usePagedList } from '../../platform/paged-list';
import type {
  CreateWebhookInput,
  WebhookCreatedResponse,
  WebhookDelivery,
  WebhookMessageResponse,
  WebhookResponse,
  WebhooksResponse,
} from '@paydos/contract/webhooks';

export type { WebhookDelivery, WebhookEndpoint } from '@paydos/contract/webhooks';

/** The organization's webhook endpoints (issue 26 item 3; ADMIN). */
export const useWebhooks = () =>
  useQuery({ queryKey: ['webhooks'], queryFn: async () => (await api<WebhooksResponse>('/webhooks')).endpoints });

/** One endpoint's delivery log, newest first, 20 at a time. */
export const useWebhookDeliveries = (endpointId: string) =>
  usePagedList<WebhookDelivery, 'deliveries'>(
    ['webhooks', endpointId, 'deliveries'],
    `/webhooks/${endpointId}/deliveries`,
    'deliveries',
    {},
    { limit: 20 },
  );

function useWebhookMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((input: CreateWebhookInput) =>
    api<WebhookCreatedResponse>('/webhooks', { method: 'POST', body: input }),
  );
export const useSetWebhookPaused = () =>
  useWebhookMutation(({ id, paused }: { id: string; paused: boolean }) =>
    api<WebhookResponse>(`/webhooks/${id}/${paused ? 'pause' : 'resume'}`, { method: 'POST' }),
  );
export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => api<WebhookMessageResponse>(`/webhooks/${id}`, { method: 'DELETE' }));
export const useResendWebhookDelivery = () =>
  useWebhookMutation(({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    api<WebhookMessageResponse>(`/webhooks/${endpointId}/deliveries/${deliveryId}/resend`, { method: 'POST' }),
  );
