import { leaveRecordShared } from '@paydos/contract/messages/en/leave-record';
import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../leave-record-texts';

/**
 * The Yıllık Ücretli İzin Kayıt Belgesi (Annual Paid Leave Record) as a PDF: the legal names stay Turkish with an
 * English gloss, and a note says the Turkish version is the legal record.
 */
export const leaveRecordTexts: Translation<typeof turkish.leaveRecordTexts> = {
  title: 'Yıllık Ücretli İzin Kayıt Belgesi (Annual Paid Leave Record)',
  legalBasis:
    'Issued under İş Kanunu (Labour Law) No. 4857, art. 56, and Yıllık Ücretli İzin Yönetmeliği (Annual Paid Leave Regulation), art. 20.',
  translationNote:
    'This is an English translation for reading. The legal record is the Turkish version of this document: it is the one to sign, keep and show to a labour inspector.',
  employer: 'Employer',
  fullName: 'Full name',
  registryNumber: leaveRecordShared.registryNumber,
  nationalId: 'TC Kimlik No (Turkish ID number)',
  positionDepartment: 'Position / department',
  startDate: 'Hire date',
  serviceYear: leaveRecordShared.serviceYear,
  serviceYearValue: leaveRecordShared.serviceYearValue,
  earnedOn: 'Date of entitlement to annual leave',
  notEarned: 'Not yet entitled (1-year requirement, art. 53)',
  serviceLength: 'Length of service',
  serviceLengthValue: (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`,
  entitlement: 'Annual leave entitlement',
  entitlementValue: (days: string) => `${days} ${days === '1' ? 'day' : 'days'}`,
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
};
