import type { Language } from '@paydos/domain';

/**
 * Issue 26: the language a mail speaks is its recipient's (docs/features.md, "Mail"). A person who chose a language
 * on the profile page (`users.language`) gets every mail in it: a leave request or decision, a delegation, a consent,
 * a scheduled mail from the worker; one who never chose gets Turkish. A mail to the person making the request
 * themselves (their password reset, their welcome on signing up or founding an organization) speaks the request's
 * language (`request.language`, passed in by the route); an invitation speaks the inviting ADMIN's request language,
 * since the invitee has no account yet.
 */
export function recipientLanguage(recipient: { language: Language | null }): Language {
  return recipient.language ?? 'tr';
}
