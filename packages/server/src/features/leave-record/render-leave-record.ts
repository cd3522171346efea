import type { CalendarDate, Language } from '@paydos/domain';
import type { Content } from 'pdfmake/interfaces';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { fileSlug, renderSignedRecord } from '../leave-report';
import { leaveRecordTexts } from './leave-record-texts';
import type { LeaveRecord } from './load-leave-records';

/** The record's file name: `izin-kayit-belgesi-{name}-{n}-hizmet-yili.pdf` (ASCII, stable for a ZIP; every language). */
export function leaveRecordFileName(record: LeaveRecord): string {
  const who = fileSlug(`${record.person.firstName} ${record.person.lastName}`);
  const registry = record.person.registryNumber ? `${fileSlug(record.person.registryNumber)}-` : '';
  return `izin-kayit-belgesi-${registry}${who}-${record.period.serviceYear}-hizmet-yili.pdf`;
}

/**
 * The Yıllık Ücretli İzin Kayıt Belgesi of one service year (Yönetmelik art. 20, docs/leave-rules.md
 * section 12): who, the registry number, the hire date, the date the right was earned, the length of
 * service, the days earned; every annual leave with its dates, days, travel days and the employee's
 * in-app acknowledgement; then the signature lines of the employee and the employer. In `language`, its
 * reader's (issue 26): a translation keeps the legal names in Turkish and says the Turkish record is the legal one.
 */
export async function renderLeaveRecord(record: LeaveRecord, today: CalendarDate, language: Language): Promise<Buffer> {
  const { person, period } = record;
  const m = textsIn(language, leaveRecordTexts);
  const f = formatsIn(language);
  const name = `${person.firstName} ${person.lastName}`;
  const facts: Array<[string, string]> = [
    [m.employer, record.organizationName],
    [m.fullName, name],
    [m.registryNumber, person.registryNumber ?? '—'],
    [m.nationalId, person.nationalId ?? '—'],
    [m.positionDepartment, [person.position, person.department].filter(Boolean).join(' / ') || '—'],
    [m.startDate, f.date(person.startDate)],
    [m.serviceYear, m.serviceYearValue(period.serviceYear, f.date(period.earnedOn), f.date(period.endsOn))],
    [m.earnedOn, period.serviceYear === 0 ? m.notEarned : f.date(period.earnedOn)],
    [m.serviceLength, m.serviceLengthValue(period.serviceYear)],
    [
      m.entitlement,
      period.serviceYear === 0
        ? m.notEarned
        : record.entitlementDays === null
          ? m.entitlementUnknown
          : m.entitlementValue(f.days(record.entitlementDays)),
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
              // A date stays on one line ("7 Dec 2026" could break at its spaces).
              { text: f.date(line.startDate), noWrap: true },
              { text: f.date(line.endDate), noWrap: true },
              f.days(line.days),
              f.days(line.travelDays),
              line.acknowledgedAt ? m.acknowledgedValue(f.dateTime(line.acknowledgedAt)) : m.acknowledgementDue,
            ]),
            [
              { text: m.totalUsed, colSpan: 3, bold: true },
              '',
              '',
              { text: f.days(record.usedDays), bold: true },
              { text: f.days(record.travelDays), bold: true },
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
    issuedOn: f.date(today),
    ...(language === 'tr' ? {} : { translationNote: m.translationNote }),
    content: [{ text: m.leavesTitle, style: 'h3' }, leaves],
  });
}
