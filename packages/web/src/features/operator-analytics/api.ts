import { useQuery } from '@tanstack/react-query';
import type { ServiceStats, TimelineResponse } from '@paydos/contract/operator-analytics';
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

export type MonthFigures = {
  month: string;
  mrrTL: number;
  revenueTL: number;
  newPaying: number;
  renewals: number;
  failedPayments: number;
  churned: number;
};

export interface BillingMetricsData {
  mrrTL: number;
  payingOrganizations: number;
  trialOrganizations: number;
  paidOrganizations: number;
  conversionPercent: number;
  churnPercent: number;
  churnedLast30Days: number;
  series: MonthFigures[];
}

/** The operator's billing figures (issue 13) for the analytics page. */
export const useBillingMetrics = () =>
  useQuery({
    queryKey: ['operator', 'billing-metrics'],
    queryFn: () => api<BillingMetricsData>('/superadmin/billing/metrics', { credentials: 'operator' }),
  });
