import { couponState, istanbulToday, quotePlan, type BillingType, type PlanQuote } from '@paydos/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couponRedemptions, coupons, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { currentPrice } from '../pricing';

const m = messages.billing;

/** People billed: the organization's active users (at least 1). */
export async function countBilledPeople(db: Executor, scope: TenantScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(inTenant(scope, users, eq(users.isActive, true)));
  return Math.max(1, row?.n ?? 0);
}

export type Coupon = typeof coupons.$inferSelect;

/**
 * A coupon the organization may use now for this plan: it exists (code upper-cased, product §5),
 * is active, today's Istanbul date is within its dates, its billing type is the plan's, and the
 * organization has not used it before (a coupon is used once per organization; the spec sets no
 * total limit). Else a Turkish 400 (409 when already used).
 */
export async function usableCoupon(
  db: Executor,
  scope: TenantScope,
  code: string,
  billingType: BillingType,
  now: Date,
): Promise<Coupon> {
  // Codes are stored upper-cased (product §5); "i" typed for a code's I may be upper-cased either way (I or İ).
  const typed = code.trim();
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(inArray(coupons.code, [...new Set([typed.toUpperCase(), typed.toLocaleUpperCase('tr-TR')])]))
    .limit(1);
  if (!coupon) throw fail.badRequest(m.couponNotFound, { couponCode: m.couponNotFound });
  // The same rule as the operator's badge (domain couponState, issue 21).
  const refusal = {
    INACTIVE: m.couponInactive,
    NOT_STARTED: m.couponNotStarted,
    EXPIRED: m.couponExpired,
    ACTIVE: null,
  }[couponState(coupon, istanbulToday(now))];
  if (refusal) throw fail.badRequest(refusal, { couponCode: refusal });
  if (coupon.billingType !== billingType) {
    const message = m.couponWrongBillingType(m.plans[coupon.billingType]);
    throw fail.badRequest(message, { couponCode: message });
  }
  const [used] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), inTenant(scope, couponRedemptions)));
  if (used) throw fail.conflict(m.couponAlreadyUsed);
  return coupon;
}

/**
 * Counts the coupon's use for this organization, or refuses: the redemption row is unique per
 * (coupon, organization), and the counter moves only while the coupon is still active and within
 * its dates, in the same statement. Two checkouts of one organization are already serialized by
 * the subscription lock; the unique row keeps any two redemptions of one organization to one, and
 * organizations racing each other all have the coupon (no total limit), the counter losing none.
 */
export async function redeemCoupon(db: Executor, scope: TenantScope, coupon: Coupon, now: Date): Promise<void> {
  const claimed = await db
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, organizationId: scope.organizationId })
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id });
  if (claimed.length === 0) throw fail.conflict(m.couponAlreadyUsed);
  const today = istanbulToday(now);
  const counted = await db
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        eq(coupons.isActive, true),
        sql`${coupons.startDate} <= ${today}`,
        sql`${coupons.endDate} >= ${today}`,
      ),
    )
    .returning({ id: coupons.id });
  if (counted.length === 0) throw fail.badRequest(m.couponInactive, { couponCode: m.couponInactive });
}

export interface PricedOffer {
  quote: PlanQuote;
  coupon: Coupon | null;
}

/** The plan's price for this organization now, from the current pricing, with the coupon checked. */
export async function priceOffer(
  db: Executor,
  scope: TenantScope,
  input: { billingType: BillingType; couponCode?: string | undefined },
  now: Date,
): Promise<PricedOffer> {
  const price = await currentPrice(db);
  const people = await countBilledPeople(db, scope);
  const coupon = input.couponCode ? await usableCoupon(db, scope, input.couponCode, input.billingType, now) : null;
  const quote = quotePlan({
    billingType: input.billingType,
    people,
    ...price,
    couponPercent: coupon?.discountPercent ?? 0,
  });
  if (!quote) throw fail.badRequest(m.yearlyNotOffered, { billingType: m.yearlyNotOffered });
  return { quote, coupon };
}
