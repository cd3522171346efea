import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, mailOutbox, payments, subscriptions } from '../../db/schema';
import { request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { findOrganizationBySubdomain, hasUsableSubscription } from '../../platform/tenancy';
import { GOOD_CARD, payingSetup } from './billing-test-support';
import { createDemoProvider, DEMO_RENEWAL_DECLINED_CARD } from './payment-provider';
import { runRenewals } from './renewals';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const db = () => ctx.handle.db;
const deps = () => ({ db: db(), provider: createDemoProvider({ delayMs: 0 }), config: ctx.app.config });

async function usable(subdomain: string, now: Date) {
  return hasUsableSubscription((await findOrganizationBySubdomain(db(), subdomain))!, now);
}

async function subscriptionOf(organizationId: string) {
  return (await db().select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)))[0]!;
}

/** This organization's renewal payments (the passes see every organization of the shared test database). */
async function renewalsOf(organizationId: string) {
  return db()
    .select()
    .from(payments)
    .where(and(eq(payments.organizationId, organizationId), eq(payments.kind, 'RENEWAL')));
}

async function paidMonthly(card = GOOD_CARD) {
  const setup = await payingSetup(ctx.app, db());
  const paid = await request(ctx.app, setup.host, 'POST', '/api/billing/checkout', {
    token: setup.adminToken,
    body: { billingType: 'monthly', card },
  });
  expect(paid.statusCode).toBe(200);
  return { ...setup, periodEnd: (await subscriptionOf(setup.org.id)).currentPeriodEndsAt! };
}

