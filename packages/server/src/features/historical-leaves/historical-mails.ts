import { formatDays, formatTurkishInstantDate } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { publicUrl } from '../../platform/public-links';
import { inTenant } from '../../platform/tenant-scope';
import { composeMail } from '../mail';
import { enqueueMail } from '../mail';
import type { LeaveScope } from '../leaves';
import { leaveLine } from './historical-store';

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}
interface MailLeave {
  leaveType: string;
  startDate: string;
  endDate: string;
  days: number;
}

async function personOf(db: Executor, scope: LeaveScope, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, id)));
  return row ?? null;
}

/** The one consent mail of a batch (product §6, §D3): the link works once, for 7 days. */
export async function consentMail(
  db: Executor,
  config: Config,
  scope: LeaveScope,
  input: { employee: Person; actorId: string; token: string; leaves: MailLeave[] },
  now: Date,
) {
  const actor = await personOf(db, scope, input.actorId);
  const url = publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, `/leave-approval/${input.token}`);
  const expires = formatTurkishInstantDate(now.getTime() + 7 * 86_400_000);
  const total = input.leaves.reduce((sum, leave) => sum + leave.days, 0);
  await enqueueMail(db, {
    template: 'historical-leave-consent',
    to: input.employee.email,
    organizationId: scope.organizationId,
    secrets: [input.token],
    ...composeMail({
      subject: `Geçmiş izin kayıtlarınız onayınızı bekliyor (${scope.organizationName})`,
      greeting: `Merhaba ${input.employee.firstName},`,
      paragraphs: [
        `${actor ? `${actor.firstName} ${actor.lastName}` : 'Yöneticiniz'}, ${scope.organizationName} adına sizin için ${input.leaves.length} adet geçmiş izin kaydı girdi (toplam ${formatDays(total)} gün):`,
        ...input.leaves.map(leaveLine),
        'Kişisel verilerinizin (KVKK) işlenmesi için onayınız gerekir. Kayıtlar siz onaylayınca izin geçmişinize eklenir; yıllık izinler kullanıldıkları tarihlerde bakiyenizden düşülür. Kayıtlar doğru değilse reddedebilirsiniz.',
      ],
      action: { label: 'Kayıtları İncele ve Onayla', url },
      footnote: `Bu bağlantı ${expires} tarihine kadar (7 gün) geçerlidir ve yalnızca bir kez kullanılabilir.`,
    }),
  });
}

/** The person who recorded the batch learns the employee's answer (a rejection with its reason). */
export async function decisionMail(
  db: Executor,
  config: Config,
  scope: LeaveScope,
  input: { employee: Person; recorderId: string | null; approved: boolean; reason: string | null; leaves: MailLeave[] },
) {
  const recorder = await personOf(db, scope, input.recorderId);
  if (!recorder) return;
  const name = `${input.employee.firstName} ${input.employee.lastName}`;
  await enqueueMail(db, {
    template: input.approved ? 'historical-leave-approved' : 'historical-leave-rejected',
    to: recorder.email,
    organizationId: scope.organizationId,
    ...composeMail({
      subject: input.approved ? `${name} geçmiş izin kayıtlarını onayladı` : `${name} geçmiş izin kayıtlarını reddetti`,
      greeting: `Merhaba ${recorder.firstName},`,
      paragraphs: [
        input.approved
          ? `${name}, girdiğiniz ${input.leaves.length} adet geçmiş izin kaydını onayladı; kayıtlar izin geçmişine eklendi.`
          : `${name}, girdiğiniz ${input.leaves.length} adet geçmiş izin kaydını reddetti; hiçbir kayıt eklenmedi.`,
        ...input.leaves.map(leaveLine),
        ...(input.approved ? [] : [`Red sebebi: ${input.reason ?? 'Red sebebi belirtilmedi'}`]),
      ],
      action: {
        label: 'Geçmiş İzin Kayıtları',
        url: publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/historical-leave-data'),
      },
    }),
  });
}
