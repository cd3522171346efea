import { randomUUID } from 'node:crypto';
import { billingPeriodEnd, type BillingType } from '@paydos/domain';
import type { Database } from '../../db/client';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import type { TenantScope } from '../../platform/tenant-scope';
import { activatePlan } from './activate-plan';
import { recordFailedCheckout, recordPaidCheckout } from './checkout-payment';
import type { CardInput, PaymentProvider } from './payment-provider';
import { priceOffer, redeemCoupon } from './plan-offer';
import { canBuyPlan, lockSubscription } from './subscription-lock';

const m = messages.billing;

export interface CheckoutInput {
  billingType: BillingType;
  couponCode?: string | undefined;
  card: CardInput;
}

/**
 * Buys a plan (ADMIN). The price and coupon are checked first, then the provider charges (its
 * delay outside any transaction), then ONE transaction locks the subscription, checks it all
 * again and writes: the subscription ACTIVE with its plan, price and discount locked and its
 * period end, the coupon's use, the payment and a billing event. If that transaction refuses
 * (another payment won), the charge is refunded. A declined card writes a FAILED payment and a
 * PAYMENT_FAILED event and answers 402.
 *
 * Each request is its own attempt with its own idempotency key: a real provider answers a repeated
 * key with its first answer, so a key shared by attempts would give a retry with another card the
 * earlier decline, and give racing checkouts one charge, whose reference each loser would refund.
 */
export async function checkout(
  db: Database,
  provider: PaymentProvider,
  scope: TenantScope,
  actor: AuditActor & { id: string },
  input: CheckoutInput,
  now: () => Date,
) {
  const before = await lockSubscription(db, scope);
  if (!canBuyPlan(before, now())) throw fail.conflict(m.alreadyActive);
  const offer = await priceOffer(db, scope, input, now());
  const charge = await provider.charge({
    amountKurus: offer.quote.totalKurus,
    idempotencyKey: `checkout:${scope.organizationId}:${randomUUID()}`,
    card: input.card,
  });
  const attempt = { scope, provider, paidById: actor.id };
  if (!charge.ok) {
    await recordFailedCheckout(db, { ...attempt, offer, last4: charge.last4, reason: charge.reason, at: now() });
    throw fail.paymentRequired(m.cardDeclined);
  }
  try {
    return await db.transaction(async (tx) => {
      const at = now();
      const subscription = await lockSubscription(tx, scope);
      if (!canBuyPlan(subscription, at)) throw fail.conflict(m.alreadyActive);
      // The price as of this transaction: a coupon or pricing change during the charge is seen.
      const locked = await priceOffer(tx, scope, input, at);
      if (locked.quote.totalKurus !== offer.quote.totalKurus) throw fail.conflict(m.priceChanged);
      if (locked.coupon) await redeemCoupon(tx, scope, locked.coupon, at);
      const period = { start: at, end: new Date(billingPeriodEnd(at.getTime(), input.billingType)) };
      const paymentId = await recordPaidCheckout(tx, {
        ...attempt,
        offer: locked,
        subscriptionId: subscription.id,
        charge,
        period,
      });
      await activatePlan(tx, subscription.id, { billingType: input.billingType, offer: locked, period, card: charge });
      await recordAudit(tx, actor, {
        action: 'subscription.checkout',
        organizationId: scope.organizationId,
        targetType: 'payment',
        targetId: paymentId,
        before: { status: subscription.status },
        after: {
          status: 'ACTIVE',
          billingType: input.billingType,
          amountKurus: locked.quote.totalKurus,
          couponCode: locked.coupon?.code ?? null,
        },
      });
      return { paymentId, periodEnd: period.end };
    });
  } catch (error) {
    // This attempt's own charge (its key is used by no other attempt), never the winner's.
    await provider.refund(charge.reference);
    throw error;
  }
}
