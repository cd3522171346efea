import type { CalendarDate, Language, Role } from '@paydos/domain';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { composeMail } from '../mail';
import { invitationMailTexts } from './invitation-mail-texts';

/** The invitation in `language`: the inviting ADMIN's request language (features/mail/mail-language.ts). */
export function invitationMail(
  language: Language,
  input: {
    firstName: string;
    organizationName: string;
    role: Role;
    url: string;
    expiresOn: CalendarDate;
  },
) {
  const texts = textsIn(language, invitationMailTexts);
  return composeMail(language, {
    subject: texts.subject(input.organizationName),
    firstName: input.firstName,
    paragraphs: [texts.invited(input.organizationName, texts.roles[input.role]), texts.instruction],
    action: { label: texts.action, url: input.url },
    footnote: texts.footnote(formatsIn(language).date(input.expiresOn)),
  });
}
