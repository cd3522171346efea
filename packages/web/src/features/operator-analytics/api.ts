import { useQuery } from '@tanstack/react-query';
import type { ServiceStats, TimelineResponse } from '@paydos/contract/operator-analytics';
import type { BillingMetrics } from '@paydos/contract/billing';
import { api } from '../../platform/api';

export type { ServiceStats, TimelineMonth } from '@paydos/contract/operator-analytics';

export const useServiceStats = () =>
  useQuery({
    queryKey: ['operator-stats'],
    queryFn: () => api<ServiceStats>('/superadmin/stats', { credentials: 'operator' }),
  });

export const useTimeline = (months = 12) =>
  useQuery({
    queryKey: ['operator-stats-timeline', months],
    queryFn: () => api<TimelineResponse>(`/superadmin/stats/timeline?months=${months}`, { credentials: 'operator' }),
  });

export type MonthFigures = BillingMetrics['series'][number];

/** The operator's billing figures (issue 13) for the analytics page. */
export const useBillingMetrics = () =>
  useQuery({
    queryKey: ['operator', 'billing-metrics'],
    queryFn: () => api<BillingMetrics>('/superadmin/billing/metrics', { credentials: 'operator' }),
  });
