import { messages } from '@paydos/contract/messages';
import type { ApprovalStepKind, Language } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { inTenant } from '../../platform/tenant-scope';
import { publicUrl } from '../../platform/public-links';
import { composeMail, enqueueMail, recipientLanguage } from '../mail';
import type { LeaveScope } from './leave-store';
import { leaveMailTexts } from './leave-mail-texts';

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
  /** The person's chosen language (users.language); null: never chosen, Turkish (features/mail/mail-language.ts). */
  language: Language | null;
}

/** The leave's type, dates and length in `language`: "Yıllık İzin: 01.12.2026 - 05.12.2026 (4,5 gün)". */
function summary(language: Language, leave: MailLeave) {
  const texts = textsIn(language, leaveMailTexts);
  const format = formatsIn(language);
  const period = texts.period(format.date(leave.startDate), format.date(leave.endDate));
  return texts.summary(format.leaveType(leave.leaveType), period, format.leaveLength(leave));
}

/** Who is mailed to decide a step: the decider, and the approver he stands in for (a delegate). */
export interface MailDecider extends Person {
  onBehalfOf: Pick<Person, 'firstName' | 'lastName'> | null;
}

/** The earlier step a request comes from: its kind, its decider and his note. */
export interface EarlierStep {
  kind: ApprovalStepKind;
  decidedBy: Pick<Person, 'firstName' | 'lastName'>;
  note: string | null;
}

const fullName = (person: Pick<Person, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`;

/** An approval step's label in `language` ("Müdür onayı", "Manager approval"), as the request's trail shows it. */
function stepLabel(language: Language, kind: ApprovalStepKind) {
  const approvals = textsIn(language, messages.approvals);
  return kind === 'TEAM_MANAGER' ? approvals.stepManager : approvals.stepAdmin;
}

/**
 * A request waiting for a step is mailed to that step's deciders (issue 23 item 2; from
 * routeApproval, delegates in place): in the one-step flow every active ADMIN but the requester, in
 * the two-step flow the team's managers, then İK with the manager's note. `requestedBy`: a MANAGER
 * who asked on the employee's behalf from the employee page. Each decider reads it in his language.
 */
export async function mailDeciders(
  db: Executor,
  config: Config,
  scope: LeaveScope,
  employee: Omit<Person, 'language'> & { id: string },
  leave: MailLeave,
  deciders: readonly MailDecider[],
  from: { requestedBy?: Pick<Person, 'firstName' | 'lastName'> | null; earlier?: EarlierStep | null } = {},
) {
  const url = publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/leave-approvals');
  const who = fullName(employee);
  const { requestedBy, earlier } = from;
  for (const decider of deciders) {
    if (decider.email === employee.email) continue;
    const language = recipientLanguage(decider);
    const texts = textsIn(language, leaveMailTexts).request;
    const opening = earlier
      ? texts.openingAfterStep(who, stepLabel(language, earlier.kind), fullName(earlier.decidedBy))
      : requestedBy
        ? texts.openingOnBehalf(fullName(requestedBy), who)
        : texts.opening(who);
    await enqueueMail(db, {
      template: 'leave-request',
      to: decider.email,
      organizationId: scope.organizationId,
      ...composeMail(language, {
        subject: earlier ? texts.subjectAfterStep(who) : texts.subject(who),
        firstName: decider.firstName,
        paragraphs: [
          opening,
          ...(decider.onBehalfOf ? [texts.asDelegate(fullName(decider.onBehalfOf))] : []),
          summary(language, leave),
          ...(leave.reason ? [texts.reason(leave.reason)] : []),
          ...(earlier?.note ? [texts.earlierNote(fullName(earlier.decidedBy), earlier.note)] : []),
        ],
        action: { label: texts.action, url },
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
  employee: Omit<Person, 'language'> & { id: string },
  leave: MailLeave,
) {
  const admins = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(inTenant(scope, users, eq(users.role, 'ADMIN'), eq(users.isActive, true))));
  const url = publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/leave-approvals');
  for (const admin of admins) {
    if (admin.email === employee.email) continue;
    const language = recipientLanguage(admin);
    const texts = textsIn(language, leaveMailTexts).recorded;
    await enqueueMail(db, {
      template: 'leave-recorded-info',
      to: admin.email,
      organizationId: scope.organizationId,
      ...composeMail(language, {
        subject: texts.subject(fullName(employee)),
        firstName: admin.firstName,
        paragraphs: [texts.line(fullName(employee)), summary(language, leave)],
        action: { label: texts.action, url },
      }),
    });
  }
}

export type Decision = 'approved' | 'rejected' | 'updated' | 'cancelled' | 'recorded' | 'moved';

/**
 * Every decision on a request is mailed to its employee (product §D5), in his language. The default
 * reason a rejection without one stores (contract defaultRejectReason) reads in that language too.
 */
export async function mailEmployee(
  db: Executor,
  config: Config,
  scope: LeaveScope,
  employee: Person,
  leave: MailLeave,
  decision: Decision,
  note?: string | null,
) {
  const language = recipientLanguage(employee);
  const texts = textsIn(language, leaveMailTexts);
  const text = texts.decisions[decision];
  const shownNote =
    note === messages.leaves.defaultRejectReason ? textsIn(language, messages.leaves).defaultRejectReason : note;
  await enqueueMail(db, {
    template: `leave-${decision}`,
    to: employee.email,
    organizationId: scope.organizationId,
    ...composeMail(language, {
      subject: text.subject,
      firstName: employee.firstName,
      paragraphs: [text.line, summary(language, leave), ...(shownNote ? [texts.note(shownNote)] : [])],
      action: {
        label: texts.myLeaveAction,
        url: publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/my-leave-requests'),
      },
    }),
  });
}
