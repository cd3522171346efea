import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createOrganization } from '../../../test/factories';
import { decodeQuotedPrintable, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createInvitation } from '../invitations/create-invitation';
import { createMailWorker, DEFAULT_LEASE_SECONDS, messageIdFor, retryDelaySeconds } from './delivery-worker';
import { enqueueMail } from './outbox';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

/** A plain test mail to `to` in the outbox; its id. */
const testMail = (to: string, subject: string) =>
  enqueueMail(ctx.handle.db, { template: 'test', to, subject, html: '<p>x</p>', text: 'x' });
/** The outbox row of mail `id` (a one-row list, to destructure). */
const outboxRows = (id: string) => ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
/** The mails the SMTP sink received for `address`. */
const receivedBy = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe('mail delivery worker (product §D5: durable outbox, SMTP, retries)', () => {
  it('delivers an invitation mail over SMTP: recipient, subject and the /register link arrive', async () => {
    const org = await createOrganization(ctx.handle.db, { name: 'Ege Zeytin Ltd.' });
    const { url } = await createInvitation(
      ctx.handle.db,
      ctx.app.config,
      { organizationId: org.id, organizationName: org.name, subdomain: org.subdomain },
      { email: 'davetli.smtp@ornek.com.tr', firstName: 'Deniz', lastName: 'Ak' },
      null,
      'tr',
      new Date(),
    );
    const worker = createMailWorker({ db: ctx.handle.db, smtpUrl: smtp.url, from: 'Paydos <bildirim@paydos.test>' });
    try {
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.stop();
    }
    const mail = smtp.received.find((m) => m.to.includes('davetli.smtp@ornek.com.tr'));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('bildirim@paydos.test');
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toMatch(/^Subject: .*Ege Zeytin Ltd\./m);
    expect(body).toContain(url);
    const [row] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'davetli.smtp@ornek.com.tr'));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(row!.sentAt).not.toBeNull();
    expect(mail!.messageId).toBe(`<${row!.id}@paydos.test>`);
  });

  it('every attempt of an outbox row has the same Message-ID: a resend after a crash between acceptance and the SENT mark is the same message', async () => {
    const id = await testMail('ayni.ileti@ornek.com.tr', 'Aynı ileti');
    const worker = createMailWorker({ db: ctx.handle.db, smtpUrl: smtp.url, from: 'Paydos <bildirim@Paydos.test>' });
    try {
      await worker.runOnce();
      // What a crash after the SMTP server's acceptance and before the SENT mark leaves behind: the row still PENDING, its lease over.
      await ctx.handle.db
        .update(mailOutbox)
        .set({ status: 'PENDING', sentAt: null, nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, id));
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const copies = receivedBy('ayni.ileti@ornek.com.tr');
    expect(copies.map((m) => m.messageId)).toEqual([`<${id}@paydos.test>`, `<${id}@paydos.test>`]);
    expect(messageIdFor(id, 'bildirim@paydos.test')).toBe(`<${id}@paydos.test>`);
  });

  it('each mail is marked SENT in its own write as soon as the SMTP server accepts it, not after the whole batch', async () => {
    const first = await testMail('sira-1@ornek.com.tr', 'Sıra 1');
    await ctx.handle.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 60_000) })
      .where(eq(mailOutbox.id, first));
    await testMail('sira-2@ornek.com.tr', 'Sıra 2');
    let firstWhileSecondArrives: string | undefined;
    smtp.state.beforeAccept = async (to) => {
      if (!to.includes('sira-2@ornek.com.tr')) return;
      const [row] = await outboxRows(first);
      firstWhileSecondArrives = row!.status;
    };
    const worker = createMailWorker({ db: ctx.handle.db, smtpUrl: smtp.url, from: 'bildirim@paydos.test' });
    try {
      await worker.runOnce();
    } finally {
      smtp.state.beforeAccept = null;
      await worker.stop();
    }
    expect(firstWhileSecondArrives).toBe('SENT');
  });

  it('a claim is leased for at most 60 seconds and renewed while its send runs: a slow send is not taken by a second worker', async () => {
    expect(DEFAULT_LEASE_SECONDS).toBeLessThanOrEqual(60);
    const id = await testMail('yavas@ornek.com.tr', 'Yavaş sunucu');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    smtp.state.beforeAccept = async (to) => {
      if (!to.includes('yavas@ornek.com.tr')) return;
      arrived();
      await held;
    };
    // A one-second lease (MAIL_LEASE_SECONDS is at least 5; the option is not) renewed every third of a second.
    const slow = createMailWorker({
      db: ctx.handle.db,
      smtpUrl: smtp.url,
      from: 'bildirim@paydos.test',
      leaseSeconds: 1,
    });
    const other = createMailWorker({
      db: ctx.handle.db,
      smtpUrl: smtp.url,
      from: 'bildirim@paydos.test',
      leaseSeconds: 1,
    });
    try {
      const pass = slow.runOnce();
      await arrival;
      const [claimed] = await outboxRows(id);
      expect(claimed!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
      // Three lease lengths later the send still runs; the renewals keep the mail from the other worker.
      await new Promise((r) => setTimeout(r, 3000));
      const [renewed] = await outboxRows(id);
      expect(renewed).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(renewed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      await other.runOnce();
      release();
      await pass;
    } finally {
      release();
      smtp.state.beforeAccept = null;
      await Promise.all([slow.stop(), other.stop()]);
    }
    const [sent] = await outboxRows(id);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(receivedBy('yavas@ornek.com.tr')).toHaveLength(1);
  });

  it('a failing SMTP server leads to a retry with backoff, not a lost mail; the retry delivers it once', async () => {
    const id = await testMail('tekrar@ornek.com.tr', 'Tekrar denenecek');
    const worker = createMailWorker({ db: ctx.handle.db, smtpUrl: smtp.url, from: 'bildirim@paydos.test' });
    try {
      smtp.state.refuse = true;
      await worker.runOnce();
      const [afterFailure] = await outboxRows(id);
      expect(afterFailure).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(afterFailure!.lastError).toContain('451');
      expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

      // Not due yet: a pass now leaves it alone.
      smtp.state.refuse = false;
      await worker.runOnce();
      expect(receivedBy('tekrar@ornek.com.tr')).toHaveLength(0);

      // The backoff has passed (moved back instead of waiting): the next pass delivers it.
      await ctx.handle.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, id));
      await worker.runOnce();
      await worker.runOnce();
    } finally {
      smtp.state.refuse = false;
      await worker.stop();
    }
    const [sent] = await outboxRows(id);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(receivedBy('tekrar@ornek.com.tr')).toHaveLength(1);
  });

  it('an unreachable SMTP server also leads to a retry', async () => {
    const id = await testMail('kapali@ornek.com.tr', 'Sunucu kapalı');
    const worker = createMailWorker({ db: ctx.handle.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'bildirim@paydos.test' });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const [row] = await outboxRows(id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
  });

  it('several workers at once deliver each mail exactly once (claims skip locked rows)', async () => {
    const addresses = Array.from({ length: 6 }, (_, i) => `coklu-${i}@ornek.com.tr`);
    for (const to of addresses)
      await enqueueMail(ctx.handle.db, { template: 'test', to, subject: 'Çoklu', html: '<p>x</p>', text: 'x' });
    const workers = [1, 2, 3].map(() =>
      createMailWorker({ db: ctx.handle.db, smtpUrl: smtp.url, from: 'bildirim@paydos.test' }),
    );
    try {
      await Promise.all(workers.map((w) => w.runOnce()));
      await Promise.all(workers.map((w) => w.runOnce()));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    for (const to of addresses) expect(receivedBy(to)).toHaveLength(1);
  });

  it('without SMTP_URL mails are kept in the database (STORED) for the operator mailbox', async () => {
    const id = await testMail('saklanan@ornek.com.tr', 'Saklanır');
    const worker = createMailWorker({ db: ctx.handle.db, smtpUrl: null, from: 'bildirim@paydos.test' });
    await worker.runOnce();
    await worker.stop();
    const [row] = await outboxRows(id);
    expect(row!.status).toBe('STORED');
  });

  it('backoff doubles from 30 seconds and stops at one hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});
