import type { Language } from '@paydos/domain';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { publicUrl } from '../../platform/public-links';
import type { OrganizationScope } from '../../platform/tenant-scope';
import { composeMail, enqueueMail, recipientLanguage } from '../mail';
import { delegationMailTexts } from './delegation-mail-texts';

export interface MailPerson {
  firstName: string;
  email: string;
  /** The person's chosen language (users.language); null: Turkish (features/mail/mail-language.ts). */
  language: Language | null;
}

const link = (config: Config, scope: OrganizationScope, path: string) =>
  publicUrl(config, { kind: 'organization', subdomain: scope.subdomain }, path);

type Period = { startDate: string | null; endDate: string | null };

/** "01.12.2025 - 05.12.2025" in `language`, or null for a standing delegate (on the approver's days of approved leave). */
function datesOf(language: Language, period: Period) {
  const format = formatsIn(language);
  return period.startDate && period.endDate
    ? textsIn(language, delegationMailTexts).period(format.date(period.startDate), format.date(period.endDate))
    : null;
}

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
  const language = recipientLanguage(input.delegate);
  const texts = textsIn(language, delegationMailTexts);
  const dates = datesOf(language, input.period);
  const named = input.change === 'named';
  await enqueueMail(db, {
    template: named ? 'delegation-named' : 'delegation-removed',
    to: input.delegate.email,
    organizationId: scope.organizationId,
    ...composeMail(language, {
      subject: named ? texts.named.subject(input.approverName) : texts.removed.subject(input.approverName),
      firstName: input.delegate.firstName,
      paragraphs: named
        ? [
            texts.named.line(input.approverName, scope.organizationName),
            dates ? texts.named.datedRequests(dates) : texts.named.standingRequests,
          ]
        : [texts.removed.line(input.approverName, dates ?? texts.removed.standingPeriod)],
      action: { label: texts.approvalsAction, url: link(config, scope, '/leave-approvals') },
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
  const teams = input.teamNames.join(', ');
  for (const admin of input.admins) {
    const language = recipientLanguage(admin);
    const texts = textsIn(language, delegationMailTexts).teamsWithoutManager;
    await enqueueMail(db, {
      template: 'teams-without-manager',
      to: admin.email,
      organizationId: scope.organizationId,
      ...composeMail(language, {
        subject: texts.subject(teams),
        firstName: admin.firstName,
        paragraphs: [texts.line(input.personName, teams), texts.until],
        action: { label: texts.action, url: link(config, scope, '/organization') },
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
  const language = recipientLanguage(input.approver);
  const texts = textsIn(language, delegationMailTexts).released;
  const deactivated = input.cause === 'deactivated';
  const dates = datesOf(language, input.period) ?? texts.standingPeriod;
  await enqueueMail(db, {
    template: deactivated ? 'delegation-delegate-deactivated' : 'delegation-delegate-demoted',
    to: input.approver.email,
    organizationId: scope.organizationId,
    ...composeMail(language, {
      subject: deactivated ? texts.deactivatedSubject(input.delegateName) : texts.demotedSubject(input.delegateName),
      firstName: input.approver.firstName,
      paragraphs: [
        deactivated ? texts.deactivatedLine(input.delegateName, dates) : texts.demotedLine(input.delegateName, dates),
        texts.nameAnother,
      ],
      action: { label: texts.action, url: link(config, scope, '/my-profile') },
    }),
  });
}
