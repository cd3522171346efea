import { messages } from '@paydos/contract/messages';
import type { Language } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { publicUrl } from '../../platform/public-links';
import { inTenant } from '../../platform/tenant-scope';
import { composeMail, enqueueMail, recipientLanguage } from '../mail';
import type { LeaveScope } from '../leaves';
import { historicalMailTexts } from './historical-mail-texts';

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
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, language: users.language })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, id)));
  return row ?? null;
}

/** A leave of the batch in `language`: "Yıllık İzin: 03.03.2025 - 05.03.2025 (2,5 gün)". */
function leaveLine(language: Language, leave: MailLeave) {
  const format = formatsIn(language);
  return textsIn(language, historicalMailTexts).leaveLine(
    format.leaveType(leave.leaveType),
    format.date(leave.startDate),
    format.date(leave.endDate),
    format.days(leave.days),
  );
}

/** The one consent mail of a batch (product §6, §D3), in the employee's language: the link works once, for 7 days. */
export async function consentMail(
  db: Executor,
  config: Config,
  scope: LeaveScope,
  input: { employee: Person & { language: Language | null }; actorId: string; token: string; leaves: MailLeave[] },
  now: Date,
) {
  const actor = await personOf(db, scope, input.actorId);
  const language = recipientLanguage(input.employee);
  const texts = textsIn(language, historicalMailTexts).consent;
  const format = formatsIn(language);
  const url = publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, `/leave-approval/${input.token}`);
  const expires = format.instantDate(new Date(now.getTime() + 7 * 86_400_000));
  const total = input.leaves.reduce((sum, leave) => sum + leave.days, 0);
  const actorName = actor ? `${actor.firstName} ${actor.lastName}` : texts.yourManager;
  await enqueueMail(db, {
    template: 'historical-leave-consent',
    to: input.employee.email,
    organizationId: scope.organizationId,
    secrets: [input.token],
    ...composeMail(language, {
      subject: texts.subject(scope.organizationName),
      firstName: input.employee.firstName,
      paragraphs: [
        texts.intro(actorName, scope.organizationName, input.leaves.length, format.days(total)),
        ...input.leaves.map((leave) => leaveLine(language, leave)),
        texts.kvkk,
      ],
      action: { label: texts.action, url },
      footnote: texts.footnote(expires),
    }),
  });
}

/**
 * The person who recorded the batch learns the employee's answer (a rejection with its reason), in
 * his own language; the default reason of a rejection without one (contract defaultRejectReason) too.
 */
export async function decisionMail(
  db: Executor,
  config: Config,
  scope: LeaveScope,
  input: { employee: Person; recorderId: string | null; approved: boolean; reason: string | null; leaves: MailLeave[] },
) {
  const recorder = await personOf(db, scope, input.recorderId);
  if (!recorder) return;
  const language = recipientLanguage(recorder);
  const texts = textsIn(language, historicalMailTexts).decision;
  const name = `${input.employee.firstName} ${input.employee.lastName}`;
  const defaultReason = textsIn(language, messages.leaves).defaultRejectReason;
  const reason =
    input.reason === null || input.reason === messages.leaves.defaultRejectReason ? defaultReason : input.reason;
  const count = input.leaves.length;
  await enqueueMail(db, {
    template: input.approved ? 'historical-leave-approved' : 'historical-leave-rejected',
    to: recorder.email,
    organizationId: scope.organizationId,
    ...composeMail(language, {
      subject: input.approved ? texts.approvedSubject(name) : texts.rejectedSubject(name),
      firstName: recorder.firstName,
      paragraphs: [
        input.approved ? texts.approvedLine(name, count) : texts.rejectedLine(name, count),
        ...input.leaves.map((leave) => leaveLine(language, leave)),
        ...(input.approved ? [] : [texts.reason(reason)]),
      ],
      action: {
        label: texts.action,
        url: publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/historical-leave-data'),
      },
    }),
  });
}
