import type { CalendarDate, Language } from '@paydos/domain';
import type { Content } from 'pdfmake/interfaces';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { fileSlug, renderSignedRecord } from '../leave-report';
import type { TerminationStatement } from './load-termination';
import { terminationStatementTexts } from './termination-statement-texts';

/** `izin-ucreti-hesap-belgesi-{sicil}-{name}.pdf` (ASCII; every language). */
export function terminationFileName(statement: TerminationStatement): string {
  const { person } = statement;
  const registry = person.registryNumber ? `${fileSlug(person.registryNumber)}-` : '';
  return `izin-ucreti-hesap-belgesi-${registry}${fileSlug(`${person.firstName} ${person.lastName}`)}.pdf`;
}

/**
 * The Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi (4857 md. 59; docs/leave-rules.md §14): who, the
 * registry number, hire and end dates, the length of service, then earned, used, expired and unused
 * days, statutory and extra apart, the days to be paid, and the signature lines. Rendered like the
 * leave record (pdfmake with the embedded TTF, so Turkish letters survive). In `language`, its reader's (issue 26):
 * a translation keeps the legal names in Turkish and says the Turkish statement is the legal one.
 */
export async function renderTerminationStatement(
  statement: TerminationStatement,
  today: CalendarDate,
  language: Language,
) {
  const { person, payout } = statement;
  const m = textsIn(language, terminationStatementTexts);
  const f = formatsIn(language);
  const name = `${person.firstName} ${person.lastName}`;
  const facts: Array<[string, string]> = [
    [m.employer, statement.organizationName],
    [m.fullName, name],
    [m.registryNumber, person.registryNumber ?? '—'],
    [m.nationalId, person.nationalId ?? '—'],
    [m.positionDepartment, [person.position, person.department].filter(Boolean).join(' / ') || '—'],
    [m.startDate, f.date(person.startDate)],
    [m.endDate, f.date(payout.endDate)],
    [m.serviceLength, f.serviceLength(payout.service)],
  ];
  const row = (label: string, values: { statutory: number | null; extra: number; total: number }, bold = false) =>
    [label, values.statutory === null ? '—' : f.days(values.statutory), f.days(values.extra), f.days(values.total)].map(
      (text) => ({ text, bold }),
    );
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
    issuedOn: f.date(today),
    ...(language === 'tr' ? {} : { translationNote: m.translationNote }),
    content: [
      { text: m.daysTitle, style: 'h3' },
      days,
      {
        text: payout.unused.total > 0 ? m.toBePaid(f.days(payout.unused.total)) : m.nothingToPay,
        bold: true,
        margin: [0, 12, 0, 4],
      },
      { text: m.note, style: 'note' },
    ],
  });
}
