import type { AvailableResponse, ReportResponse } from '@paydos/contract/monthly-report';
import { useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '../../platform/api';
import { t } from '../../platform/messages';

export const useAvailableMonths = () =>
  useQuery({
    queryKey: ['monthly-report', 'available'],
    queryFn: () => api<AvailableResponse>('/monthly-report/available').then((r) => r.reports),
  });

export const useMonthlyReport = (year: number, month: number) =>
  useQuery({
    queryKey: ['monthly-report', year, month],
    queryFn: () => api<ReportResponse>(`/monthly-report?year=${year}&month=${month}`).then((r) => r.report),
  });

export const downloadMonthlyReport = (kind: 'csv' | 'xlsx', year: number, month: number) =>
  downloadFile(
    `/monthly-report/${kind}?year=${year}&month=${month}`,
    `izin-raporu-${year}-${String(month).padStart(2, '0')}.${kind}`,
    t.monthlyReport.downloadError,
  );
