import { and, eq } from 'drizzle-orm';
import { pdfText } from '../../../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingEvents, coupons, payments, prices, subscriptions } from '../../db/schema';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { findOrganizationBySubdomain, hasUsableSubscription } from '../../platform/tenancy';
import { createCoupon, GOOD_CARD, payingSetup } from './billing-test-support';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.handle.db;

describe('GET /api/billing/summary (ADMIN or MANAGER)', () => {
  it('shows the trial, the people billed (active users) and both offers priced from the current pricing', async () => {
    const { host, managerToken } = await payingSetup(ctx.app, db());
    const response = await request(ctx.app, host, 'GET', '/api/billing/summary', { token: managerToken });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.subscription.state).toBe('TRIAL');
    expect(body.people).toBe(3);
    expect(body.offers.monthly).toMatchObject({ unitPriceTL: 69, totalTL: 207 });
    expect(body.offers.yearly).toMatchObject({
      unitPriceTL: 708,
      unitPricePerMonthTL: 59,
      totalTL: 2124,
      totalPerMonthTL: 177,
      yearlyDiscountPercent: 14,
    });
    expect(body.payments).toEqual([]);
  });

  it('an EMPLOYEE is refused (403)', async () => {
    const { org, host } = await payingSetup(ctx.app, db());
    const employee = await createUser(db(), org.id, { role: 'EMPLOYEE' });
    const token = await loginAs(ctx.app, org.subdomain, employee.email, TEST_PASSWORD);
    expect((await request(ctx.app, host, 'GET', '/api/billing/summary', { token })).statusCode).toBe(403);
  });
});

