import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

export interface FeedUrls {
  myLeave: string;
  team: string;
  holidays: string;
}

const key = ['calendar-feed'] as const;

/** Issue 16: whether my feed is live (never its URL: only the token's hash is stored). */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: key,
    queryFn: () =>
      api<{ feed: { createdAt: string; lastUsedAt: string | null } | null }>('/calendar-feeds').then((r) => r.feed),
  });

/** A new feed (ends the old one); its URLs are in this answer only. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ createdAt: string; urls: FeedUrls }>('/calendar-feeds', { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/calendar-feeds', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
