import type { Language } from '@paydos/domain';
import { downloadFile } from '../../platform/api';
import { leaveRecordMessages } from '../../platform/messages/leave-record';

const m = leaveRecordMessages.leaveRecord;

/**
 * The leave record of Yönetmelik md. 20 as a PDF (docs/leave-rules.md section 12): mine when
 * `employeeId` is left out (GET /leave-record/me), else that person's (ADMIN only).
 */
export function downloadLeaveRecord(serviceYear: number, employeeId?: string, language?: Language) {
  const path = employeeId ? `/employee/${employeeId}/leave-record` : '/leave-record/me';
  return downloadFile(
    `${path}?serviceYear=${serviceYear}${language ? `&language=${language}` : ''}`,
    m.recordFile(serviceYear),
    m.downloadFailed,
  );
}

/** Everybody's records of the service year earned in `year`, one PDF each, in a ZIP (ADMIN only). */
export function downloadLeaveRecordsArchive(year: number, language?: Language) {
  return downloadFile(
    `/admin/leave-records?year=${year}${language ? `&language=${language}` : ''}`,
    m.archiveFile(year),
    m.archiveFailed,
  );
}
