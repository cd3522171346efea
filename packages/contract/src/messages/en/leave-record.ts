import type * as turkish from '../leave-record';
import type { Translation } from '../translation';

/**
 * The leave record (Yıllık Ücretli İzin Kayıt Belgesi; Law 4857 art. 56, Regulation art. 20; docs/leave-rules.md
 * section 12) and the registry number it carries: its refusals and the texts the web shows too. The PDF's own texts are
 * the server's (features/leave-record/en/leave-record-texts.ts).
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
  zipEmpty:
    'There are no annual leave records to issue for this year: no employee has a service anniversary in this year.',
};

export const leaveRecordMessages: Translation<typeof turkish.leaveRecordMessages> = { leaveRecord };
