import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { startPeriodicTask } from '../../platform/periodic-task';

/** How long a claimed mail is reserved for the instance that claimed it; after that another may retry it. */
const LEASE_SECONDS = 300;
/** After this many failed attempts a mail is FAILED and left for a person to look at. */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Seconds before the next attempt after `attempts` failures: 30 s, 1 min, 2 min, … at most 1 hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export interface MailWorkerOptions {
  db: Database;
  /** `smtp://user:pass@host:port` (or smtps://); null keeps mails in the database (the operator's mailbox). */
  smtpUrl: string | null;
  from: string;
  pollMs?: number;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export interface MailWorker {
  /** One delivery pass over the due mails; resolves to how many it handled. Used by tests and by the loop. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox. Why a `FOR UPDATE SKIP LOCKED` poll rather than pg-boss: the outbox row is
 * already the durable job, written in the transaction of the change; a claim is one statement that
 * leases due rows (pushes `next_attempt_at` forward) so concurrent instances never take the same
 * mail, and the SMTP conversation happens outside any transaction (PGlite has one connection, and a
 * transaction held during SMTP would stall the app). A crash after the claim only delays the mail
 * until the lease ends. Failures are retried with exponential backoff up to MAX_ATTEMPTS.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, from, log } = options;
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never)
    : null;

  async function claimDue() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'PENDING')))
      .returning();
  }

  async function runOnce(): Promise<number> {
    if (!transport) {
      // No SMTP: the mails are kept, readable on the operator site's mailbox.
      const held = await db
        .update(mailOutbox)
        .set({ status: 'STORED' })
        .where(eq(mailOutbox.status, 'PENDING'))
        .returning({ id: mailOutbox.id });
      return held.length;
    }
    const mails = await claimDue();
    for (const mail of mails) {
      try {
        await transport.sendMail({ from, to: mail.toAddress, subject: mail.subject, html: mail.html, text: mail.text });
        await db.update(mailOutbox).set({ status: 'SENT', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, mail.id));
        log?.info({ mailId: mail.id, template: mail.template }, 'mail sent');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = mail.attempts >= MAX_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            status: giveUp ? 'FAILED' : 'PENDING',
            lastError: message.slice(0, 1000),
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`,
          })
          .where(eq(mailOutbox.id, mail.id));
        log?.warn({ mailId: mail.id, attempts: mail.attempts, error: message }, giveUp ? 'mail failed for good' : 'mail will be retried');
      }
    }
    return mails.length;
  }

  const task = startPeriodicTask('mail delivery', runOnce, options.pollMs, log);
  return {
    runOnce,
    async stop() {
      await task.stop();
      transport?.close();
    },
  };
}
