import { istanbulToday, type Language } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { listLeaves } from '../leaves';
import { leaveTotalsByUser } from '../users';
import { leaveReportTexts } from './leave-report-texts';
import { renderPdf } from './pdf-fonts';

/** ASCII file-name part: "Çağrı Işıkoğlu" → "cagri-isikoglu". */
export function fileSlug(text: string): string {
  const map: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u' };
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (c) => map[c] ?? c)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A person's leave report (product §1 "PDF personal reports", product §D5): who, which
 * organization, the period covered, the annual balance from the ledger, and every request
 * with its type, dates (dd.mm.yyyy), days and status; in `language`, its reader's (issue 26).
 */
export async function buildLeaveReport(
  db: Executor,
  scope: TenantScope,
  input: { userId: string; now: Date; language: Language },
) {
  const { userId, now } = input;
  const r = textsIn(input.language, leaveReportTexts);
  const f = formatsIn(input.language);
  const [row] = await db
    .select({ user: users, organizationName: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(inTenant(scope, users, eq(users.id, userId)));
  if (!row) throw fail.notFound(messages.leaves.employeeNotFound);
  const { user, organizationName } = row;
  const totals = (await leaveTotalsByUser(db, scope, [userId])).get(userId) ?? { annualLeaveDays: 0, usedLeaveDays: 0 };
  const leaves = (await listLeaves(db, scope, { userId })).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const today = istanbulToday(now);
  const name = `${user.firstName} ${user.lastName}`;
  const period = leaves.length
    ? `${f.date(leaves[0]!.startDate)} - ${f.date(leaves.reduce((max, l) => (l.endDate > max ? l.endDate : max), leaves[0]!.endDate))}`
    : r.noPeriod;

  const facts: Array<[string, string]> = [
    [r.employee, name],
    [r.organization, organizationName],
    ...(user.position || user.department
      ? [[r.position, [user.position, user.department].filter(Boolean).join(' · ')] as [string, string]]
      : []),
    [r.role, f.role(user.role)],
    ...(user.startDate ? [[r.startDate, f.date(user.startDate)] as [string, string]] : []),
    [r.period, period],
    [r.generatedOn, f.date(today)],
  ];
  const balance = [
    [r.total, r.dayCount(f.days(totals.annualLeaveDays))],
    [r.used, r.dayCount(f.days(totals.usedLeaveDays))],
    [r.remaining, r.dayCount(f.days(totals.annualLeaveDays - totals.usedLeaveDays))],
  ];

  const table: Content = leaves.length
    ? {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [r.colType, r.colStart, r.colEnd, r.colDays, r.colStatus].map((text) => ({ text, style: 'th' })),
            ...leaves.map((l) => [
              f.leaveType(l.leaveType),
              // A date stays on one line ("7 Dec 2026" could break at its spaces).
              { text: f.date(l.startDate), noWrap: true },
              { text: f.date(l.endDate), noWrap: true },
              // An hourly leave's days are 0: its hours instead (docs/leave-rules.md §16), as the leave mails write them.
              l.hours
                ? f.leaveLength({ days: l.days, ...l.hours })
                : l.travelDays > 0
                  ? r.withTravel(f.days(l.days), f.days(l.travelDays), l.travelDestination)
                  : f.days(l.days),
              f.leaveStatus(l.status),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      }
    : { text: r.noLeaves, italics: true };

  const definition: TDocumentDefinitions = {
    info: { title: `${r.title} - ${name}`, author: 'Paydos' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    content: [
      { text: r.title, style: 'h1' },
      { text: name, style: 'h2' },
      {
        table: { widths: ['auto', '*'], body: facts.map(([k, v]) => [{ text: k, bold: true }, v]) },
        layout: 'noBorders',
        margin: [0, 8, 0, 12],
      },
      { text: r.balanceTitle, style: 'h3' },
      {
        table: { widths: ['auto', '*'], body: balance.map(([k, v]) => [{ text: k!, bold: true }, v!]) },
        layout: 'noBorders',
        margin: [0, 4, 0, 12],
      },
      { text: r.leavesTitle, style: 'h3' },
      table,
    ],
    footer: (page, pages) => ({
      text: `Paydos · ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#64748b',
    }),
    styles: {
      h1: { fontSize: 18, bold: true, color: '#0f766e' },
      h2: { fontSize: 14, margin: [0, 4, 0, 0] },
      h3: { fontSize: 12, bold: true, margin: [0, 4, 0, 4] },
      th: { bold: true, fillColor: '#f1f5f9' },
    },
    defaultStyle: { fontSize: 10 },
  };
  return { pdf: await renderPdf(definition), fileName: `izin-raporu-${fileSlug(name)}-${today}.pdf` };
}
