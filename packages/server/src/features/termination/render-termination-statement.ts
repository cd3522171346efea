import { termination as terminationTexts } from '@paydos/contract/messages/termination';
import { formatDays, formatServiceLength, formatTurkishDate, type CalendarDate } from '@paydos/domain';
import type { Content } from 'pdfmake/interfaces';
import { fileSlug, renderSignedRecord } from '../leave-report';
import type { TerminationStatement } from './load-termination';

const m = terminationTexts;

/** `izin-ucreti-hesap-belgesi-{sicil}-{name}.pdf` (ASCII). */
export function terminationFileName(statement: TerminationStatement): string {
  const { person } = statement;
  const registry = person.registryNumber ? `${fileSlug(person.registryNumber)}-` : '';
  return `izin-ucreti-hesap-belgesi-${registry}${fileSlug(`${person.firstName} ${person.lastName}`)}.pdf`;
}

/**
 * The Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi (4857 md. 59; docs/leave-rules.md §14): who, the
 * registry number, hire and end dates, the length of service, then earned, used, expired and unused
 * days, statutory and extra apart, the days to be paid, and the signature lines. Rendered like the
 * leave record (pdfmake with the embedded TTF, so Turkish letters survive).
 */
export async function renderTerminationStatement(statement: TerminationStatement, today: CalendarDate) {
  const { person, payout } = statement;
  const name = `${person.firstName} ${person.lastName}`;
  const facts: Array<[string, string]> = [
    [m.employer, statement.organizationName],
    [m.fullName, name],
    [m.registryNumber, person.registryNumber ?? '—'],
    [m.nationalId, person.nationalId ?? '—'],
    [m.positionDepartment, [person.position, person.department].filter(Boolean).join(' / ') || '—'],
    [m.startDate, formatTurkishDate(person.startDate)],
    [m.endDate, formatTurkishDate(payout.endDate)],
    [m.serviceLength, formatServiceLength(payout.service)],
  ];
  const row = (label: string, values: { statutory: number | null; extra: number; total: number }, bold = false) =>
    [
      label,
      values.statutory === null ? '—' : formatDays(values.statutory),
      formatDays(values.extra),
      formatDays(values.total),
    ].map((text) => ({ text, bold }));
  const days: Content = {
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto'],
      body: [
        [m.colItem, m.colStatutory, m.colExtra, m.colTotal].map((text) => ({ text, style: 'th' })),
        row(m.rowEntitled, payout.entitled),
        row(m.rowUsed, payout.used),
        row(m.rowExpired, { statutory: null, extra: payout.expired, total: payout.expired }),
        row(m.rowUnused, payout.unused, true),
      ],
    },
    layout: 'lightHorizontalLines',
  };
  return renderSignedRecord({
    texts: m,
    documentTitle: `${m.title} - ${name}`,
    facts,
    today,
    content: [
      { text: m.daysTitle, style: 'h3' },
      days,
      {
        text: payout.unused.total > 0 ? m.toBePaid(formatDays(payout.unused.total)) : m.nothingToPay,
        bold: true,
        margin: [0, 12, 0, 4],
      },
      { text: m.note, style: 'note' },
    ],
  });
}
