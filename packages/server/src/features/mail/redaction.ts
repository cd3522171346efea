import { escapeHtml, type MailContent } from './layout';

/**
 * What a one-time token becomes in the stored copy of a delivered mail: the link stays readable
 * (`…/reset-password?token=[gizlendi]`) but no longer works. The operator's mailbox says why.
 */
export const REDACTED = '[gizlendi]';

/** A declared secret must be a real token (256 random bits): a short one could match ordinary text. */
const MIN_SECRET_LENGTH = 16;

export function assertSecrets(secrets: readonly string[]) {
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`a mail secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
}

/** Every form a secret may take in a mail: as written, URL-encoded, HTML-escaped, or both. */
function formsOf(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  return [...new Set([secret, encoded, escapeHtml(secret), escapeHtml(encoded)])].sort((a, b) => b.length - a.length);
}

/** The mail with every form of every secret replaced by the placeholder, in subject, html and text. */
export function redactMail(content: MailContent, secrets: readonly string[]): MailContent {
  const forms = [...new Set(secrets.flatMap(formsOf))].sort((a, b) => b.length - a.length);
  const redact = (value: string) => forms.reduce((out, form) => out.split(form).join(REDACTED), value);
  return { subject: redact(content.subject), html: redact(content.html), text: redact(content.text) };
}

/**
 * The columns to write with a mail's final mark (SENT, or FAILED for good), in that same update:
 * the content without its secrets, no secrets kept, and when (`at`). Nothing for a mail without secrets.
 */
export function redactionOf(mail: MailContent & { secrets: readonly string[] }, at: Date) {
  if (mail.secrets.length === 0) return {};
  return { ...redactMail(mail, mail.secrets), secrets: [] as string[], redactedAt: at };
}
