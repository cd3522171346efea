import { messages } from '@paydos/contract/messages';
import { formatTurkishDate } from '@paydos/domain';
import { eq, gte, inArray, lte } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { publicUrl } from '../../platform/public-links';
import { inTenant, type OrganizationScope, type TenantScope } from '../../platform/tenant-scope';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { composeMail, enqueueMail, recipientLanguage } from '../mail';
import { substituteMailTexts } from './substitute-mail-texts';

const m = messages.substitute;

const period = (startDate: string, endDate: string) =>
  `${formatTurkishDate(startDate)} - ${formatTurkishDate(endDate)}`;

/**
 * The substitute (vekil) named on a request (issue 23 item 4), checked against the tenant: an
 * active person of the organization (else 400 `substitute.invalid`, another organization's id
 * too), not the requester, and not himself away then (an approved or pending leave overlapping
 * the dates). Returns the id to store: null clears it; left out (undefined) keeps `current`, the
 * one an edited request has, unchecked.
 */
export async function checkSubstitute(
  db: Executor,
  scope: TenantScope,
  input: {
    requesterId: string;
    substituteId?: string | null;
    startDate: string;
    endDate: string;
    current?: string | null;
  },
): Promise<string | null> {
  const { substituteId } = input;
  if (substituteId === undefined) return input.current ?? null;
  if (substituteId === null) return null;
  if (substituteId === input.requesterId) throw fail.badRequest(m.self, { substituteId: m.self });
  const [person] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, isActive: users.isActive })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, substituteId)));
  if (!person?.isActive) throw fail.badRequest(m.invalid, { substituteId: m.invalid });
  const [away] = await db
    .select({ startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      inTenant(
        scope,
        leaveRequests,
        eq(leaveRequests.userId, substituteId),
        inArray(leaveRequests.status, ['APPROVED', 'PENDING']),
        lte(leaveRequests.startDate, input.endDate),
        gte(leaveRequests.endDate, input.startDate),
      ),
    )
    .orderBy(leaveRequests.startDate)
    .limit(1);
  if (away) {
    const message = m.away(`${person.firstName} ${person.lastName}`, period(away.startDate, away.endDate));
    throw fail.badRequest(message, { substituteId: message });
  }
  return substituteId;
}

/** What the substitute learns: he stands in on an approved leave, it changed, it was cancelled, he no longer does. */
export type SubstituteNews = 'approved' | 'updated' | 'cancelled' | 'released';

/**
 * Mails the substitute of a leave (none: nothing; an inactive one: nothing), in his language. The
 * leave type is not named: a colleague sees another's leave only as "İzinli" (docs/features.md, the
 * team calendar).
 */
export async function mailSubstitute(
  db: Executor,
  config: Config,
  scope: OrganizationScope,
  employee: { firstName: string; lastName: string },
  leave: { substituteId: string | null; startDate: string; endDate: string },
  news: SubstituteNews,
) {
  if (!leave.substituteId) return;
  const [substitute] = await db
    .select({ firstName: users.firstName, email: users.email, language: users.language })
    .from(users)
    .where(inTenant(scope, users, eq(users.id, leave.substituteId), eq(users.isActive, true)));
  if (!substitute) return;
  const language = recipientLanguage(substitute);
  const texts = textsIn(language, substituteMailTexts);
  const format = formatsIn(language);
  const dates = texts.period(format.date(leave.startDate), format.date(leave.endDate));
  const text = texts.news[news];
  await enqueueMail(db, {
    template: `substitute-${news}`,
    to: substitute.email,
    organizationId: scope.organizationId,
    ...composeMail(language, {
      subject: text.subject,
      firstName: substitute.firstName,
      paragraphs: [text.line(`${employee.firstName} ${employee.lastName}`, dates)],
      action: {
        label: texts.action,
        url: publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, '/team-calendar'),
      },
    }),
  });
}

/**
 * An approved leave edited (features/leaves/change-leave.ts updateLeave): a new substitute is
 * told he stands in, the one replaced that he no longer does, the same one that the dates moved.
 */
export async function mailSubstituteChange(
  db: Executor,
  config: Config,
  scope: OrganizationScope,
  employee: { firstName: string; lastName: string },
  before: { substituteId: string | null; startDate: string; endDate: string },
  after: { substituteId: string | null; startDate: string; endDate: string },
) {
  if (before.substituteId === after.substituteId) {
    const moved = before.startDate !== after.startDate || before.endDate !== after.endDate;
    if (moved) await mailSubstitute(db, config, scope, employee, after, 'updated');
    return;
  }
  await mailSubstitute(db, config, scope, employee, before, 'released');
  await mailSubstitute(db, config, scope, employee, after, 'approved');
}
