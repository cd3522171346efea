import type { leaveRecordMessages as turkish } from '../leave-record';
import type { Translation } from '@paydos/contract/messages/translation';

/**
 * The leave record of Yönetmelik art. 20 (issue 24 item 1; docs/leave-rules.md section 12): the
 * registry number on the employee page, the record's download there and on My Leave Requests, and
 * everybody's records of a year as a ZIP on the staff page. Not part of `t`: only the pages that show
 * them load these texts (the bundle budgets hold the first load).
 */
export const leaveRecordMessages: Translation<typeof turkish> = {
  leaveRecord: {
    registryNumber: 'Personnel no.',
    registryEdit: 'Edit',
    registryEditWhat: 'personnel no.',
    registryHint:
      'The personnel number at the workplace; it appears on the leave record. If you leave it blank, it is deleted.',
    registryInvalid:
      'Personnel no. can be at most 30 characters and may contain letters, digits, spaces, "-", "/" and "."',
    registryFailed: "Couldn't save the personnel no.",
    serviceYear: 'Service year',
    serviceYearOption: (n: number, from: string, to: string) =>
      n === 0 ? `First year (${from} - ${to}), before any leave entitlement` : `Service year ${n} (${from} - ${to})`,
    download: 'İzin kayıt belgesi (leave record)',
    downloadDone: 'Leave record downloaded',
    downloadFailed: "Couldn't download the leave record",
    noYearYet: 'The leave record can be downloaded after the first work anniversary.',
    archiveYear: 'Record year',
    archive: 'All leave records (ZIP)',
    archiveDone: 'Leave records downloaded',
    archiveFailed: "Couldn't download the leave records",
    archiveFile: (year: number) => `leave-records-${year}.zip`,
    recordFile: (serviceYear: number) => `leave-record-service-year-${serviceYear}.pdf`,
    turkishOriginal: 'Turkish original',
    turkishOriginalOf: (document: string) => `${document}: Turkish original (the legal record)`,
  },
};
