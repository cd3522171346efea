import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailContent } from './layout';
import { assertSecrets } from './redaction';

export interface OutgoingMail extends MailContent {
  /** Which template made it, for the mailbox and for tests: 'invitation', 'password-reset', … */
  template: string;
  to: string;
  organizationId?: string | null;
  /**
   * The one-time tokens in this mail (the token of a reset, invitation or consent link). Every mail
   * that carries one declares it here: the stored copy loses it once the SMTP server accepted the
   * mail (docs/SECURITY.md, "No live token at rest").
   */
  secrets?: string[];
}

/**
 * Puts a mail in the durable outbox. Call it with the transaction of the change that causes the
 * mail: if the change rolls back, so does the mail; if it commits, the mail worker delivers it.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail) {
  assertSecrets(mail.secrets ?? []);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      organizationId: mail.organizationId ?? null,
      template: mail.template,
      toAddress: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      secrets: mail.secrets ?? [],
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
