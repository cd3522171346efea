import type { CalendarDate, Language } from '@paydos/domain';
import { formatsIn } from '../../platform/language-formats';
import { textsIn } from '../../platform/languages';
import { composeMail, type MailContent } from '../mail';
import { scheduledMailTexts } from './scheduled-mail-texts';

/**
 * The scheduled mails (product §D5), each in its recipient's language (the worker reads `users.language`:
 * features/mail/mail-language.ts); every value is escaped by composeMail.
 */

interface Named {
  firstName: string;
  lastName: string;
}
const fullName = (p: Named) => `${p.firstName} ${p.lastName}`;

export function birthdayMail(
  language: Language,
  input: { person: Named; organizationName: string; profileUrl: string },
): MailContent {
  const texts = textsIn(language, scheduledMailTexts).birthday;
  return composeMail(language, {
    subject: texts.subject(input.person.firstName),
    firstName: input.person.firstName,
    paragraphs: [texts.wishes(input.organizationName), texts.enjoy],
    footnote: texts.optOut(input.profileUrl),
  });
}

export function anniversaryMail(
  language: Language,
  input: { person: Named; organizationName: string; years: number; grantDays: number; dashboardUrl: string },
): MailContent {
  const texts = textsIn(language, scheduledMailTexts).anniversary;
  return composeMail(language, {
    subject: texts.subject(input.years),
    firstName: input.person.firstName,
    paragraphs: [texts.thanks(input.organizationName, input.years), texts.grant(input.grantDays)],
    action: { label: texts.action, url: input.dashboardUrl },
  });
}

/** The morning note to the organization's active admins: today's birthdays and work anniversaries. */
export function adminDigestMail(
  language: Language,
  input: {
    admin: Named;
    today: CalendarDate;
    birthdays: Named[];
    anniversaries: (Named & { years: number })[];
    staffUrl: string;
  },
): MailContent {
  const texts = textsIn(language, scheduledMailTexts).adminDigest;
  const today = formatsIn(language).date(input.today);
  const paragraphs = [texts.intro(today)];
  if (input.birthdays.length > 0) paragraphs.push(texts.birthdays(input.birthdays.map(fullName).join(', ')));
  if (input.anniversaries.length > 0) {
    const names = input.anniversaries.map((p) => texts.anniversary(fullName(p), p.years));
    paragraphs.push(texts.anniversaries(names.join(', ')));
  }
  paragraphs.push(texts.remember);
  return composeMail(language, {
    subject: texts.subject(today),
    firstName: input.admin.firstName,
    greeting: texts.greeting(input.admin.firstName),
    paragraphs,
    action: { label: texts.action, url: input.staffUrl },
  });
}

/**
 * 7, 3 and 1 days before the trial's last day, and on that day (`endsToday`). `daysLeft` is the
 * dashboard banner's number (domain `trialDaysLeft`), so the mail and the banner never disagree.
 */
export function trialEndingMail(
  language: Language,
  input: {
    admin: Named;
    organizationName: string;
    daysLeft: number;
    endsToday: boolean;
    endsOn: CalendarDate;
    paymentUrl: string;
  },
): MailContent {
  const texts = textsIn(language, scheduledMailTexts).trialEnding;
  return composeMail(language, {
    subject: input.endsToday ? texts.subjectToday : texts.subject(input.daysLeft),
    firstName: input.admin.firstName,
    paragraphs: [texts.endsOn(input.organizationName, formatsIn(language).date(input.endsOn)), texts.choosePlan],
    action: { label: texts.action, url: input.paymentUrl },
  });
}

/** A renewal the payment provider refused; access continues until `graceEndsOn`. */
export function renewalFailedMail(
  language: Language,
  input: { admin: Named; organizationName: string; graceEndsOn: CalendarDate; paymentUrl: string },
): MailContent {
  const texts = textsIn(language, scheduledMailTexts).renewalFailed;
  return composeMail(language, {
    subject: texts.subject,
    firstName: input.admin.firstName,
    paragraphs: [texts.notCharged(input.organizationName), texts.payBy(formatsIn(language).date(input.graceEndsOn))],
    action: { label: texts.action, url: input.paymentUrl },
  });
}
