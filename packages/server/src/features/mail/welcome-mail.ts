import type { CalendarDate, Language } from '@paydos/domain';
import type { Config } from '../../config';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { publicUrl } from '../../platform/public-links';
import { composeMail } from './layout';
import { welcomeMailTexts } from './welcome-mail-texts';

/**
 * The welcome mail for a person who now has an account in an organization, linking to the
 * organization's login page, in `language` (the request's that made the account: mail-language.ts).
 * A `founder` (who just set the organization up) is also told when the trial ends and how many
 * people were invited.
 * Enqueue it with `enqueueMail(tx, { template, to, organizationId, ...welcomeMail(...) })`.
 */
export function welcomeMail(
  config: Config,
  language: Language,
  input: {
    firstName: string;
    email: string;
    organizationName: string;
    subdomain: string;
    founder?: { trialEndsOn: CalendarDate; invitedCount: number };
  },
) {
  const texts = textsIn(language, welcomeMailTexts);
  const url = publicUrl(config, { kind: 'organization', subdomain: input.subdomain }, '/login');
  const { founder } = input;
  const login = texts.login(input.email);
  return composeMail(language, {
    subject: texts.subject(input.organizationName),
    firstName: input.firstName,
    paragraphs: founder
      ? [
          texts.founderReady(input.organizationName, formatsIn(language).date(founder.trialEndsOn)),
          texts.loginAddress(url),
          login,
          ...(founder.invitedCount > 0 ? [texts.invited(founder.invitedCount)] : []),
        ]
      : [texts.memberReady(input.organizationName), login],
    action: { label: texts.action, url },
    footnote: founder ? texts.founderFootnote : texts.memberFootnote,
  });
}