describe('POST /api/billing/quote: the coupon checked on the server', () => {
  it('takes the coupon percent off the total; the code is matched upper-cased, an "i" typed as I or İ', async () => {
    const { host, adminToken } = await payingSetup(ctx.app, db());
    const coupon = await createCoupon(db(), { discountPercent: 25, billingType: 'yearly' });
    const response = await request(ctx.app, host, 'POST', '/api/billing/quote', {
      token: adminToken,
      body: { billingType: 'yearly', couponCode: coupon.code.toLowerCase() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      couponCode: coupon.code,
      offer: { listTotalTL: 2124, couponPercent: 25, couponDiscountTL: 531, totalTL: 1593 },
    });
  });

  it.each([
    ['an unknown code', null, 'Bu kupon kodu geçerli değil.'],
    ['an inactive coupon', { isActive: false }, 'Bu kupon şu anda kullanılamıyor.'],
    [
      'an expired coupon (end date before today in Istanbul)',
      { startDate: '2020-01-01', endDate: '2020-12-31' },
      'Bu kuponun süresi dolmuş.',
    ],
    [
      'a coupon not yet started',
      { startDate: '2099-01-01', endDate: '2099-12-31' },
      'Bu kuponun geçerlilik süresi henüz başlamadı.',
    ],
    [
      'a coupon of the other billing type',
      { billingType: 'monthly' as const },
      'Bu kupon yalnızca aylık planda kullanılabilir.',
    ],
  ])('refuses %s with a Turkish 400', async (_name, values, message) => {
    const { host, adminToken } = await payingSetup(ctx.app, db());
    const code = values ? (await createCoupon(db(), values)).code : 'YOKBOYLE';
    const response = await request(ctx.app, host, 'POST', '/api/billing/quote', {
      token: adminToken,
      body: { billingType: 'yearly', couponCode: code },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});

describe('POST /api/billing/checkout', () => {
  it('pays the yearly plan with a coupon in one transaction: subscription ACTIVE with price and discount locked, period end +1 year, coupon counted, payment and event written; no 402', async () => {
    const { org, host, adminToken } = await payingSetup(ctx.app, db());
    const coupon = await createCoupon(db(), { discountPercent: 10 });
    const before = Date.now();
    const response = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token: adminToken,
      body: { billingType: 'yearly', couponCode: coupon.code, card: GOOD_CARD },
    });
    expect(response.statusCode).toBe(200);
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org.id));
    expect(subscription).toMatchObject({
      status: 'ACTIVE',
      billingType: 'yearly',
      pricePerUserKurus: 70800,
      discountPercent: 10,
      couponId: coupon.id,
      cardLast4: '4242',
    });
    const periodDays = (subscription!.currentPeriodEndsAt!.getTime() - before) / 86_400_000;
    expect(periodDays).toBeGreaterThanOrEqual(365);
    expect(periodDays).toBeLessThan(367);
    const paid = await db().select().from(payments).where(eq(payments.organizationId, org.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      status: 'SUCCEEDED',
      amountKurus: 191160,
      userCount: 3,
      listPriceKurus: 70800,
      discountPercent: 10,
      cardLast4: '4242',
    });
    expect(JSON.stringify(paid[0])).not.toContain('4242424242424242');
    const [counted] = await db().select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(counted!.usageCount).toBe(1);
    const events = await db().select().from(billingEvents).where(eq(billingEvents.organizationId, org.id));
    expect(events.map((e) => [e.kind, e.amountKurus])).toEqual([['PAYMENT_SUCCEEDED', 191160]]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.id), eq(auditLog.action, 'subscription.checkout')));
    expect(audit).toHaveLength(1);
    // The trial ending does not matter any more: the paid period runs.
    await db()
      .update(subscriptions)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, org.id));
    const organization = (await findOrganizationBySubdomain(db(), org.subdomain))!;
    expect(hasUsableSubscription(organization, new Date())).toBe(true);
    const summary = (await request(ctx.app, host, 'GET', '/api/billing/summary', { token: adminToken })).json();
    expect(summary.subscription.state).toBe('ACTIVE');
    expect(summary.payments[0]).toMatchObject({ amountTL: 1911.6, couponCode: coupon.code, status: 'SUCCEEDED' });
    // Paying again while the period runs is refused.
    const again = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token: adminToken,
      body: { billingType: 'monthly', card: GOOD_CARD },
    });
    expect(again.statusCode).toBe(409);
  });

  it('a declined card (4000 0000 0000 0002) answers 402 with the Turkish message, records a FAILED payment and leaves the trial', async () => {
    const { org, host, adminToken } = await payingSetup(ctx.app, db());
    const coupon = await createCoupon(db(), { billingType: 'monthly', discountPercent: 50 });
    const response = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token: adminToken,
      body: { billingType: 'monthly', couponCode: coupon.code, card: { ...GOOD_CARD, number: '4000 0000 0000 0002' } },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toBe(
      'Ödeme reddedildi: kartınızdan çekim yapılamadı. Lütfen başka bir kart deneyin.',
    );
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org.id));
    expect(subscription!.status).toBe('TRIAL');
    const [payment] = await db().select().from(payments).where(eq(payments.organizationId, org.id));
    expect(payment).toMatchObject({ status: 'FAILED', cardLast4: '0002', failureReason: 'card_declined' });
    expect((await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usageCount).toBe(0);
    const events = await db().select().from(billingEvents).where(eq(billingEvents.organizationId, org.id));
    expect(events.map((e) => e.kind)).toEqual(['PAYMENT_FAILED']);
  });

  it('refuses an invalid card number, a past expiry and a short CVC with Turkish 400s', async () => {
    const { host, adminToken } = await payingSetup(ctx.app, db());
    for (const [card, message] of [
      [{ ...GOOD_CARD, number: '4242 4242 4242 4241' }, 'Geçerli bir kart numarası girin.'],
      [{ ...GOOD_CARD, expiry: '01/20' }, 'Kartın son kullanma tarihi geçmiş.'],
      [{ ...GOOD_CARD, cvc: '12' }, 'Güvenlik kodu 3 veya 4 haneli olmalıdır.'],
    ] as const) {
      const response = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
        token: adminToken,
        body: { billingType: 'monthly', card },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('refuses a coupon of the wrong billing type and an expired one without charging', async () => {
    const { org, host, adminToken } = await payingSetup(ctx.app, db());
    const monthlyCoupon = await createCoupon(db(), { billingType: 'monthly' });
    const expired = await createCoupon(db(), { startDate: '2020-01-01', endDate: '2020-02-01' });
    for (const code of [monthlyCoupon.code, expired.code]) {
      const response = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
        token: adminToken,
        body: { billingType: 'yearly', couponCode: code, card: GOOD_CARD },
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await db().select().from(payments).where(eq(payments.organizationId, org.id))).toEqual([]);
  });

  it('three checkouts of one organization racing with a coupon (Promise.all): the subscription lock lets one pay, the others get the 409 “already active”; usage_count 1, one payment', async () => {
    const { org, host, adminToken } = await payingSetup(ctx.app, db());
    const coupon = await createCoupon(db(), { discountPercent: 30 });
    const pay = () =>
      request(ctx.app, host, 'POST', '/api/billing/checkout', {
        token: adminToken,
        body: { billingType: 'yearly', couponCode: coupon.code, card: GOOD_CARD },
      });
    const results = await Promise.all([pay(), pay(), pay()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    // The lock on the subscription decides before the coupon does (the coupon guard: coupon-redemption.test.ts).
    for (const loser of results.filter((r) => r.statusCode === 409))
      expect(loser.json().error).toBe('Aboneliğiniz zaten aktif. Yeni bir ödeme gerekmiyor.');
    expect((await db().select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usageCount).toBe(1);
    expect(
      await db()
        .select()
        .from(payments)
        .where(and(eq(payments.organizationId, org.id), eq(payments.status, 'SUCCEEDED'))),
    ).toHaveLength(1);
  });

  it('the same coupon cannot be used again by the organization after its plan ended', async () => {
    const { org, host, adminToken } = await payingSetup(ctx.app, db());
    const coupon = await createCoupon(db(), { discountPercent: 30 });
    const body = { billingType: 'yearly', couponCode: coupon.code, card: GOOD_CARD };
    expect(
      (await request(ctx.app, host, 'POST', '/api/billing/checkout', { token: adminToken, body })).statusCode,
    ).toBe(200);
    await db().update(subscriptions).set({ status: 'CANCELLED' }).where(eq(subscriptions.organizationId, org.id));
    const again = await request(ctx.app, host, 'POST', '/api/billing/checkout', { token: adminToken, body });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Bu kupon organizasyonunuz tarafından zaten kullanıldı.');
  });

  it('a MANAGER may see the page but not pay or cancel (403)', async () => {
    const { host, managerToken } = await payingSetup(ctx.app, db());
    const pay = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token: managerToken,
      body: { billingType: 'monthly', card: GOOD_CARD },
    });
    expect(pay.statusCode).toBe(403);
    expect((await request(ctx.app, host, 'POST', '/api/billing/cancel', { token: managerToken })).statusCode).toBe(403);
  });

  it('another organization’s admin is refused on this host (401) and cannot read its receipts (404)', async () => {
    const a = await payingSetup(ctx.app, db());
    const b = await payingSetup(ctx.app, db());
    const paid = await request(ctx.app, a.host, 'POST', '/api/billing/checkout', {
      token: a.adminToken,
      body: { billingType: 'monthly', card: GOOD_CARD },
    });
    const paymentId = paid.json().paymentId;
    expect(
      (
        await request(ctx.app, a.host, 'POST', '/api/billing/checkout', {
          token: b.adminToken,
          body: { billingType: 'monthly', card: GOOD_CARD },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await request(ctx.app, b.host, 'GET', `/api/billing/payments/${paymentId}/receipt.pdf`, { token: b.adminToken }))
        .statusCode,
    ).toBe(404);
  });

  it('the price is locked at purchase: a pricing change later does not touch the subscription', async () => {
    const { org, host, adminToken } = await payingSetup(ctx.app, db());
    await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token: adminToken,
      body: { billingType: 'monthly', card: GOOD_CARD },
    });
    await db().insert(prices).values({ monthlyPriceKurus: 9900, yearlyPriceKurus: 99000 });
    try {
      const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.organizationId, org.id));
      expect(subscription!.pricePerUserKurus).toBe(6900);
      const summary = (await request(ctx.app, host, 'GET', '/api/billing/summary', { token: adminToken })).json();
      expect(summary.subscription.pricePerUserTL).toBe(69);
      expect(summary.offers.monthly.unitPriceTL).toBe(99);
    } finally {
      await db().delete(prices);
    }
  });
});

