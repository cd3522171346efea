import type * as turkish from '../leave-record';
import type { Translation } from '../translation';

/**
 * The leave record (Yıllık Ücretli İzin Kayıt Belgesi; Law 4857 art. 56, Regulation art. 20; docs/leave-rules.md
 * section 12) and the registry number it carries.
 */
export const leaveRecordShared: Translation<typeof turkish.leaveRecordShared> = {
  registryNumber: 'Personnel number',
  registryNumberInvalid:
    'The personnel number can be at most 30 characters and can contain letters, digits, spaces, "-", "/" and "."',
  registryNumberTaken: 'This personnel number is already registered to another employee',
  registryNumberSaved: 'Personnel number saved',
  serviceYearInvalid: 'Invalid service year',
  yearInvalid: 'Invalid year',
  noServiceYear:
    'This employee has no completed service year yet; the annual leave record is issued after the first anniversary of the hire date.',
  serviceYearNotEarned: 'This service year has not been completed yet',
  noStartDate: 'An annual leave record cannot be issued for an employee with no hire date on record',
  serviceYear: 'Service year',
  serviceYearValue: (n: number, from: string, to: string) =>
    n === 0 ? `First year (${from} - ${to}), before any entitlement` : `Service year ${n} (${from} - ${to})`,
};

export const leaveRecord: Translation<typeof turkish.leaveRecord> = {
  ...leaveRecordShared,
  title: 'Yıllık Ücretli İzin Kayıt Belgesi (Annual Paid Leave Record)',
  legalBasis:
    'Issued under İş Kanunu (Labour Law) No. 4857, art. 56, and Yıllık Ücretli İzin Yönetmeliği (Annual Paid Leave Regulation), art. 20.',
  employer: 'Employer',
  fullName: 'Full name',
  nationalId: 'TC Kimlik No (Turkish ID number)',
  positionDepartment: 'Position / department',
  startDate: 'Hire date',
  earnedOn: 'Date of entitlement to annual leave',
  notEarned: 'Not yet entitled (1-year requirement, art. 53)',
  serviceLength: 'Length of service',
  serviceLengthValue: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
  entitlement: 'Annual leave entitlement',
  entitlementUnknown: 'Carried over with the opening balance',
  leavesTitle: 'Annual leave taken',
  colNo: 'No.',
  colStart: 'Leave start',
  colEnd: 'Leave end',
  colDays: 'Length (working days)',
  colTravel: 'Travel leave (days)',
  colAcknowledged: "Employee's acknowledgment",
  acknowledgedValue: (when: string) => `Acknowledged: ${when}`,
  acknowledgementDue: 'Pending',
  noLeaves: 'No annual leave was taken in this service year.',
  totalUsed: 'Total taken',
  signatureEmployee: 'Employee (full name, signature)',
  signatureEmployer: 'Employer or authorized representative (full name, signature)',
  signatureDate: 'Date: ........ / ........ / ............',
  generatedOn: (date: string) => `Issued on: ${date} · Paydos`,
  zipEmpty:
    'There are no annual leave records to issue for this year: no employee has a service anniversary in this year.',
};

export const leaveRecordMessages: Translation<typeof turkish.leaveRecordMessages> = { leaveRecord };
