import type { Language } from '@paydos/domain';
import { textsIn } from '../../platform/languages';
import { composeMail } from '../mail';
import { passwordResetMailTexts } from './password-reset-mail-texts';

interface PasswordMail {
  firstName: string;
  organizationName: string;
  url: string;
}

/** The reset link mail; the link works once, for an hour (product §D3). */
export function passwordResetMail(language: Language, input: PasswordMail) {
  const texts = textsIn(language, passwordResetMailTexts).reset;
  return composeMail(language, {
    subject: texts.subject,
    firstName: input.firstName,
    paragraphs: [texts.received(input.organizationName), texts.instruction],
    action: { label: texts.action, url: input.url },
    footnote: texts.footnote,
  });
}

/** The first-password mail of a person the operator created (product §D3); the link works once, for 7 days. */
export function setPasswordMail(language: Language, input: PasswordMail) {
  const texts = textsIn(language, passwordResetMailTexts).setPassword;
  return composeMail(language, {
    subject: texts.subject,
    firstName: input.firstName,
    paragraphs: [texts.created(input.organizationName), texts.instruction],
    action: { label: texts.action, url: input.url },
    footnote: texts.footnote,
  });
}
