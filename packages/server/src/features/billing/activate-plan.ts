import { billingPeriodEnd, type BillingType } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { PricedOffer } from './plan-offer';

/** `months` calendar months after `at` (the coupon's duration), clamped to the month's end. */
function monthsLater(at: Date, months: number): number {
  let end = at.getTime();
  for (let i = 0; i < months; i++) end = billingPeriodEnd(end, 'monthly');
  return end;
}

/**
 * The subscription after a paid checkout, inside its transaction: ACTIVE on the plan with its price
 * and discount locked (the discount until the coupon's months are over), the period bought, the card
 * kept for renewals, and the seats the period is paid for: the active people charged now (issue 20).
 */
export async function activatePlan(
  tx: Executor,
  subscriptionId: string,
  plan: {
    billingType: BillingType;
    offer: PricedOffer;
    period: { start: Date; end: Date };
    card: { cardToken: string; last4: string };
  },
) {
  const { offer, period } = plan;
  await tx
    .update(subscriptions)
    .set({
      status: 'ACTIVE',
      billingType: plan.billingType,
      currentPeriodStartsAt: period.start,
      currentPeriodEndsAt: period.end,
      pricePerUserKurus: offer.quote.unitPriceKurus,
      couponId: offer.coupon?.id ?? null,
      discountPercent: offer.quote.couponPercent,
      discountEndsAt: offer.coupon ? new Date(monthsLater(period.start, offer.coupon.durationMonths)) : null,
      cardToken: plan.card.cardToken,
      cardLast4: plan.card.last4,
      paidSeats: offer.quote.people,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      updatedAt: period.start,
    })
    .where(eq(subscriptions.id, subscriptionId));
}
