import type { reportMessages as turkish } from '../reports';
import type { Translation } from '@paydos/contract/messages/translation';

/** The monthly report (product §1, §6, §8). */
export const reportMessages: Translation<typeof turkish> = {
  monthlyReport: {
    title: 'Monthly Report',
    subtitle:
      'Approved leave for each month: who is on leave on which days, the leave types and the totals. Open a month to download it as CSV or as an Excel timesheet.',
    monthsTitle: 'Months',
    monthsDescription: 'Click a month to open its report; click the open month again to close it.',
    noMonths: 'There is no month to report on yet.',
    currentMonth: 'This month',
    loadError: 'An error occurred while loading the report',
    employeesOnLeave: 'Employees on leave',
    totalLeaveDays: 'Total leave days',
    byType: 'Leave days by type',
    noLeave: 'No approved leave this month.',
    tableLabel: "Employees' leave this month",
    colEmployee: 'Employee',
    colDepartment: 'Department',
    colLeaves: 'Leave days',
    colTotal: 'Total',
    inactive: 'Inactive',
    days: (n: string) => `${n} ${n === '1' ? 'day' : 'days'}`,
    downloadCsv: 'Download CSV',
    downloadXlsx: 'Download Excel timesheet',
    downloadPayroll: 'Download SGK (Social Security Institution) payroll file (CSV)',
    downloadDone: 'File downloaded.',
    downloadError: "Couldn't download the file. Please try again.",
  },
};
