import { termination } from '@paydos/contract/messages/en/termination';
import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../termination-statement-texts';

/**
 * The Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi (Statement of Pay for Unused Annual Leave) as a PDF: the legal
 * names stay Turkish with an English gloss, and a note says the Turkish version is the legal record.
 */
export const terminationStatementTexts: Translation<typeof turkish.terminationStatementTexts> = {
  title: 'Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi (Statement of Pay for Unused Annual Leave)',
  legalBasis:
    'Under İş Kanunu (Labour Law) No. 4857, art. 59: when an employment contract ends for any reason, the pay for annual leave earned but not taken is paid on the basis of the wage on the date the contract ends.',
  translationNote:
    'This is an English translation for reading. The legal record is the Turkish version of this document: it is the one to sign, keep and show to a labour inspector.',
  employer: 'Employer',
  fullName: 'Full name',
  registryNumber: 'Personnel number',
  nationalId: 'TC Kimlik No (Turkish ID number)',
  positionDepartment: 'Position / department',
  startDate: 'Hire date',
  endDate: termination.endDate,
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
};
