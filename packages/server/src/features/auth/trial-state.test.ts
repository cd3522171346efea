import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, mainHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

const TRIAL_MESSAGE = 'Deneme süreniz sona erdi. Hizmete devam etmek için yöneticinizin bir plan seçmesi gerekiyor.';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('trial state (product §4, §8: after the trial end organization-info and a non-admin login answer 402; the ADMIN may log in to pay, issue 13)', () => {
  it('organization-info answers 402 with the message on the organization host and on the main site', async () => {
    const org = await createOrganization(ctx.handle.db, { trialEndsAt: new Date(Date.now() - 60_000) });
    for (const [host, url] of [
      [orgHost(org.subdomain), '/api/subdomain/organization-info'],
      [mainHost, `/api/subdomain/organization-info?subdomain=${org.subdomain}`],
    ] as const) {
      const response = await request(ctx.app, host, 'GET', url);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ error: TRIAL_MESSAGE, code: 'PAYMENT_REQUIRED' });
    }
  });

  it('a MANAGER login answers 402 with the message, a second before the end it still works; the ADMIN still logs in', async () => {
    const org = await createOrganization(ctx.handle.db, { trialEndsAt: new Date(Date.now() + 60_000) });
    const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN' });
    const manager = await createUser(ctx.handle.db, org.id, { role: 'MANAGER' });
    const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    const me = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token });
    expect(me.json().user.organization.subscription).toMatchObject({ status: 'TRIAL', isTrialActive: true });

    await ctx.handle.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, org.id));
    const login = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', {
      body: { email: manager.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(402);
    expect(login.json().error).toBe(TRIAL_MESSAGE);
    expect(await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD)).toBeTruthy();
    // The open session reads the ended trial, so the dashboard banner can say 'Deneme süreniz doldu!'.
    const after = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token });
    expect(after.json().user.organization.subscription).toMatchObject({
      status: 'TRIAL',
      isTrialActive: false,
      paymentRequired: true,
    });
  });
});
