import type { DashboardSummary } from '@paydos/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';

export const useDashboardSummary = () =>
  useQuery({ queryKey: ['dashboard', 'summary'], queryFn: () => api<DashboardSummary>('/dashboard/summary') });
