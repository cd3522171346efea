import { createHash } from 'node:crypto';
import { addDays, formatTurkishDate, type CalendarDate } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { leaveRequests } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { insertLeaveDocument } from '../leave-documents';
import { renderPdf } from '../leave-report';
import { officeTime } from './demo-clock';
import type { HistoryPerson } from './demo-leave-plan';

/** The demo's proofs (issue 24 item 5), by name: the shape test looks for them. */
export const DEMO_SICK_REPORT = 'istirahat-raporu.pdf';
export const DEMO_MARRIAGE_PROOF = 'nikah-tarihi-belgesi.pdf';

/**
 * A small PDF that says what it is: a demo's sample, never a real report (the embedded font keeps ğ, ş,
 * ı). One weight of the font only: each further one embedded costs the demo's start time.
 */
async function samplePdf(title: string, lines: Array<[string, string]>) {
  return renderPdf({
    pageSize: 'A5',
    content: [
      { text: title, fontSize: 15, margin: [0, 0, 0, 12] },
      {
        table: {
          widths: ['auto', '*'],
          body: lines.map(([label, value]) => [{ text: label, color: '#475569' }, value]),
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: 'Bu belge Paydos demosu için üretilmiş bir örnektir; gerçek bir belge değildir.',
        fontSize: 8,
        margin: [0, 16, 0, 0],
      },
    ],
  });
}

/** The person's one leave of a type and reason in the demo's story (null if the plan changed). */
async function leaveOf(tx: Transaction, scope: TenantScope, person: HistoryPerson, leaveType: string, reason: string) {
  const [leave] = await tx
    .select({ id: leaveRequests.id, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      inTenant(
        scope,
        leaveRequests,
        and(
          eq(leaveRequests.userId, person.id),
          eq(leaveRequests.leaveType, leaveType),
          eq(leaveRequests.reason, reason),
        ),
      ),
    );
  return leave ?? null;
}

async function attachPdf(
  tx: Transaction,
  scope: TenantScope,
  leaveId: string,
  fileName: string,
  content: Buffer,
  by: { id: string; on: CalendarDate; nowMs: number },
) {
  await insertLeaveDocument(tx, scope, {
    leaveRequestId: leaveId,
    fileName,
    contentType: 'application/pdf',
    content,
    sha256: createHash('sha256').update(content).digest('hex'),
    uploadedById: by.id,
    uploadedAt: officeTime(by.on, 9, 40, by.nowMs),
  });
}

/**
 * Issue 24 item 5 in the shop window: Emre's SGK-reported sick leave carries his rest report (he sent
 * it the day he came back), and Gizem's coming marriage leave, still pending, carries the registry
 * office's date certificate (she may still delete it; the ADMIN sees it on the approvals page).
 */
export async function writeDemoLeaveDocuments(
  tx: Transaction,
  scope: TenantScope,
  input: { today: CalendarDate; now: Date; people: Record<string, HistoryPerson> },
) {
  const nowMs = input.now.getTime();
  const emre = input.people['Emre'];
  const sick = emre && (await leaveOf(tx, scope, emre, 'sick_leave_reported', 'Diş tedavisi, raporlu'));
  if (emre && sick) {
    const report = await samplePdf('İstirahat Raporu (örnek)', [
      ['Adı soyadı', `${emre.firstName} ${emre.lastName}`],
      ['Sağlık tesisi', 'Demo Ağız ve Diş Sağlığı Merkezi'],
      ['Rapor tarihi', formatTurkishDate(sick.startDate)],
      ['İstirahat', `${formatTurkishDate(sick.startDate)} - ${formatTurkishDate(sick.endDate)}`],
      ['Karar', 'Belirtilen tarihler arasında istirahati uygundur.'],
    ]);
    await attachPdf(tx, scope, sick.id, DEMO_SICK_REPORT, report, { id: emre.id, on: addDays(sick.endDate, 1), nowMs });
  }
  const gizem = input.people['Gizem'];
  const marriage = gizem && (await leaveOf(tx, scope, gizem, 'excuse.marriage', 'Düğünümüz için'));
  if (gizem && marriage) {
    const certificate = await samplePdf('Nikâh Tarihi Belgesi (örnek)', [
      ['Adı soyadı', `${gizem.firstName} ${gizem.lastName}`],
      ['Evlendirme dairesi', 'Demo Belediyesi Evlendirme Müdürlüğü'],
      ['Nikâh tarihi', formatTurkishDate(marriage.startDate)],
    ]);
    await attachPdf(tx, scope, marriage.id, DEMO_MARRIAGE_PROOF, certificate, {
      id: gizem.id,
      on: addDays(input.today, -1),
      nowMs,
    });
  }
}