describe('subscription lifecycle with a moved clock', () => {
  it('trial end → 402; payment → no 402 while the period runs, even after the trial date', async () => {
    const setup = await payingSetup(ctx.app, db());
    const trialEnd = (await subscriptionOf(setup.org.id)).trialEndsAt;
    expect(await usable(setup.org.subdomain, new Date(trialEnd.getTime() - 1000))).toBe(true);
    expect(await usable(setup.org.subdomain, new Date(trialEnd.getTime() + 1000))).toBe(false);
    await request(ctx.app, setup.host, 'POST', '/api/billing/checkout', {
      token: setup.adminToken,
      body: { billingType: 'monthly', card: GOOD_CARD },
    });
    expect(await usable(setup.org.subdomain, new Date(trialEnd.getTime() + 1000))).toBe(true);
  });

  it('renewal: at the period’s end the demo provider charges the locked price for the next month (payment row, RENEWED event)', async () => {
    const { org, periodEnd } = await paidMonthly();
    await runRenewals(deps(), new Date(periodEnd.getTime() - 1000));
    expect(await renewalsOf(org.id)).toEqual([]);
    const after = new Date(periodEnd.getTime() + 60_000);
    await runRenewals(deps(), after);
    const renewed = await subscriptionOf(org.id);
    expect(renewed.currentPeriodStartsAt).toEqual(periodEnd);
    expect(renewed.currentPeriodEndsAt!.getTime()).toBeGreaterThan(periodEnd.getTime() + 27 * DAY);
    expect(await renewalsOf(org.id)).toMatchObject([
      { status: 'SUCCEEDED', amountKurus: 3 * 6900, periodStart: periodEnd },
    ]);
    const events = await db().select().from(billingEvents).where(eq(billingEvents.organizationId, org.id));
    expect(events.map((e) => e.kind).sort()).toEqual(['PAYMENT_SUCCEEDED', 'RENEWED']);
    expect(await usable(org.subdomain, new Date(after.getTime() + 10 * DAY))).toBe(true);
  });

  it('exactly once per (subscription, period): two renewal passes racing charge and record one renewal', async () => {
    const { org, periodEnd } = await paidMonthly();
    const after = new Date(periodEnd.getTime() + 60_000);
    await Promise.all([runRenewals(deps(), after), runRenewals(deps(), after), runRenewals(deps(), after)]);
    expect(await renewalsOf(org.id)).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(billingEvents)
        .where(and(eq(billingEvents.organizationId, org.id), eq(billingEvents.kind, 'RENEWED'))),
    ).toHaveLength(1);
    // A later pass at the same moment finds nothing due.
    await runRenewals(deps(), after);
    expect(await renewalsOf(org.id)).toHaveLength(1);
  });

  it('cancellation: the plan runs to its period’s end, is not renewed, then CANCELLED (event) and 402', async () => {
    const { org, host, adminToken, periodEnd } = await paidMonthly();
    const cancel = await request(ctx.app, host, 'POST', '/api/billing/cancel', { token: adminToken });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toContain('Aboneliğiniz iptal edildi.');
    expect((await request(ctx.app, host, 'POST', '/api/billing/cancel', { token: adminToken })).statusCode).toBe(409);
    expect(await usable(org.subdomain, new Date(periodEnd.getTime() - 1000))).toBe(true);
    expect(await usable(org.subdomain, new Date(periodEnd.getTime() + 1000))).toBe(false);
    await runRenewals(deps(), new Date(periodEnd.getTime() + 60_000));
    expect((await subscriptionOf(org.id)).status).toBe('CANCELLED');
    expect(await renewalsOf(org.id)).toEqual([]);
    const kinds = (await db().select().from(billingEvents).where(eq(billingEvents.organizationId, org.id))).map(
      (e) => e.kind,
    );
    expect(kinds).toContain('CANCELLED');
  });

  it('failed renewal → 7 days of grace (banner state GRACE, mail to the admins) → 402 and EXPIRED; paying during grace restores it', async () => {
    const { org, host, adminToken, periodEnd } = await paidMonthly({
      ...GOOD_CARD,
      number: DEMO_RENEWAL_DECLINED_CARD,
    });
    await runRenewals(deps(), new Date(periodEnd.getTime() + 60_000));
    expect(await renewalsOf(org.id)).toMatchObject([{ status: 'FAILED', failureReason: 'card_declined' }]);
    const inGrace = await subscriptionOf(org.id);
    expect(inGrace.graceEndsAt).toEqual(new Date(periodEnd.getTime() + 7 * DAY));
    expect(await usable(org.subdomain, new Date(periodEnd.getTime() + 6 * DAY))).toBe(true);
    expect(await usable(org.subdomain, new Date(periodEnd.getTime() + 7 * DAY + 1000))).toBe(false);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.organizationId, org.id), eq(mailOutbox.template, 'renewal-failed')));
    expect(mails).toHaveLength(1);
    // The scheduled mails' one renewal-failed template (claimed per admin and day), with the grace end and /payment.
    expect(mails[0]).toMatchObject({ subject: 'Aboneliğiniz yenilenemedi' });
    expect(mails[0]!.text).toContain('/payment');
    // A second pass during grace neither charges again nor mails again.
    await runRenewals(deps(), new Date(periodEnd.getTime() + 2 * DAY));
    expect(await renewalsOf(org.id)).toHaveLength(1);
    expect((await subscriptionOf(org.id)).status).toBe('ACTIVE');
    // The grace ends: the organization is lapsed (EXPIRED event, CANCELLED).
    await runRenewals(deps(), new Date(periodEnd.getTime() + 8 * DAY));
    expect((await subscriptionOf(org.id)).status).toBe('CANCELLED');
    const kinds = (await db().select().from(billingEvents).where(eq(billingEvents.organizationId, org.id))).map(
      (e) => e.kind,
    );
    expect(kinds.sort()).toEqual(['EXPIRED', 'PAYMENT_FAILED', 'PAYMENT_SUCCEEDED']);
    // Paying again (a new card) makes it ACTIVE.
    const again = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token: adminToken,
      body: { billingType: 'monthly', card: GOOD_CARD },
    });
    expect(again.statusCode).toBe(200);
    expect((await subscriptionOf(org.id)).status).toBe('ACTIVE');
  });

  it('the summary shows the GRACE state while a failed renewal’s grace runs', async () => {
    const { org, host, adminToken, periodEnd } = await paidMonthly({
      ...GOOD_CARD,
      number: DEMO_RENEWAL_DECLINED_CARD,
    });
    // Move the period into the past, then run the pass with the real clock.
    await db()
      .update(subscriptions)
      .set({ currentPeriodEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.organizationId, org.id));
    expect(periodEnd.getTime()).toBeGreaterThan(Date.now());
    await runRenewals(deps(), new Date());
    const summary = (await request(ctx.app, host, 'GET', '/api/billing/summary', { token: adminToken })).json();
    expect(summary.subscription.state).toBe('GRACE');
    expect(summary.payments.map((p: { status: string }) => p.status)).toEqual(['FAILED', 'SUCCEEDED']);
  });
});
