import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type { Role } from '../auth';

export interface DashboardSummary {
  today: string;
  me: { annualLeaveDays: number; usedLeaveDays: number; remainingLeaveDays: number; pendingRequests: number };
  organization: {
    totalStaff: number;
    activeStaff: number;
    pendingRequests: number;
    activeLeavesToday: number;
    thisMonthRequests: number;
    oldestStaff: Array<{
      id: string;
      firstName: string;
      lastName: string;
      role: Role;
      position: string | null;
      department: string | null;
      startDate: string | null;
      isActive: boolean;
    }>;
    onLeaveToday: Array<{ userId: string; firstName: string; lastName: string; leaveType: string; endDate: string }>;
  } | null;
}

export const useDashboardSummary = () =>
  useQuery({ queryKey: ['dashboard', 'summary'], queryFn: () => api<DashboardSummary>('/dashboard/summary') });
