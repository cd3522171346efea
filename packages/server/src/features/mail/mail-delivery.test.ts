import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createOrganization } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createInvitation } from '../invitations/create-invitation';
import { createMailWorker, retryDelaySeconds } from './delivery-worker';
import { enqueueMail } from './outbox';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `refuse` makes it answer every recipient with a temporary error. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refuse) return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Quoted-printable bodies wrap lines and escape '='; undo that to read the link back. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

describe('mail delivery worker (decisions §5: durable outbox, SMTP, retries)', () => {
  it('delivers an invitation mail over SMTP: recipient, subject and the /register link arrive', async () => {
    const org = await createOrganization(ctx.handle.db, { name: 'Ege Zeytin Ltd.' });
    const { url } = await createInvitation(
      ctx.handle.db,
      ctx.app.config,
      { organizationId: org.id, organizationName: org.name, subdomain: org.subdomain },
      { email: 'davetli.smtp@ornek.com.tr', firstName: 'Deniz', lastName: 'Ak' },
      null,
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
    const [row] = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'davetli.smtp@ornek.com.tr'));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(row!.sentAt).not.toBeNull();
  });

  it('a failing SMTP server leads to a retry with backoff, not a lost mail; the retry delivers it once', async () => {
    const id = await enqueueMail(ctx.handle.db, { template: 'test', to: 'tekrar@ornek.com.tr', subject: 'Tekrar denenecek', html: '<p>x</p>', text: 'x' });
    const worker = createMailWorker({ db: ctx.handle.db, smtpUrl: smtp.url, from: 'bildirim@paydos.test' });
    try {
      smtp.state.refuse = true;
      await worker.runOnce();
      const [afterFailure] = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(afterFailure).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(afterFailure!.lastError).toContain('451');
      expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

      // Not due yet: a pass now leaves it alone.
      smtp.state.refuse = false;
      await worker.runOnce();
      expect(smtp.received.filter((m) => m.to.includes('tekrar@ornek.com.tr'))).toHaveLength(0);

      // The backoff has passed (moved back instead of waiting): the next pass delivers it.
      await ctx.handle.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.id, id));
      await worker.runOnce();
      await worker.runOnce();
    } finally {
      smtp.state.refuse = false;
      await worker.stop();
    }
    const [sent] = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(smtp.received.filter((m) => m.to.includes('tekrar@ornek.com.tr'))).toHaveLength(1);
  });

  it('an unreachable SMTP server also leads to a retry', async () => {
    const id = await enqueueMail(ctx.handle.db, { template: 'test', to: 'kapali@ornek.com.tr', subject: 'Sunucu kapalı', html: '<p>x</p>', text: 'x' });
    const worker = createMailWorker({ db: ctx.handle.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'bildirim@paydos.test' });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const [row] = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
  });

  it('several workers at once deliver each mail exactly once (claims skip locked rows)', async () => {
    const addresses = Array.from({ length: 6 }, (_, i) => `coklu-${i}@ornek.com.tr`);
    for (const to of addresses) await enqueueMail(ctx.handle.db, { template: 'test', to, subject: 'Çoklu', html: '<p>x</p>', text: 'x' });
    const workers = [1, 2, 3].map(() => createMailWorker({ db: ctx.handle.db, smtpUrl: smtp.url, from: 'bildirim@paydos.test' }));
    try {
      await Promise.all(workers.map((w) => w.runOnce()));
      await Promise.all(workers.map((w) => w.runOnce()));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    for (const to of addresses) expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('without SMTP_URL mails are kept in the database (STORED) for the operator mailbox', async () => {
    const id = await enqueueMail(ctx.handle.db, { template: 'test', to: 'saklanan@ornek.com.tr', subject: 'Saklanır', html: '<p>x</p>', text: 'x' });
    const worker = createMailWorker({ db: ctx.handle.db, smtpUrl: null, from: 'bildirim@paydos.test' });
    await worker.runOnce();
    await worker.stop();
    const [row] = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.status).toBe('STORED');
  });

  it('backoff doubles from 30 seconds and stops at one hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});
