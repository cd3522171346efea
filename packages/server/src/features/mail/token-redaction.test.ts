import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, mainHost, operatorToken as loginOperator, operatorHost, orgHost, request } from '../../../test/http';
import { cleanWeek } from '../../../test/leave-dates';
import { decodeQuotedPrintable, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createInvitation } from '../invitations/create-invitation';
import { mailFirstPasswordLink } from '../password-reset/request-password-reset';
import { createMailWorker, MAX_ATTEMPTS } from './delivery-worker';
import { escapeHtml } from './layout';
import { enqueueMail } from './outbox';
import { assertSecrets, redactMail, REDACTED } from './redaction';

/*
 * docs/SECURITY.md, "No live token at rest": a mail's one-time token (reset, first password,
 * invitation, historical-leave consent) leaves the stored copy in the same write that marks the mail
 * SENT; the delivered copy (the real SMTP sink's) still carries a working link.
 */

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let org: Awaited<ReturnType<typeof createOrganization>>;
let adminToken: string;
let operatorToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpSink();
  org = await createOrganization(ctx.handle.db, { name: 'Gizli Bağlantı A.Ş.' });
  const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN' });
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  operatorToken = await loginOperator(ctx.app, ctx.handle.db);
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

const NEW_PASSWORD = 'Yeni-Parola-2026!';

/** One pass of a worker with SMTP (the sink) or without (local mailbox mode). */
async function deliver(smtpUrl: string | null) {
  const worker = createMailWorker({ db: ctx.handle.db, smtpUrl, from: 'Paydos <bildirim@paydos.test>' });
  try {
    await worker.runOnce();
  } finally {
    await worker.stop();
  }
}

/** The token of the link in the copy the SMTP sink received for this address. */
function deliveredToken(to: string, link: RegExp) {
  const copies = smtp.received.filter((m) => m.to.includes(to));
  expect(copies).toHaveLength(1);
  return link.exec(decodeQuotedPrintable(copies[0]!.raw))![1]!;
}

/** Every row of the outbox, every column, as text: what a copy of the database holds. */
async function wholeOutboxAsText() {
  const result = await ctx.handle.db.execute(sql`select m::text as row from mail_outbox m`);
  return (result as { rows: Array<{ row: string }> }).rows.map((r) => r.row).join('\n');
}

const outboxRowTo = async (to: string) =>
  (await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]!;

const resetLink = /\/reset-password\?token=([\w-]+)/;
const useResetToken = (token: string) =>
  request(ctx.app, orgHost(org.subdomain), 'POST', '/api/password-reset/reset', {
    body: { token, newPassword: NEW_PASSWORD },
  });

