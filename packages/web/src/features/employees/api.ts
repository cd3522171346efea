import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type { Role } from '../auth';

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

export function useEmployee(id: string, enabled = true) {
  return useQuery({
    queryKey: ['employee', id],
    queryFn: () => api<EmployeeDetail>(`/employee/${id}`),
    retry: false,
    enabled,
  });
}

/** Product §D6 (KVKK): the admin downloads everything held about one person as a JSON file. */
export async function downloadPersonalData(employeeId: string, fileName: string) {
  const body = await api<{ data: unknown }>(`/employee/${employeeId}/personal-data`);
  const url = URL.createObjectURL(new Blob([JSON.stringify(body.data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
