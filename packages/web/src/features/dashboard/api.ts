import type { DashboardSummary } from '@paydos/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { takeEarlyFetch } from '../../platform/early-fetch';

/** The dashboard's figures; on a load of /dashboard maybe already asked by the page (platform/early-fetch.ts). */
export const useDashboardSummary = () =>
  useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: () => api<DashboardSummary>('/dashboard/summary', { early: takeEarlyFetch('/dashboard/summary') }),
  });
