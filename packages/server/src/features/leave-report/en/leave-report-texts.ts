import { leaveReportShared } from '@paydos/contract/messages/en/leaves';
import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../leave-report-texts';

const dayCount = (days: string) => `${days} ${days === '1' ? 'day' : 'days'}`;

/** A person's leave report as a PDF (product §1 "PDF personal reports", product §D5): its headings and labels. */
export const leaveReportTexts: Translation<typeof turkish.leaveReportTexts> = {
  ...leaveReportShared,
  title: 'Leave Report',
  employee: 'Employee',
  organization: 'Organization',
  role: 'Role',
  startDate: 'Hire date',
  period: 'Period',
  noPeriod: 'No leave on record',
  generatedOn: 'Report date',
  balanceTitle: 'Annual Leave Balance',
  total: 'Total entitlement',
  used: 'Used',
  remaining: 'Remaining',
  dayCount,
  leavesTitle: 'Leave Records',
  colType: 'Leave type',
  colStart: 'Start',
  colEnd: 'End',
  colDays: 'Days',
  colStatus: 'Status',
  noLeaves: 'This employee has no leave records yet.',
  /** An annual leave's unpaid travel days beside its days (İş Kanunu art. 56/4): "5 + 2 days of travel leave (Trabzon)". */
  withTravel: (days: string, travelDays: string, destination: string | null) =>
    `${days} + ${dayCount(travelDays)} of travel leave${destination ? ` (${destination})` : ''}`,
};
