import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, payments } from '../../db/schema';
import { createOrganization } from '../../../test/factories';
import { request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createCoupon, GOOD_CARD, payingSetup } from './billing-test-support';
import { redeemCoupon } from './plan-offer';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.handle.db;
const usageCount = async (couponId: string) =>
  (await db().select().from(coupons).where(eq(coupons.id, couponId)))[0]!.usageCount;
const redemptions = (couponId: string) =>
  db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));

describe('a coupon is used once per organization (docs/features.md; the spec sets no total limit): the coupon guard', () => {
  it('two organizations racing for one coupon both have it: usage_count 2 (no increment lost), one redemption each, tied to its payment', async () => {
    const a = await payingSetup(ctx.app, db());
    const b = await payingSetup(ctx.app, db());
    const coupon = await createCoupon(db(), { discountPercent: 15 });
    const pay = (side: typeof a) =>
      request(ctx.app, side.host, 'POST', '/api/billing/checkout', {
        token: side.adminToken,
        body: { billingType: 'yearly', couponCode: coupon.code, card: GOOD_CARD },
      });
    const results = await Promise.all([pay(a), pay(b)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await usageCount(coupon.id)).toBe(2);
    const rows = await redemptions(coupon.id);
    expect(rows.map((r) => r.organizationId).sort()).toEqual([a.org.id, b.org.id].sort());
    for (const row of rows) {
      const [payment] = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.id, row.paymentId!), eq(payments.organizationId, row.organizationId)));
      expect(payment).toMatchObject({ couponId: coupon.id, discountPercent: 15, status: 'SUCCEEDED' });
    }
  });

  it('two transactions of one organization redeeming the coupon at once (no subscription lock around them): one has it, the other gets the Turkish 409; usage_count 1', async () => {
    const org = await createOrganization(db());
    const coupon = await createCoupon(db());
    const redeem = () => db().transaction((tx) => redeemCoupon(tx, { organizationId: org.id }, coupon, new Date()));
    const results = await Promise.allSettled([redeem(), redeem()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(refused.reason).toMatchObject({
      status: 409,
      message: 'Bu kupon organizasyonunuz tarafından zaten kullanıldı.',
    });
    expect(await usageCount(coupon.id)).toBe(1);
    expect(await redemptions(coupon.id)).toHaveLength(1);
  });

  it('the counter moves only while the coupon is active: one switched off after it was checked is refused (400) and its redemption rolled back', async () => {
    const org = await createOrganization(db());
    const coupon = await createCoupon(db());
    await db().update(coupons).set({ isActive: false }).where(eq(coupons.id, coupon.id));
    // `coupon` is the row as read before the switch, as a checkout that checked it a moment earlier holds it.
    const redeem = db().transaction((tx) => redeemCoupon(tx, { organizationId: org.id }, coupon, new Date()));
    await expect(redeem).rejects.toMatchObject({ status: 400, message: 'Bu kupon şu anda kullanılamıyor.' });
    expect(await usageCount(coupon.id)).toBe(0);
    expect(await redemptions(coupon.id)).toEqual([]);
  });
});
