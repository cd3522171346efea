import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';
import { GOOD_CARD } from './billing-test-support';
import { ROLES } from '@paydos/domain';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.handle.db;
const endTrial = (organizationId: string) =>
  db()
    .update(subscriptions)
    .set({ trialEndsAt: new Date(Date.now() - 1000) })
    .where(eq(subscriptions.organizationId, organizationId));

async function expiredTrial() {
  const org = await createOrganization(db(), { trialEndsAt: new Date(Date.now() - 60_000) });
  const admin = await createUser(db(), org.id, { role: 'ADMIN' });
  const manager = await createUser(db(), org.id, { role: 'MANAGER' });
  const employee = await createUser(db(), org.id, { role: 'EMPLOYEE' });
  return { org, admin, manager, employee, host: orgHost(org.subdomain) };
}

const login = (host: string, email: string, password = TEST_PASSWORD) =>
  request(ctx.app, host, 'POST', '/api/subdomain/login', { body: { email, password } });

describe('a lapsed organization (issue 13: 402 on every call but paying, and only its ADMIN may log in to pay)', () => {
  it('after the trial end: EMPLOYEE and MANAGER login 402 with the trial message, ADMIN login 200 with paymentRequired', async () => {
    const { host, admin, manager, employee } = await expiredTrial();
    for (const person of [manager, employee]) {
      const response = await login(host, person.email);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ error: messages.trialExpired, code: 'PAYMENT_REQUIRED' });
    }
    const response = await login(host, admin.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.organization.subscription).toMatchObject({
      status: 'TRIAL',
      isTrialActive: false,
      paymentRequired: true,
    });
  });

  it('a wrong password answers 401 for every account, existing or not, as on an open organization (no account enumeration)', async () => {
    const { host, admin, employee } = await expiredTrial();
    for (const email of [admin.email, employee.email, 'kimse@ornek.com.tr']) {
      const response = await login(host, email, 'yanlis-sifre-123');
      expect(response.statusCode).toBe(401);
    }
  });

  it('organization-info still answers 402 (product §8)', async () => {
    const { host } = await expiredTrial();
    const response = await request(ctx.app, host, 'GET', '/api/subdomain/organization-info');
    expect(response.statusCode).toBe(402);
  });

  it('the ADMIN session: normal calls 402, billing, me and logout answer; paying with the good card opens everything again', async () => {
    const { host, admin } = await expiredTrial();
    const token = (await login(host, admin.email)).json().token as string;
    const dashboard = await request(ctx.app, host, 'GET', '/api/dashboard/summary', { token });
    expect(dashboard.statusCode).toBe(402);
    expect(dashboard.json()).toMatchObject({ error: messages.trialExpired, code: 'PAYMENT_REQUIRED' });
    expect((await request(ctx.app, host, 'GET', '/api/billing/summary', { token })).statusCode).toBe(200);
    expect((await request(ctx.app, host, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
    expect(
      (
        await request(ctx.app, host, 'POST', '/api/billing/quote', {
          token,
          body: { billingType: 'monthly', couponCode: '' },
        })
      ).statusCode,
    ).not.toBe(402);

    const paid = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token,
      body: { billingType: 'monthly', card: GOOD_CARD },
    });
    expect(paid.statusCode).toBe(200);
    expect((await request(ctx.app, host, 'GET', '/api/dashboard/summary', { token })).statusCode).toBe(200);
    const me = await request(ctx.app, host, 'GET', '/api/auth/me', { token });
    expect(me.json().user.organization.subscription.paymentRequired).toBe(false);
    expect((await request(ctx.app, host, 'POST', '/api/auth/logout', { token })).statusCode).toBe(200);
  });

  it('a session opened before the trial end answers 402 on normal calls after it, for every role; its calendar feed too', async () => {
    const org = await createOrganization(db(), { trialEndsAt: new Date(Date.now() + 60_000) });
    const tokens = [];
    for (const role of ROLES) {
      const person = await createUser(db(), org.id, { role });
      tokens.push(await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD));
    }
    const host = orgHost(org.subdomain);
    for (const token of tokens)
      expect((await request(ctx.app, host, 'GET', '/api/dashboard/summary', { token })).statusCode).toBe(200);
    const feed = await request(ctx.app, host, 'POST', '/api/calendar-feeds', { token: tokens[2], body: {} });
    const feedPath = new URL(feed.json().urls.team as string).pathname;
    expect((await request(ctx.app, host, 'GET', feedPath)).statusCode).toBe(200);
    await endTrial(org.id);
    for (const token of tokens) {
      expect((await request(ctx.app, host, 'GET', '/api/dashboard/summary', { token })).statusCode).toBe(402);
      expect((await request(ctx.app, host, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
    }
    // The calendar feed (a public link with a token) closes too.
    expect((await request(ctx.app, host, 'GET', feedPath)).statusCode).toBe(402);
    // Logging out still works for everyone.
    expect((await request(ctx.app, host, 'POST', '/api/auth/logout', { token: tokens[2] })).statusCode).toBe(200);
  });

  it('a plan the admin cancelled answers 402 once its period is over', async () => {
    const { org, host, admin } = await expiredTrial();
    await db()
      .update(subscriptions)
      .set({
        status: 'ACTIVE',
        billingType: 'monthly',
        currentPeriodEndsAt: new Date(Date.now() + 86_400_000),
        cancelAtPeriodEnd: true,
      })
      .where(eq(subscriptions.organizationId, org.id));
    const token = (await login(host, admin.email)).json().token as string;
    expect((await request(ctx.app, host, 'GET', '/api/dashboard/summary', { token })).statusCode).toBe(200);
    await db()
      .update(subscriptions)
      .set({ currentPeriodEndsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, org.id));
    expect((await request(ctx.app, host, 'GET', '/api/dashboard/summary', { token })).statusCode).toBe(402);
  });
});