/** Each mail with a one-time link: how it is made, how its link is read, how the link is used once. */
const flows = [
  {
    name: 'password reset',
    async make(to: string) {
      await createUser(ctx.handle.db, org.id, { email: to });
      expect(
        (await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/password-reset/request', { body: { email: to } }))
          .statusCode,
      ).toBe(200);
      await ctx.app.backgroundWork.settled(); // the reset request answers first, then writes the link (issue 20, timing)
    },
    link: resetLink,
    placeholder: '/reset-password?token=[gizlendi]',
    use: useResetToken,
  },
  {
    name: 'first password of a person the operator created (set-password)',
    async make(to: string) {
      const person = await createUser(ctx.handle.db, org.id, { email: to, passwordHash: null });
      const mailed = await mailFirstPasswordLink(
        ctx.handle.db,
        ctx.app.config,
        { organizationId: org.id },
        person.id,
        new Date(),
      );
      expect(mailed).toBe(true);
    },
    link: resetLink,
    placeholder: '/reset-password?token=[gizlendi]',
    use: useResetToken,
  },
  {
    name: 'invitation',
    async make(to: string) {
      const scope = { organizationId: org.id, organizationName: org.name, subdomain: org.subdomain };
      await createInvitation(
        ctx.handle.db,
        ctx.app.config,
        scope,
        { email: to, firstName: 'Defne', lastName: 'Aslan' },
        null,
        'tr',
        new Date(),
      );
    },
    link: /\/register\?token=([\w-]+)/,
    placeholder: '/register?token=[gizlendi]',
    use: (token: string) =>
      request(ctx.app, mainHost, 'POST', '/api/auth/register', {
        body: {
          invitationToken: token,
          password: NEW_PASSWORD,
          phone: '+90 532 111 22 33',
          nationalId: '10000000146',
          birthday: '1992-02-29',
          address: 'Kadıköy, İstanbul',
          emergencyContact: 'Ömer Aslan',
          emergencyPhone: '+90 532 444 55 66',
        },
      }),
  },
  {
    name: 'historical-leave consent',
    async make(to: string) {
      const employee = await createUser(ctx.handle.db, org.id, { email: to });
      const week = cleanWeek(-70);
      const batch = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/historical-leaves/batch', {
        token: adminToken,
        body: {
          userId: employee.id,
          leaves: [{ startDate: week.monday, endDate: week.friday, leaveType: 'annual_paid' }],
        },
      });
      expect(batch.statusCode, batch.body).toBe(201);
    },
    link: /\/leave-approval\/([\w-]+)/,
    placeholder: '/leave-approval/[gizlendi]',
    use: (token: string) =>
      request(ctx.app, orgHost(org.subdomain), 'POST', `/api/historical-leaves/approval/${token}`, {
        body: { approved: true },
      }),
  },
];

