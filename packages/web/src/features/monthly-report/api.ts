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

/** The month's downloads: the CSV report, the XLSX puantaj and the payroll CSV with the SGK codes (issue 24 item 7). */
export type MonthlyDownload = 'csv' | 'xlsx' | 'payroll-csv';

const fallbackNames: Record<MonthlyDownload, (period: string) => string> = {
  csv: (period) => `izin-raporu-${period}.csv`,
  xlsx: (period) => `izin-puantaji-${period}.xlsx`,
  'payroll-csv': (period) => `sgk-bordro-${period}.csv`,
};

export const downloadMonthlyReport = (kind: MonthlyDownload, year: number, month: number) =>
  downloadFile(
    `/monthly-report/${kind}?year=${year}&month=${month}`,
    fallbackNames[kind](`${year}-${String(month).padStart(2, '0')}`),
    t.monthlyReport.downloadError,
  );
