import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeTokens } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, mainHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;

beforeAll(async () => {
  ctx = await createTestApp();
  org = await createOrganization(ctx.handle.db, { name: 'Çınar Lojistik A.Ş.' });
  other = await createOrganization(ctx.handle.db, { name: 'Başka Şirket' });
});
afterAll(() => ctx.close());

const host = () => orgHost(org.subdomain);

/** Asks for a reset and reads the link out of the queued mail, as the person would. */
async function mailedToken(email: string, subdomain = org.subdomain) {
  const response = await request(ctx.app, orgHost(subdomain), 'POST', '/api/password-reset/request', {
    body: { email },
  });
  expect(response.statusCode).toBe(200);
  await ctx.app.backgroundWork.settled();
  const [mail] = await ctx.handle.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email.toLowerCase()), eq(mailOutbox.template, 'password-reset')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const match = mail!.text.match(/\/reset-password\?token=([\w-]+)/);
  return { token: match![1]!, mail: mail! };
}

describe('POST /api/password-reset/request', () => {
  it('queues a Turkish mail with a link to /reset-password on the organization site, valid 1 hour (product §D3)', async () => {
    const person = await createUser(ctx.handle.db, org.id, { firstName: 'Gökçe' });
    const { token, mail } = await mailedToken(person.email.toUpperCase());
    expect(mail.subject).toBe('Paydos şifre sıfırlama');
    expect(mail.organizationId).toBe(org.id);
    expect(mail.text).toContain(`http://${org.subdomain}.localhost:3000/reset-password?token=${token}`);
    expect(mail.text).toContain('Merhaba Gökçe,');
    const [row] = await ctx.handle.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, person.id));
    expect(row!.tokenHash).not.toBe(token);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
  });

  it('answers the same for an unknown e-mail and queues nothing (product §D3: no account discovery)', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const known = await request(ctx.app, host(), 'POST', '/api/password-reset/request', {
      body: { email: person.email },
    });
    const unknown = await request(ctx.app, host(), 'POST', '/api/password-reset/request', {
      body: { email: 'yok@ornek.com.tr' },
    });
    await ctx.app.backgroundWork.settled();
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'yok@ornek.com.tr'));
    expect(mails).toHaveLength(0);
  });

  it('a person of another organization gets no mail from this host (tenant from the host)', async () => {
    const outsider = await createUser(ctx.handle.db, other.id);
    const response = await request(ctx.app, host(), 'POST', '/api/password-reset/request', {
      body: { email: outsider.email },
    });
    expect(response.statusCode).toBe(200);
    await ctx.app.backgroundWork.settled();
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, outsider.email));
    expect(mails).toHaveLength(0);
  });

  it('answers a known and an unknown address identically (status, body, headers but the date and rate counters) before any lookup: the work runs after the answer (issue 20, timing)', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const send = (email: string) =>
      request(ctx.app, host(), 'POST', '/api/password-reset/request', { body: { email } });
    const known = await send(person.email);
    const unknown = await send('hic-olmayan@ornek.com.tr');
    // Date and the per-address counter move with every call, known or not.
    const comparable = (response: typeof known) => ({
      status: response.statusCode,
      body: response.body,
      headers: Object.fromEntries(
        Object.entries(response.headers).filter(([name]) => name !== 'date' && !name.startsWith('x-ratelimit')),
      ),
    });
    expect(comparable(unknown)).toEqual(comparable(known));
    // The mail for the known address is queued after the answer, by the background work.
    await ctx.app.backgroundWork.settled();
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, person.email), eq(mailOutbox.template, 'password-reset')));
    expect(mails).toHaveLength(1);
  });

  it("accepts product §7's shape { email, subdomain } when the subdomain is the host's; another subdomain is a Turkish 400; other unknown fields stay refused", async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const send = (body: Record<string, unknown>) =>
      request(ctx.app, host(), 'POST', '/api/password-reset/request', { body });
    const accepted = await send({ email: person.email, subdomain: org.subdomain.toUpperCase() });
    expect(accepted.statusCode).toBe(200);
    await ctx.app.backgroundWork.settled();
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    expect(mails).toHaveLength(1);
    const mismatched = await send({ email: person.email, subdomain: other.subdomain });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().error).toBe(
      'Alt alan adı bu adresteki organizasyonla eşleşmiyor. Lütfen şifre sıfırlamayı kendi organizasyonunuzun adresinden isteyin.',
    );
    expect(mismatched.json().fields).toHaveProperty('subdomain');
    const unknownField = await send({ email: person.email, organizationId: other.id });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().error).toBe('Tanınmayan alan gönderildi: organizationId');
  });

  it('validates the e-mail in Turkish', async () => {
    const empty = await request(ctx.app, host(), 'POST', '/api/password-reset/request', { body: { email: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('E-posta gerekli');
    const bad = await request(ctx.app, host(), 'POST', '/api/password-reset/request', { body: { email: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Geçerli bir e-posta adresi girin');
  });

  it('is answered only on organization sites; an unknown subdomain is 404', async () => {
    expect(
      (await request(ctx.app, mainHost, 'POST', '/api/password-reset/request', { body: { email: 'a@b.co' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await request(ctx.app, orgHost('olmayan-org'), 'POST', '/api/password-reset/request', {
          body: { email: 'a@b.co' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/password-reset/verify/{token}', () => {
  it('names the person of a live link', async () => {
    const person = await createUser(ctx.handle.db, org.id, { firstName: 'Ilgaz', lastName: 'Öztürk' });
    const { token } = await mailedToken(person.email);
    const response = await request(ctx.app, host(), 'GET', `/api/password-reset/verify/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { firstName: 'Ilgaz', lastName: 'Öztürk', email: person.email } });
  });

  it("an unknown token, or another organization's link, is 'Geçersiz sıfırlama linki'", async () => {
    const unknown = await request(ctx.app, host(), 'GET', '/api/password-reset/verify/bilinmeyen-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Geçersiz sıfırlama linki');
    const person = await createUser(ctx.handle.db, org.id);
    const { token } = await mailedToken(person.email);
    const elsewhere = await request(ctx.app, orgHost(other.subdomain), 'GET', `/api/password-reset/verify/${token}`);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe('Geçersiz sıfırlama linki');
  });
});

describe('POST /api/password-reset/reset', () => {
  it('sets the new password, ends every other session, and the old password stops working', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const oldSession = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
    const { token } = await mailedToken(person.email);
    const response = await request(ctx.app, host(), 'POST', '/api/password-reset/reset', {
      body: { token, newPassword: 'Yeni-Sifre-9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Şifreniz başarıyla güncellendi. Yeni şifrenizle giriş yapabilirsiniz.');
    expect((await request(ctx.app, host(), 'GET', '/api/auth/me', { token: oldSession })).statusCode).toBe(401);
    await expect(loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await expect(loginAs(ctx.app, org.subdomain, person.email, 'Yeni-Sifre-9')).resolves.toBeTruthy();
  });

  it('a reset link works once: used twice, the second answer is Geçersiz sıfırlama linki', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const { token } = await mailedToken(person.email);
    const first = await request(ctx.app, host(), 'POST', '/api/password-reset/reset', {
      body: { token, newPassword: 'Birinci-1' },
    });
    expect(first.statusCode).toBe(200);
    const second = await request(ctx.app, host(), 'POST', '/api/password-reset/reset', {
      body: { token, newPassword: 'Ikinci-22' },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe('Geçersiz sıfırlama linki');
    expect((await request(ctx.app, host(), 'GET', `/api/password-reset/verify/${token}`)).statusCode).toBe(400);
    await expect(loginAs(ctx.app, org.subdomain, person.email, 'Birinci-1')).resolves.toBeTruthy();
  });

  it('one reset link used from two tabs at once succeeds once', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const { token } = await mailedToken(person.email);
    const answers = await Promise.all(
      ['Sekme-Bir-1', 'Sekme-Iki-2'].map((newPassword) =>
        request(ctx.app, host(), 'POST', '/api/password-reset/reset', { body: { token, newPassword } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('an expired reset link (older than 1 hour) is refused and the password stays', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const { token } = await mailedToken(person.email);
    await ctx.handle.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, person.id));
    expect((await request(ctx.app, host(), 'GET', `/api/password-reset/verify/${token}`)).json().error).toBe(
      'Geçersiz sıfırlama linki',
    );
    const response = await request(ctx.app, host(), 'POST', '/api/password-reset/reset', {
      body: { token, newPassword: 'Gec-Kaldi-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Geçersiz sıfırlama linki');
    await expect(loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD)).resolves.toBeTruthy();
  });

  it('a newer link spends the older one (only the newest mailed link works)', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const { token: older } = await mailedToken(person.email);
    const { token: newer } = await mailedToken(person.email);
    expect((await request(ctx.app, host(), 'GET', `/api/password-reset/verify/${older}`)).statusCode).toBe(400);
    expect((await request(ctx.app, host(), 'GET', `/api/password-reset/verify/${newer}`)).statusCode).toBe(200);
  });

  it("another organization's host cannot use the link, and the link stays usable at home", async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const { token } = await mailedToken(person.email);
    const elsewhere = await request(ctx.app, orgHost(other.subdomain), 'POST', '/api/password-reset/reset', {
      body: { token, newPassword: 'Baska-Yer-1' },
    });
    expect(elsewhere.statusCode).toBe(400);
    const home = await request(ctx.app, host(), 'POST', '/api/password-reset/reset', {
      body: { token, newPassword: 'Evde-Olur-1' },
    });
    expect(home.statusCode).toBe(200);
  });

  it("validates the new password: 'Şifre gerekli', 'Şifre en az 6 karakter olmalı'", async () => {
    const empty = await request(ctx.app, host(), 'POST', '/api/password-reset/reset', {
      body: { token: 'x', newPassword: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Şifre gerekli');
    const short = await request(ctx.app, host(), 'POST', '/api/password-reset/reset', {
      body: { token: 'x', newPassword: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Şifre en az 6 karakter olmalı');
    const noToken = await request(ctx.app, host(), 'POST', '/api/password-reset/reset', {
      body: { newPassword: '123456' },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error).toBe('Geçersiz sıfırlama linki');
  });
});

describe('password-reset rate limit (product §D3: per address and per account)', () => {
  it('answers 429 after too many reset requests for one account', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '8' });
    try {
      const o = await createOrganization(limited.handle.db);
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (
            await request(limited.app, orgHost(o.subdomain), 'POST', '/api/password-reset/request', {
              body: { email: 'hedef@ornek.com.tr' },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
