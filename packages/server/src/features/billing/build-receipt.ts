import { divideRoundHalfUp, toIstanbulDate, type Language } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { Executor } from '../../db/client';
import { coupons, organizations, payments } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { fileSlug } from '../leave-report';
import { renderPdf } from '../leave-report';
import { receiptTexts } from './receipt-texts';

/**
 * A successful payment's receipt as a PDF (the leave report's pdfmake + embedded Roboto: ğ, ş, ı, İ), in `language`,
 * its reader's (issue 26).
 */
export async function buildReceipt(db: Executor, scope: TenantScope, input: { paymentId: string; language: Language }) {
  const { paymentId } = input;
  const r = textsIn(input.language, receiptTexts);
  const f = formatsIn(input.language);
  const date = f.instantDate;
  const [row] = await db
    .select({ payment: payments, organizationName: organizations.name, couponCode: coupons.code })
    .from(payments)
    .innerJoin(organizations, eq(organizations.id, payments.organizationId))
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .where(inTenant(scope, payments, and(eq(payments.id, paymentId), eq(payments.status, 'SUCCEEDED'))));
  if (!row) throw fail.notFound(messages.billing.paymentNotFound);
  const { payment, organizationName, couponCode } = row;
  // A seat charge (issue 20) is prorated: its days left of the period's days × unit price × extra seats.
  const seats = payment.kind === 'SEATS' && payment.proratedDays !== null && payment.periodDays !== null;
  const fullTotal = (payment.listPriceKurus ?? payment.amountKurus) * payment.userCount;
  const listTotal = seats ? divideRoundHalfUp(payment.proratedDays! * fullTotal, payment.periodDays!) : fullTotal;
  const facts: Array<[string, string]> = [
    [r.organization, organizationName],
    [r.receiptNo, payment.id.slice(0, 8).toUpperCase()],
    [r.date, date(payment.createdAt)],
    [r.plan, seats ? r.seatsPlan(r.planNames[payment.billingType]) : r.planNames[payment.billingType]],
    ...(payment.periodStart && payment.periodEnd
      ? [[r.period, `${date(payment.periodStart)} - ${date(payment.periodEnd)}`] as [string, string]]
      : []),
    ...(seats ? [[r.proration, r.prorationDays(payment.proratedDays!, payment.periodDays!)] as [string, string]] : []),
    [seats ? r.extraSeats : r.people, String(payment.userCount)],
    ...(payment.listPriceKurus !== null
      ? [[r.unitPrice, f.lira(payment.listPriceKurus / 100)] as [string, string]]
      : []),
    [r.listTotal, f.lira(listTotal / 100)],
    ...(payment.discountPercent > 0
      ? [
          [
            r.coupon,
            `${r.discount(payment.discountPercent)}${couponCode ? ` (${couponCode})` : ''}: -${f.lira((listTotal - payment.amountKurus) / 100)}`,
          ] as [string, string],
        ]
      : []),
    [r.total, f.lira(payment.amountKurus / 100)],
    ...(payment.cardLast4 ? [[r.card, `**** ${payment.cardLast4}`] as [string, string]] : []),
  ];
  const content: Content[] = [
    { text: 'Paydos', color: '#0f766e', bold: true, fontSize: 14, margin: [0, 0, 0, 4] },
    { text: r.title, fontSize: 20, bold: true, margin: [0, 0, 0, 16] },
    {
      table: { widths: ['auto', '*'], body: facts.map(([label, value]) => [{ text: label, bold: true }, value]) },
      layout: 'lightHorizontalLines',
    },
    { text: r.footer, fontSize: 9, color: '#64748b', margin: [0, 24, 0, 0] },
  ];
  const pdf = await renderPdf({
    info: { title: `${r.title} ${organizationName}` },
    content,
    pageMargins: [48, 48, 48, 48],
  });
  const fileName = `${fileSlug(organizationName)}-makbuz-${toIstanbulDate(payment.createdAt)}.pdf`;
  return { pdf, fileName };
}
