import { formatTurkishDate } from '@paydos/domain';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { publicUrl } from '../../platform/public-links';
import type { OrganizationScope } from '../../platform/tenant-scope';
import { composeMail, enqueueMail } from '../mail';

export interface MailPerson {
  firstName: string;
  email: string;
}

const link = (config: Config, scope: OrganizationScope, path: string) =>
  publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, path);

type Period = { startDate: string | null; endDate: string | null };

/** "01.12.2025 - 05.12.2025", or null for a standing delegate (on the approver's days of approved leave). */
const datesOf = (period: Period) =>
  period.startDate && period.endDate
    ? `${formatTurkishDate(period.startDate)} - ${formatTurkishDate(period.endDate)}`
    : null;

/** Issue 23 item 4: the delegate learns he decides for the approver, and when; and when that ends. */
export async function mailDelegate(
  db: Executor,
  config: Config,
  scope: OrganizationScope,
  input: {
    delegate: MailPerson;
    approverName: string;
    period: Period;
    change: 'named' | 'removed';
  },
) {
  const dates = datesOf(input.period);
  const named = input.change === 'named';
  await enqueueMail(db, {
    template: named ? 'delegation-named' : 'delegation-removed',
    to: input.delegate.email,
    organizationId: scope.organizationId,
    ...composeMail({
      subject: named
        ? `${input.approverName} sizi onay vekili belirledi`
        : `${input.approverName} adına onay vekilliğiniz sona erdi`,
      greeting: `Merhaba ${input.delegate.firstName},`,
      paragraphs: named
        ? [
            `${input.approverName}, ${scope.organizationName} organizasyonunda sizi onay vekili olarak belirledi.`,
            `${dates ? `${dates} tarihlerinde` : 'Onaylı izinde olduğu günlerde'} onun onayına gelen izin talepleri size gelir; onları onun adına onaylar ya da reddedersiniz.`,
          ]
        : [
            `${input.approverName} adına onay vekilliğiniz (${dates ?? 'onaylı izinde olduğu günler için'}) kaldırıldı; onun talepleri artık size gelmez.`,
          ],
      action: { label: 'Onay Bekleyen Talepler', url: link(config, scope, '/leave-approvals') },
    }),
  });
}

/**
 * Issue 23 item 4: a deactivated person leaves teams without an active manager; the ADMINs learn
 * which, once, so they name a new manager (until then the teams' requests come to them).
 */
export async function mailTeamsWithoutManager(
  db: Executor,
  config: Config,
  scope: OrganizationScope,
  input: { admins: MailPerson[]; personName: string; teamNames: string[] },
) {
  for (const admin of input.admins) {
    await enqueueMail(db, {
      template: 'teams-without-manager',
      to: admin.email,
      organizationId: scope.organizationId,
      ...composeMail({
        subject: `Aktif müdürü kalmayan ekipler: ${input.teamNames.join(', ')}`,
        greeting: `Merhaba ${admin.firstName},`,
        paragraphs: [
          `${input.personName} deaktif edildi. Şu ekiplerin artık aktif bir müdürü yok: ${input.teamNames.join(', ')}.`,
          'Bu ekiplerin izin talepleri, yeni bir müdür atanana kadar Yöneticilere (İK) gelir.',
        ],
        action: { label: 'Organizasyonu Aç', url: link(config, scope, '/organization') },
      }),
    });
  }
}

/**
 * The approver learns that his delegation ended with the delegate: deactivated, or made an
 * EMPLOYEE (who decides no request, docs/approval-rules.md §3).
 */
export async function mailDelegateReleased(
  db: Executor,
  config: Config,
  scope: OrganizationScope,
  input: { approver: MailPerson; delegateName: string; period: Period; cause: 'deactivated' | 'demoted' },
) {
  const deactivated = input.cause === 'deactivated';
  const dates = datesOf(input.period) ?? 'onaylı izinde olduğunuz günler için';
  await enqueueMail(db, {
    template: deactivated ? 'delegation-delegate-deactivated' : 'delegation-delegate-demoted',
    to: input.approver.email,
    organizationId: scope.organizationId,
    ...composeMail({
      subject: deactivated
        ? `Onay vekiliniz ${input.delegateName} deaktif edildi`
        : `Onay vekiliniz ${input.delegateName} artık onay vermiyor`,
      greeting: `Merhaba ${input.approver.firstName},`,
      paragraphs: [
        deactivated
          ? `${input.delegateName} deaktif edildiği için onay vekilliği (${dates}) kaldırıldı.`
          : `${input.delegateName} artık Personel rolünde olduğu için onay vekilliği (${dates}) kaldırıldı.`,
        'İzinde olacağınız günler için yeni bir onay vekili belirleyebilirsiniz.',
      ],
      action: { label: 'Profilimi Aç', url: link(config, scope, '/my-profile') },
    }),
  });
}
