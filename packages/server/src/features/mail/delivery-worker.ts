import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { systemClock, type Clock } from '../../platform/clock';
import { startPeriodicTask } from '../../platform/periodic-task';
import { redactionOf } from './redaction';

/**
 * How long a claimed mail is reserved for the instance that claimed it. The claimer renews the
 * lease every third of it while its pass runs, so only a dead (or stuck) instance's claims expire:
 * after a crash its mails go out again at most this long after its last renewal.
 */
export const DEFAULT_LEASE_SECONDS = 60;
/** After this many failed attempts a mail is FAILED and left for a person to look at. */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Seconds before the next attempt after `attempts` failures: 30 s, 1 min, 2 min, … at most 1 hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * The `Message-ID` of an outbox row: `<row id@domain of MAIL_FROM>`. The same for every attempt,
 * so the rare second delivery after a crash between the SMTP server's acceptance and the SENT mark
 * is the same message to mail clients (they show it once).
 */
export function messageIdFor(mailId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)\s*>?\s*$/.exec(from.trim())?.[1]?.toLowerCase() ?? 'paydos.local';
  return `<${mailId}@${domain}>`;
}

export interface MailWorkerOptions {
  db: Database;
  /** `smtp://user:pass@host:port` (or smtps://); null keeps mails in the database (the operator's mailbox). */
  smtpUrl: string | null;
  from: string;
  pollMs?: number;
  /** The claim's lease (MAIL_LEASE_SECONDS, default 60). */
  leaseSeconds?: number;
  /** The clock of the SENT and redaction stamps, read when the SMTP server accepts a mail; tests set it. */
  now?: Clock;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export interface MailWorker {
  /** One delivery pass over the due mails; resolves to how many it handled. Used by tests and by the loop. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox, at least once. Why a `FOR UPDATE SKIP LOCKED` poll rather than pg-boss: the
 * outbox row is already the durable job, written in the transaction of the change; a claim is one
 * statement that leases due rows (pushes `next_attempt_at` forward, counts the attempt) so
 * concurrent instances never take the same mail, and the SMTP conversation happens outside any
 * transaction (PGlite has one connection, and a transaction held during SMTP would stall the app).
 * `attempts` doubles as the claim's fencing token: renewals and failure marks only touch rows
 * still claimed by this attempt. Each mail is marked SENT in its own write as soon as the SMTP
 * server accepts it; a crash in between sends it again, with the same Message-ID. That write also
 * redacts the mail's one-time tokens (`redactionOf`): before acceptance the row keeps them, so a
 * retry sends a working link; after it no copy is left, and a SENT mail is never claimed again.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, from, log } = options;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const now = options.now ?? systemClock;
  const transport: Transporter | null = options.smtpUrl
    ? // One pooled SMTP connection, reused from mail to mail: a backlog (after a restart) drains without a handshake per mail.
      nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: 1,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as never)
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
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'PENDING')))
      .returning();
  }

  /** Pushes the lease of the claimed, unfinished mails forward; returns the ids still ours. */
  async function renewLeases(claims: Map<string, number>): Promise<Set<string>> {
    if (claims.size === 0) return new Set();
    const ours = sql.join(
      [...claims].map(([id, attempts]) => sql`(${id}::uuid, ${attempts}::int)`),
      sql`, `,
    );
    const rows = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(and(eq(mailOutbox.status, 'PENDING'), sql`(${mailOutbox.id}, ${mailOutbox.attempts}) in (${ours})`))
      .returning({ id: mailOutbox.id });
    return new Set(rows.map((r) => r.id));
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
    // The claims not yet finished, id → the attempt number of our claim.
    const claims = new Map(mails.map((m) => [m.id, m.attempts]));
    let renewal: Promise<void> = Promise.resolve();
    const heartbeat = setInterval(
      () => {
        renewal = renewLeases(new Map(claims))
          .then((kept) => {
            // A claim that could not be renewed was lost (its lease ran out and another instance took it): leave it to that one.
            for (const id of claims.keys()) if (!kept.has(id)) claims.delete(id);
          })
          .catch((error) => log?.warn({ error: String(error) }, 'mail lease renewal failed'));
      },
      (leaseSeconds * 1000) / 3,
    );
    try {
      for (const mail of mails) {
        if (!claims.has(mail.id)) continue;
        let failure: unknown = null;
        try {
          await transport.sendMail({
            from,
            to: mail.toAddress,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            messageId: messageIdFor(mail.id, from),
          });
        } catch (error) {
          failure = error;
        }
        claims.delete(mail.id);
        try {
          if (failure === null) {
            // Its own write, at once: the window in which a crash sends it twice is this one statement.
            // The same write drops the mail's one-time tokens from the stored copy: the recipient has the link now.
            const sentAt = now();
            await db
              .update(mailOutbox)
              .set({ status: 'SENT', sentAt, lastError: null, ...redactionOf(mail, sentAt) })
              .where(eq(mailOutbox.id, mail.id));
            log?.info({ mailId: mail.id, template: mail.template }, 'mail sent');
            continue;
          }
          const message = failure instanceof Error ? failure.message : String(failure);
          const giveUp = mail.attempts >= MAX_ATTEMPTS;
          await db
            .update(mailOutbox)
            .set({
              status: giveUp ? 'FAILED' : 'PENDING',
              lastError: message.slice(0, 1000),
              nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`,
              // A mail that will never go out keeps no working link either (a new one is asked for); a retry keeps it.
              ...(giveUp ? redactionOf(mail, now()) : {}),
            })
            .where(
              and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'PENDING'), eq(mailOutbox.attempts, mail.attempts)),
            );
          log?.warn(
            { mailId: mail.id, attempts: mail.attempts, error: message },
            giveUp ? 'mail failed for good' : 'mail will be retried',
          );
        } catch (error) {
          // The database did not take the mark: the lease runs out and the mail is tried again (same Message-ID).
          log?.warn({ mailId: mail.id, error: String(error) }, 'mail delivery result not recorded');
        }
      }
    } finally {
      clearInterval(heartbeat);
      await renewal;
    }
    return mails.length;
  }

  let stopping = false;
  // A full batch means more may be due (a backlog after a restart or a burst): take the next at once, not after the poll interval.
  const drain = async () => {
    while (!stopping && (await runOnce()) === BATCH);
  };
  const task = startPeriodicTask('mail delivery', drain, options.pollMs, log);
  return {
    runOnce,
    async stop() {
      stopping = true;
      await task.stop();
      transport?.close();
    },
  };
}
