import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type { Role } from '../auth/current-user';

export interface EmployeeDetail {
  employee: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    nationalId: string | null;
    birthDate: string | null;
    address: string | null;
    emergencyContact: string | null;
    emergencyPhone: string | null;
    position: string | null;
    department: string | null;
    startDate: string | null;
    role: Role;
    isActive: boolean;
    annualLeaveDays: number;
    usedLeaveDays: number;
  };
  leaveStats: {
    totalAnnualLeave: number;
    usedAnnualLeave: number;
    remainingAnnualLeave: number;
    pendingDays: number;
    totalRequests: number;
    approved: number;
    pending: number;
    rejected: number;
    cancelled: number;
    byType: { leaveType: string; leaveTypeName: string; days: number; count: number }[];
  };
}

export function useEmployee(id: string) {
  return useQuery({ queryKey: ['employee', id], queryFn: () => api<EmployeeDetail>(`/employee/${id}`), retry: false });
}
