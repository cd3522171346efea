import type * as turkish from '../termination';
import type { Translation } from '../translation';

/**
 * Issue 24 (Law 4857 art. 59; docs/leave-rules.md section 14): the expiry period of extra days above the
 * legal minimum, the end of employment and the statement of unused annual leave to be paid.
 */
export const extraLeaveExpiry: Translation<typeof turkish.extraLeaveExpiry> = {
  monthsInvalid: 'The period must be entered as a whole number of months.',
  monthsRange: 'The period must be between 0 and 60 months.',
};

export const termination: Translation<typeof turkish.termination> = {
  endDateRequired: 'Termination date is required',
  endDateBeforeStart: 'The termination date cannot be before the hire date',
  endDateTooLate: 'The termination date can be at most one year from today',
  noEndDate: 'No termination date is recorded for this employee; the statement is issued after the employment ends.',
  noStartDate: 'A statement of pay for unused leave cannot be issued for an employee with no hire date on record',
  title: 'Statement of Pay for Unused Annual Leave',
  legalBasis:
    'Under İş Kanunu (Labour Law) No. 4857, art. 59: when an employment contract ends for any reason, the pay for annual leave earned but not taken is paid on the basis of the wage on the date the contract ends.',
  employer: 'Employer',
  fullName: 'Full name',
  registryNumber: 'Personnel number',
  nationalId: 'TC Kimlik No (Turkish ID number)',
  positionDepartment: 'Position / department',
  startDate: 'Hire date',
  endDate: 'Termination date (last working day)',
  serviceLength: 'Length of service',
  daysTitle: 'Annual leave calculation (days)',
  colItem: 'Item',
  colStatutory: 'Statutory leave (art. 53)',
  colExtra: 'Extra leave (above the legal minimum)',
  colTotal: 'Total',
  rowEntitled: 'Entitled',
  rowUsed: 'Used',
  rowExpired: 'Expired (extra leave only)',
  rowUnused: 'Unused',
  toBePaid: (days: string) => `Unused annual leave to be paid: ${days} ${days === '1' ? 'day' : 'days'}`,
  nothingToPay: 'There is no unused annual leave to be paid.',
  note: 'Statutory leave does not expire or lapse; days used were deducted from the extra leave days first. The pay is calculated in payroll on the basis of the gross wage on the date the contract ends.',
  signatureEmployee: 'Employee (full name, signature)',
  signatureEmployer: 'Employer or authorized representative (full name, signature)',
  signatureDate: 'Date: ........ / ........ / ............',
  generatedOn: (date: string) => `Issued on: ${date} · Paydos`,
  ended: 'Termination recorded; the employee has been deactivated.',
  /** The monthly report's section (CSV): the month's leavers and their unused days to be paid. */
  reportSection: 'Leavers: unused annual leave to be paid (Law 4857 art. 59)',
  reportColumns: [
    'Full name',
    'Personnel number',
    'Last working day',
    'Statutory (days)',
    'Extra (days)',
    'To be paid (days)',
  ],
};

export const terminationMessages: Translation<typeof turkish.terminationMessages> = { extraLeaveExpiry, termination };
