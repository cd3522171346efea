import type { ReportEmployee } from '@paydos/domain';
import { useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '../../platform/api';
import { t } from '../../platform/messages';

export interface AvailableMonth {
  year: number;
  month: number;
  monthName: string;
  daysInMonth: number;
  isCurrentMonth: boolean;
}

export interface MonthlyReport {
  organizationName: string;
  monthName: string;
  year: number;
  month: number;
  employeeLeaveData: Array<
    ReportEmployee & {
      isActive: boolean;
      totalDays: number;
      leaveDays: Array<{ date: string; leaveType: string; days: number }>;
    }
  >;
  summary: { totalEmployeesOnLeave: number; totalLeaveDays: number; leaveTypeStats: Record<string, number> };
}

export const useAvailableMonths = () =>
  useQuery({
    queryKey: ['monthly-report', 'available'],
    queryFn: () => api<{ reports: AvailableMonth[] }>('/monthly-report/available').then((r) => r.reports),
  });

export const useMonthlyReport = (year: number, month: number) =>
  useQuery({
    queryKey: ['monthly-report', year, month],
    queryFn: () => api<{ report: MonthlyReport }>(`/monthly-report?year=${year}&month=${month}`).then((r) => r.report),
  });

export const downloadMonthlyReport = (kind: 'csv' | 'xlsx', year: number, month: number) =>
  downloadFile(
    `/monthly-report/${kind}?year=${year}&month=${month}`,
    `izin-raporu-${year}-${String(month).padStart(2, '0')}.${kind}`,
    t.monthlyReport.downloadError,
  );
