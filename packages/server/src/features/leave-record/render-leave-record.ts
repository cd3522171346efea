import { messages } from '@paydos/contract/messages';
import { formatDays, formatTurkishDate, formatTurkishDateTime, type CalendarDate } from '@paydos/domain';
import type { Content } from 'pdfmake/interfaces';
import { fileSlug, renderSignedRecord } from '../leave-report';
import type { LeaveRecord } from './load-leave-records';

const m = messages.leaveRecord;

/** The record's file name: `izin-kayit-belgesi-{name}-{n}-hizmet-yili.pdf` (ASCII, stable for a ZIP). */
export function leaveRecordFileName(record: LeaveRecord): string {
  const who = fileSlug(`${record.person.firstName} ${record.person.lastName}`);
  const registry = record.person.registryNumber ? `${fileSlug(record.person.registryNumber)}-` : '';
  return `izin-kayit-belgesi-${registry}${who}-${record.period.serviceYear}-hizmet-yili.pdf`;
}

/**
 * The Yıllık Ücretli İzin Kayıt Belgesi of one service year (Yönetmelik art. 20, docs/leave-rules.md
 * section 12): who, the registry number, the hire date, the date the right was earned, the length of
 * service, the days earned; every annual leave with its dates, days, travel days and the employee's
 * in-app acknowledgement; then the signature lines of the employee and the employer.
 */
export async function renderLeaveRecord(record: LeaveRecord, today: CalendarDate): Promise<Buffer> {
  const { person, period } = record;
  const name = `${person.firstName} ${person.lastName}`;
  const facts: Array<[string, string]> = [
    [m.employer, record.organizationName],
    [m.fullName, name],
    [m.registryNumber, person.registryNumber ?? '—'],
    [m.nationalId, person.nationalId ?? '—'],
    [m.positionDepartment, [person.position, person.department].filter(Boolean).join(' / ') || '—'],
    [m.startDate, formatTurkishDate(person.startDate)],
    [
      m.serviceYear,
      m.serviceYearValue(period.serviceYear, formatTurkishDate(period.earnedOn), formatTurkishDate(period.endsOn)),
    ],
    [m.earnedOn, period.serviceYear === 0 ? m.notEarned : formatTurkishDate(period.earnedOn)],
    [m.serviceLength, m.serviceLengthValue(period.serviceYear)],
    [
      m.entitlement,
      period.serviceYear === 0
        ? m.notEarned
        : record.entitlementDays === null
          ? m.entitlementUnknown
          : `${formatDays(record.entitlementDays)} ${messages.leaveReport.days}`,
    ],
  ];
  const leaves: Content = record.lines.length
    ? {
        table: {
          headerRows: 1,
          widths: ['auto', 'auto', 'auto', 'auto', 'auto', '*'],
          body: [
            [m.colNo, m.colStart, m.colEnd, m.colDays, m.colTravel, m.colAcknowledged].map((text) => ({
              text,
              style: 'th',
            })),
            ...record.lines.map((line, index) => [
              String(index + 1),
              formatTurkishDate(line.startDate),
              formatTurkishDate(line.endDate),
              formatDays(line.days),
              formatDays(line.travelDays),
              line.acknowledgedAt
                ? m.acknowledgedValue(formatTurkishDateTime(line.acknowledgedAt))
                : m.acknowledgementDue,
            ]),
            [
              { text: m.totalUsed, colSpan: 3, bold: true },
              '',
              '',
              { text: formatDays(record.usedDays), bold: true },
              { text: formatDays(record.travelDays), bold: true },
              '',
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      }
    : { text: m.noLeaves, italics: true };
  return renderSignedRecord({
    texts: m,
    documentTitle: `${m.title} - ${name} - ${period.serviceYear}`,
    facts,
    today,
    content: [{ text: m.leavesTitle, style: 'h3' }, leaves],
  });
}
