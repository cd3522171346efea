import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedFeedResponse, FeedStatusResponse, RevokedFeedResponse } from '@paydos/contract/calendar-feeds';
import { api } from '../../platform/api';

export type { FeedUrls } from '@paydos/contract/calendar-feeds';

const key = ['calendar-feed'] as const;

/** Issue 16: whether my feed is live (never its URL: only the token's hash is stored). */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api<FeedStatusResponse>('/calendar-feeds').then((r) => r.feed),
  });

/** A new feed (ends the old one); its URLs are in this answer only. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CreatedFeedResponse>('/calendar-feeds', { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<RevokedFeedResponse>('/calendar-feeds', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