describe('no live token at rest: a delivered mail keeps no one-time token (issue 20 item 5)', () => {
  for (const [i, flow] of flows.entries()) {
    it(`${flow.name}: after the SMTP server accepted it, no column of the outbox holds the token; the delivered link works once; the mailbox shows the link redacted`, async () => {
      const to = `gizli-${i}@ornek.com.tr`;
      await flow.make(to);
      const queued = await outboxRowTo(to);
      const stored = flow.link.exec(queued.text)![1]!;
      expect(queued.secrets).toEqual([stored]);

      await deliver(smtp.url);
      const token = deliveredToken(to, flow.link);
      expect(token).toBe(stored);

      const row = await outboxRowTo(to);
      expect(row).toMatchObject({ status: 'SENT', secrets: [] });
      expect(row.redactedAt).not.toBeNull();
      expect(row.text).toContain(flow.placeholder);
      expect(row.html).toContain(flow.placeholder);
      expect(await wholeOutboxAsText()).not.toContain(token);

      // The operator's mailbox shows the mail, its link redacted, and says so.
      const shown = await request(ctx.app, operatorHost, 'GET', `/api/superadmin/mail/${row.id}`, {
        token: operatorToken,
      });
      expect(shown.statusCode).toBe(200);
      const mail = shown.json().mail;
      expect(mail.redactedAt).toBe(row.redactedAt!.toISOString());
      expect(mail.text).toContain(flow.placeholder);
      expect(JSON.stringify(mail)).not.toContain(token);

      // The recipient's copy still works, once.
      const first = await flow.use(token);
      expect(first.statusCode, first.body).toBeLessThan(300);
      expect((await flow.use(token)).statusCode).toBeGreaterThanOrEqual(400);
    });
  }

  it('without SMTP_URL (local mailbox mode) the stored mail keeps its working link, shown in the operator mailbox as before', async () => {
    const to = 'yerel-kutu@ornek.com.tr';
    await flows[0]!.make(to);
    await deliver(null);
    const row = await outboxRowTo(to);
    expect(row).toMatchObject({ status: 'STORED', redactedAt: null });
    const token = resetLink.exec(row.text)![1]!;
    const shown = await request(ctx.app, operatorHost, 'GET', `/api/superadmin/mail/${row.id}`, {
      token: operatorToken,
    });
    expect(shown.json().mail).toMatchObject({
      redactedAt: null,
      text: expect.stringContaining(`/reset-password?token=${token}`),
    });
    expect((await useResetToken(token)).statusCode).toBe(200);
  });

  it('crash safety: a refusal or a crash before acceptance keeps the token, so the retry sends a working link; the row is redacted only after acceptance and a redacted mail is never sent again', async () => {
    const to = 'yeniden-deneme@ornek.com.tr';
    await flows[0]!.make(to);
    const { id } = await outboxRowTo(to);

    // The SMTP server refuses for now (451): the row keeps the token for the retry.
    smtp.state.refuse = true;
    try {
      await deliver(smtp.url);
    } finally {
      smtp.state.refuse = false;
    }
    const refused = await outboxRowTo(to);
    expect(refused).toMatchObject({ status: 'PENDING', attempts: 1, redactedAt: null });
    const token = resetLink.exec(refused.text)![1]!;
    expect(refused.secrets).toEqual([token]);

    // An instance claimed it and died before the server accepted: the claim counted, its lease ran out, the row untouched.
    await ctx.handle.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));

    // The next pass: while the server receives the mail the row still holds the token; once accepted it does not.
    let duringAcceptance: typeof refused | undefined;
    smtp.state.beforeAccept = async (rcpt) => {
      if (rcpt.includes(to)) duringAcceptance = await outboxRowTo(to);
    };
    try {
      await deliver(smtp.url);
    } finally {
      smtp.state.beforeAccept = null;
    }
    expect(duringAcceptance).toMatchObject({ status: 'PENDING', secrets: [token], redactedAt: null });
    expect(deliveredToken(to, resetLink)).toBe(token);
    const sent = await outboxRowTo(to);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 3, secrets: [] });
    expect(await wholeOutboxAsText()).not.toContain(token);

    // Even due again, a SENT (redacted) mail is not claimed: no second copy with a dead link.
    await ctx.handle.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    await deliver(smtp.url);
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect((await useResetToken(token)).statusCode).toBe(200);
  });

  it('a mail that fails for good (FAILED after the last attempt) keeps no working token either; a retried one keeps it', async () => {
    const to = 'hic-gitmeyen@ornek.com.tr';
    await flows[0]!.make(to);
    const { id, text } = await outboxRowTo(to);
    const token = resetLink.exec(text)![1]!;
    await ctx.handle.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    smtp.state.refuse = true;
    try {
      await deliver(smtp.url);
    } finally {
      smtp.state.refuse = false;
    }
    const failed = await outboxRowTo(to);
    expect(failed).toMatchObject({ status: 'FAILED', secrets: [] });
    expect(failed.redactedAt).not.toBeNull();
    expect(failed.text).toContain('/reset-password?token=[gizlendi]');
    expect(await wholeOutboxAsText()).not.toContain(token);
  });

  it('redaction replaces a secret as written, URL-encoded and HTML-escaped in subject, html and text; a secret too short to be a token is refused at enqueue', async () => {
    const secret = `a+b/c&d<e>"f'g=0123456789`;
    const forms = [secret, encodeURIComponent(secret), escapeHtml(secret), escapeHtml(encodeURIComponent(secret))];
    const redacted = redactMail(
      {
        subject: `Konu ${secret}`,
        html: `<a href="/x?t=${escapeHtml(encodeURIComponent(secret))}">${escapeHtml(secret)}</a> ${encodeURIComponent(secret)}`,
        text: `/x?t=${secret}`,
      },
      [secret],
    );
    for (const part of Object.values(redacted)) {
      expect(part).toContain(REDACTED);
      for (const form of forms) expect(part).not.toContain(form);
    }
    expect(redacted.html).toBe(`<a href="/x?t=${REDACTED}">${REDACTED}</a> ${REDACTED}`);
    expect(() => assertSecrets(['kisa'])).toThrow();
    await expect(
      enqueueMail(ctx.handle.db, {
        template: 'test',
        to: 'kisa@ornek.com.tr',
        subject: 'x',
        html: 'x',
        text: 'x',
        secrets: [''],
      }),
    ).rejects.toThrow();
  });
});