describe('receipt PDF (GET /api/billing/payments/{id}/receipt.pdf)', () => {
  it('carries the Turkish organization name (ğ, ş, ı, İ), the plan and the amount in lira, with the font embedded', async () => {
    const { host, adminToken, managerToken } = await payingSetup(ctx.app, db());
    const coupon = await createCoupon(db(), { discountPercent: 10 });
    const paid = await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token: adminToken,
      body: { billingType: 'yearly', couponCode: coupon.code, card: GOOD_CARD },
    });
    const response = await request(ctx.app, host, 'GET', `/api/billing/payments/${paid.json().paymentId}/receipt.pdf`, {
      token: managerToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.toString('latin1')).toContain('FontFile2');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Güneş İnşaat A.Ş.');
    expect(text).toContain('Ödeme Makbuzu');
    expect(text).toContain('Yıllık plan');
    expect(text).toContain('1.911,60 ₺');
    expect(text).toContain('**** 4242');
  });

  it('a failed payment has no receipt (404)', async () => {
    const { org, host, adminToken } = await payingSetup(ctx.app, db());
    await request(ctx.app, host, 'POST', '/api/billing/checkout', {
      token: adminToken,
      body: { billingType: 'monthly', card: { ...GOOD_CARD, number: '4000000000000002' } },
    });
    const [failed] = await db().select().from(payments).where(eq(payments.organizationId, org.id));
    expect(
      (await request(ctx.app, host, 'GET', `/api/billing/payments/${failed!.id}/receipt.pdf`, { token: adminToken }))
        .statusCode,
    ).toBe(404);
  });
});
