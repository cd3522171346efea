import { formatDays, leaveTypeName } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { inTenant } from '../../platform/tenant-scope';
import { publicUrl } from '../../platform/public-links';
import { composeMail } from '../mail';
import { enqueueMail } from '../mail';
import { periodText, type LeaveScope } from './leave-store';

interface MailLeave {
  leaveType: string;
  startDate: string;
  endDate: string;
  days: number;
  reason: string | null;
}
interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

const summary = (leave: MailLeave) =>
  `${leaveTypeName(leave.leaveType)}: ${periodText(leave.startDate, leave.endDate)} (${formatDays(leave.days)} gün)`;

/**
 * A new request goes to the organization's active ADMINs: they alone approve (product §6);
 * MANAGERs see the list but do not decide, so they are not mailed. `requestedBy`: a MANAGER who
 * asked on the employee's behalf from the employee page.
 */
export async function mailApprovers(
  db: Executor,
  config: Config,
  scope: LeaveScope,
  employee: Person & { id: string },
  leave: MailLeave,
  requestedBy: Person | null = null,
) {
  const admins = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inTenant(scope, users, eq(users.role, 'ADMIN'), eq(users.isActive, true))));
  const url = publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/leave-approvals');
  for (const admin of admins) {
    if (admin.email === employee.email) continue;
    await enqueueMail(db, {
      template: 'leave-request',
      to: admin.email,
      organizationId: scope.organizationId,
      ...composeMail({
        subject: `Yeni izin talebi: ${employee.firstName} ${employee.lastName}`,
        greeting: `Merhaba ${admin.firstName},`,
        paragraphs: [
          requestedBy
            ? `${requestedBy.firstName} ${requestedBy.lastName}, ${employee.firstName} ${employee.lastName} adına yeni bir izin talebi oluşturdu.`
            : `${employee.firstName} ${employee.lastName} yeni bir izin talebi oluşturdu.`,
          summary(leave),
          ...(leave.reason ? [`Açıklama: ${leave.reason}`] : []),
        ],
        action: { label: 'Talebi İncele', url },
      }),
    });
  }
}

export type Decision = 'approved' | 'rejected' | 'updated' | 'cancelled' | 'recorded';

const decisionTexts: Record<Decision, { subject: string; line: string }> = {
  approved: { subject: 'İzin talebiniz onaylandı', line: 'İzin talebiniz onaylandı.' },
  rejected: { subject: 'İzin talebiniz reddedildi', line: 'İzin talebiniz reddedildi.' },
  updated: { subject: 'Onaylı izniniz güncellendi', line: 'Onaylı izniniz yönetici tarafından güncellendi.' },
  cancelled: {
    subject: 'İzniniz iptal edildi',
    line: 'Onaylı izniniz iptal edildi; izin günleri bakiyenize iade edildi.',
  },
  recorded: { subject: 'Adınıza izin kaydedildi', line: 'Yöneticiniz adınıza onaylı bir izin kaydetti.' },
};

/** Every decision on a request is mailed to its employee (product §D5). */
export async function mailEmployee(
  db: Executor,
  config: Config,
  scope: LeaveScope,
  employee: Person,
  leave: MailLeave,
  decision: Decision,
  note?: string | null,
) {
  const text = decisionTexts[decision];
  await enqueueMail(db, {
    template: `leave-${decision}`,
    to: employee.email,
    organizationId: scope.organizationId,
    ...composeMail({
      subject: text.subject,
      greeting: `Merhaba ${employee.firstName},`,
      paragraphs: [text.line, summary(leave), ...(note ? [`Not: ${note}`] : [])],
      action: {
        label: 'İzinlerimi Gör',
        url: publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/my-leave-requests'),
      },
    }),
  });
}
