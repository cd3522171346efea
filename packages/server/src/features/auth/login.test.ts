import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, mainHost, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  org = await createOrganization(ctx.handle.db, { name: 'Güneş Enerji Ltd. Şti.' });
  admin = await createUser(ctx.handle.db, org.id, {
    role: 'ADMIN',
    firstName: 'Şule',
    lastName: 'Güneş',
    startDate: '2015-03-02',
  });
});
afterAll(() => ctx.close());

describe('POST /api/subdomain/login', () => {
  it('logs a user in on their organization host and answers the token and user', async () => {
    const response = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', {
      body: { email: admin.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      email: admin.email,
      firstName: 'Şule',
      role: 'ADMIN',
      organization: { id: org.id, subdomain: org.subdomain },
    });
    expect(body.user.passwordHash).toBeUndefined();
    expect(JSON.parse(body.user.organization.leavePolicyJson).workingDays).toEqual([1, 2, 3, 4, 5]);
  });

  it('derives annualLeaveDays from the ledger (art. 53: 11 full years of service → 20 days)', async () => {
    const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const me = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ annualLeaveDays: 20, usedLeaveDays: 0 });
  });

  it('refuses a wrong password with a Turkish message and 401', async () => {
    const response = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', {
      body: { email: admin.email, password: 'yanlis-sifre' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'E-posta veya şifre hatalı.', code: 'UNAUTHENTICATED' });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', {
      body: { email: 'kimse@ornek.com.tr', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('E-posta veya şifre hatalı.');
  });

  it('does not let a user of one organization log in on another organization host', async () => {
    const other = await createOrganization(ctx.handle.db);
    const response = await request(ctx.app, orgHost(other.subdomain), 'POST', '/api/subdomain/login', {
      body: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ email: '', password: 'abcdef' }, 'email', 'E-posta gerekli'],
    [{ email: 'not-an-email', password: 'abcdef' }, 'email', 'Geçerli bir e-posta adresi girin'],
    [{ email: 'a@b.com.tr', password: '' }, 'password', 'Şifre gerekli'],
    [{ email: 'a@b.com.tr' }, 'password', 'Şifre gerekli'],
  ])('validates the body %j with a Turkish 400', async (body, field, message) => {
    const response = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('answers malformed JSON with a Turkish 400, not a 500', async () => {
    const response = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', {
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('İstek geçersiz. Lütfen girdiğiniz bilgileri kontrol edin.');
  });

  it('answers a body of the wrong shape with a Turkish 400', async () => {
    const response = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', { body: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('refuses a subdomain in the query that is not the host (the tenant never comes from the query)', async () => {
    const other = await createOrganization(ctx.handle.db);
    const response = await request(
      ctx.app,
      orgHost(org.subdomain),
      'POST',
      `/api/subdomain/login?subdomain=${other.subdomain}`,
      {
        body: { email: admin.email, password: TEST_PASSWORD },
      },
    );
    expect(response.statusCode).toBe(404);
  });

  it('is not served on the main or the operator site', async () => {
    for (const host of [mainHost, operatorHost]) {
      const response = await request(ctx.app, host, 'POST', '/api/subdomain/login', {
        body: { email: admin.email, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 404 on an unknown organization host', async () => {
    const response = await request(ctx.app, orgHost('yok-boyle-sirket'), 'POST', '/api/subdomain/login', {
      body: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Bu subdomain ile kayıtlı bir organizasyon bulunamadı');
  });

  it('refuses a deactivated user with 403 (product §4: inactive users cannot log in)', async () => {
    const inactive = await createUser(ctx.handle.db, org.id, { isActive: false });
    const response = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', {
      body: { email: inactive.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toContain('devre dışı');
  });
});

describe('login input is a Turkish 400 naming the field, never a 500', () => {
  it("a NUL character in the operator's username or an organization login's e-mail → 400", async () => {
    const operator = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username: 'op\u0000', password: 'x' },
    });
    expect(operator.statusCode).toBe(400);
    expect(operator.json().fields.username).toBe(messages.input.controlCharacter('Kullanıcı adı'));
    const user = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', {
      body: { email: 'a\u0000@ornek.com.tr', password: 'x' },
    });
    expect(user.statusCode).toBe(400);
    expect(user.json().fields.email).toBe(messages.input.controlCharacter('E-posta'));
  });
});

describe('trial expiry (product §8: 402 on organization login; only the ADMIN logs in to pay, issue 13)', () => {
  it('answers 402 with the message on a non-admin login and organization-info once the trial has ended', async () => {
    const expired = await createOrganization(ctx.handle.db, { trialEndsAt: new Date(Date.now() - 1000) });
    const user = await createUser(ctx.handle.db, expired.id, { role: 'EMPLOYEE' });
    const login = await request(ctx.app, orgHost(expired.subdomain), 'POST', '/api/subdomain/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(402);
    expect(login.json().error).toMatch(/Deneme süreniz sona erdi/);
    const info = await request(ctx.app, orgHost(expired.subdomain), 'GET', '/api/subdomain/organization-info');
    expect(info.statusCode).toBe(402);
  });

  it('lets an organization with a paid plan log in after its trial', async () => {
    const paid = await createOrganization(ctx.handle.db, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    await ctx.handle.db
      .update(subscriptions)
      .set({ status: 'ACTIVE', billingType: 'monthly', currentPeriodEndsAt: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(subscriptions.organizationId, paid.id));
    const user = await createUser(ctx.handle.db, paid.id);
    expect(await loginAs(ctx.app, paid.subdomain, user.email, TEST_PASSWORD)).toBeTruthy();
  });
});

describe('GET /api/subdomain/organization-info', () => {
  it('answers the host organization name and logo, and how its people sign in (no single sign-on: password only)', async () => {
    const response = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/subdomain/organization-info');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Güneş Enerji Ltd. Şti.',
      subdomain: org.subdomain,
      logoUrl: null,
      sso: null,
      passwordLogin: true,
    });
  });

  it('on the main site answers for the subdomain named in the query (company login page)', async () => {
    const response = await request(
      ctx.app,
      mainHost,
      'GET',
      `/api/subdomain/organization-info?subdomain=${org.subdomain}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Güneş Enerji Ltd. Şti.');
    const missing = await request(ctx.app, mainHost, 'GET', '/api/subdomain/organization-info?subdomain=olmayan-firma');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Bu subdomain ile kayıtlı bir organizasyon bulunamadı');
  });

  it('validates the subdomain query (letters, digits and hyphen, at least 2 characters)', async () => {
    for (const bad of ['a', 'ab_c', 'şirket']) {
      const response = await request(
        ctx.app,
        mainHost,
        'GET',
        `/api/subdomain/organization-info?subdomain=${encodeURIComponent(bad)}`,
      );
      expect(response.statusCode).toBe(400);
    }
    const none = await request(ctx.app, mainHost, 'GET', '/api/subdomain/organization-info');
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Alt alan adı gerekli');
  });

  it('a suspended organization answers its own Turkish message, not "not found" (operator suspension)', async () => {
    const closed = await createOrganization(ctx.handle.db, { isActive: false });
    const response = await request(ctx.app, orgHost(closed.subdomain), 'GET', '/api/subdomain/organization-info');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      'Bu organizasyonun hesabı askıya alınmıştır. Lütfen destek ekibiyle iletişime geçin.',
    );
  });
});

describe('sessions', () => {
  it('logout revokes the token at once', async () => {
    const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const logout = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/auth/logout', { token });
    expect(logout.statusCode).toBe(200);
    const me = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token });
    expect(me.statusCode).toBe(401);
  });

  it('a deactivated user’s open session stops working (product §D3)', async () => {
    const user = await createUser(ctx.handle.db, org.id);
    const token = await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD);
    await ctx.handle.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const me = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token });
    expect(me.statusCode).toBe(401);
  });

  it('me without a token, or with a garbage token, is 401', async () => {
    expect((await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me')).statusCode).toBe(401);
    const garbage = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token: 'x'.repeat(43) });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().error).toBe('Oturumunuz sona erdi. Lütfen yeniden giriş yapın.');
  });
});
