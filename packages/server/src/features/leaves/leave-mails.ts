import { leaveLengthText, leaveTypeName } from '@paydos/domain';
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
  /** An hourly leave's minutes (docs/decisions/015); absent: whole days. */
  minutesPerDay?: number | null;
  minutes?: number | null;
}
interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

const summary = (leave: MailLeave) =>
  `${leaveTypeName(leave.leaveType)}: ${periodText(leave.startDate, leave.endDate)} (${leaveLengthText(leave)})`;

/** Who is mailed to decide a step: the decider, and the approver he stands in for (a delegate). */
export interface MailDecider extends Person {
  onBehalfOf: Pick<Person, 'firstName' | 'lastName'> | null;
}

/** The earlier step a request comes from: its label, its decider and his note. */
export interface EarlierStep {
  label: string;
  decidedBy: Pick<Person, 'firstName' | 'lastName'>;
  note: string | null;
}

const fullName = (person: Pick<Person, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`;

/**
 * A request waiting for a step is mailed to that step's deciders (issue 23 item 2; from
 * routeApproval, delegates in place): in the one-step flow every active ADMIN but the requester, in
 * the two-step flow the team's managers, then İK with the manager's note. `requestedBy`: a MANAGER
 * who asked on the employee's behalf from the employee page.
 */
export async function mailDeciders(
  db: Executor,
  config: Config,
  scope: LeaveScope,
  employee: Person & { id: string },
  leave: MailLeave,
  deciders: readonly MailDecider[],
  from: { requestedBy?: Person | null; earlier?: EarlierStep | null } = {},
) {
  const url = publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/leave-approvals');
  const who = fullName(employee);
  const { requestedBy, earlier } = from;
  for (const decider of deciders) {
    if (decider.email === employee.email) continue;
    const opening = earlier
      ? `${who} adlı çalışanın izin talebi ${earlier.label} adımında ${fullName(earlier.decidedBy)} tarafından onaylandı ve kararınızı bekliyor.`
      : requestedBy
        ? `${fullName(requestedBy)}, ${who} adına yeni bir izin talebi oluşturdu.`
        : `${who} yeni bir izin talebi oluşturdu.`;
    await enqueueMail(db, {
      template: 'leave-request',
      to: decider.email,
      organizationId: scope.organizationId,
      ...composeMail({
        subject: earlier ? `Onayınızı bekleyen izin talebi: ${who}` : `Yeni izin talebi: ${who}`,
        greeting: `Merhaba ${decider.firstName},`,
        paragraphs: [
          opening,
          ...(decider.onBehalfOf
            ? [`Bu adıma ${fullName(decider.onBehalfOf)} adına, onay vekili olarak karar verirsiniz.`]
            : []),
          summary(leave),
          ...(leave.reason ? [`Açıklama: ${leave.reason}`] : []),
          ...(earlier?.note ? [`${fullName(earlier.decidedBy)} notu: ${earlier.note}`] : []),
        ],
        action: { label: 'Talebi İncele', url },
      }),
    });
  }
}

/**
 * A leave type the organization records without approval (e.g. SGK-reported sick leave) is still
 * told to İK, every active ADMIN but the requester: nobody decides it, payroll needs to know.
 */
export async function mailAdminsRecorded(
  db: Executor,
  config: Config,
  scope: LeaveScope,
  employee: Person & { id: string },
  leave: MailLeave,
) {
  const admins = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inTenant(scope, users, eq(users.role, 'ADMIN'), eq(users.isActive, true))));
  const url = publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/leave-approvals');
  for (const admin of admins) {
    if (admin.email === employee.email) continue;
    await enqueueMail(db, {
      template: 'leave-recorded-info',
      to: admin.email,
      organizationId: scope.organizationId,
      ...composeMail({
        subject: `Onay gerektirmeyen izin kaydı: ${fullName(employee)}`,
        greeting: `Merhaba ${admin.firstName},`,
        paragraphs: [
          `${fullName(employee)} için onay gerektirmeyen bir izin kaydedildi; bilgi için gönderilmiştir.`,
          summary(leave),
        ],
        action: { label: 'İzinleri Gör', url },
      }),
    });
  }
}

export type Decision = 'approved' | 'rejected' | 'updated' | 'cancelled' | 'recorded' | 'moved';

const decisionTexts: Record<Decision, { subject: string; line: string }> = {
  approved: { subject: 'İzin talebiniz onaylandı', line: 'İzin talebiniz onaylandı.' },
  rejected: { subject: 'İzin talebiniz reddedildi', line: 'İzin talebiniz reddedildi.' },
  updated: { subject: 'Onaylı izniniz güncellendi', line: 'Onaylı izniniz yönetici tarafından güncellendi.' },
  cancelled: {
    subject: 'İzniniz iptal edildi',
    line: 'Onaylı izniniz iptal edildi; izin günleri bakiyenize iade edildi.',
  },
  recorded: { subject: 'Adınıza izin kaydedildi', line: 'Yöneticiniz adınıza onaylı bir izin kaydetti.' },
  moved: {
    subject: 'İzin talebiniz İK onayına geçti',
    line: 'İzin talebiniz müdür onayından geçti ve İK onayına geçti.',
  },
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
