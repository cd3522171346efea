import { randomUUID } from 'node:crypto';
import { billingPeriodEnd, type BillingType } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { billingEvents, couponRedemptions, payments, subscriptions } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { CardInput, PaymentProvider } from './payment-provider';
import { priceOffer, redeemCoupon, type PricedOffer } from './plan-offer';

const m = messages.billing;

type Subscription = typeof subscriptions.$inferSelect;

/** A new plan can be bought during the trial, after a cancellation or lapse, and during a failed renewal's grace. */
export function canBuyPlan(s: Subscription, now: Date): boolean {
  if (s.status !== 'ACTIVE') return true;
  if (s.graceEndsAt) return true;
  return !!s.currentPeriodEndsAt && s.currentPeriodEndsAt <= now && s.cancelAtPeriodEnd;
}

/** The organization's subscription; `FOR UPDATE` inside a transaction (every write to it takes this lock first). */
export async function lockSubscription(db: Executor, scope: TenantScope) {
  const [row] = await db.select().from(subscriptions).where(inTenant(scope, subscriptions)).for('update');
  if (!row) throw fail.notFound(messages.organizationNotFound);
  return row;
}

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
  const attemptId = randomUUID();
  const charge = await provider.charge({
    amountKurus: offer.quote.totalKurus,
    idempotencyKey: `checkout:${scope.organizationId}:${attemptId}`,
    card: input.card,
  });
  if (!charge.ok) {
    await recordFailedCheckout(db, provider, scope, actor.id, offer, charge.last4, charge.reason, now());
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
      const periodEnd = new Date(billingPeriodEnd(at.getTime(), input.billingType));
      const [payment] = await tx
        .insert(payments)
        .values({
          organizationId: scope.organizationId,
          billingType: input.billingType,
          userCount: locked.quote.people,
          amountKurus: locked.quote.totalKurus,
          listPriceKurus: locked.quote.unitPriceKurus,
          discountPercent: locked.quote.couponPercent,
          couponId: locked.coupon?.id ?? null,
          provider: provider.name,
          providerReference: charge.reference,
          paidById: actor.id,
          status: 'SUCCEEDED',
          kind: 'CHECKOUT',
          periodStart: at,
          periodEnd,
          cardLast4: charge.last4,
          createdAt: at,
        })
        .returning({ id: payments.id });
      if (locked.coupon) {
        await tx
          .update(couponRedemptions)
          .set({ paymentId: payment!.id })
          .where(and(eq(couponRedemptions.couponId, locked.coupon.id), inTenant(scope, couponRedemptions)));
      }
      const discountEndsAt = locked.coupon ? new Date(monthsLater(at, locked.coupon.durationMonths)) : null;
      await tx
        .update(subscriptions)
        .set({
          status: 'ACTIVE',
          billingType: input.billingType,
          currentPeriodStartsAt: at,
          currentPeriodEndsAt: periodEnd,
          pricePerUserKurus: locked.quote.unitPriceKurus,
          couponId: locked.coupon?.id ?? null,
          discountPercent: locked.quote.couponPercent,
          discountEndsAt,
          cardToken: charge.cardToken,
          cardLast4: charge.last4,
          // The seats this period is paid for: the active people charged now (issue 20).
          paidSeats: locked.quote.people,
          cancelAtPeriodEnd: false,
          graceEndsAt: null,
          updatedAt: at,
        })
        .where(eq(subscriptions.id, subscription.id));
      await tx.insert(billingEvents).values({
        organizationId: scope.organizationId,
        subscriptionId: subscription.id,
        kind: 'PAYMENT_SUCCEEDED',
        billingType: input.billingType,
        amountKurus: locked.quote.totalKurus,
        paymentId: payment!.id,
        at,
      });
      await recordAudit(tx, actor, {
        action: 'subscription.checkout',
        organizationId: scope.organizationId,
        targetType: 'payment',
        targetId: payment!.id,
        before: { status: subscription.status },
        after: {
          status: 'ACTIVE',
          billingType: input.billingType,
          amountKurus: locked.quote.totalKurus,
          couponCode: locked.coupon?.code ?? null,
        },
      });
      return { paymentId: payment!.id, periodEnd };
    });
  } catch (error) {
    // This attempt's own charge (its key is used by no other attempt), never the winner's.
    await provider.refund(charge.reference);
    throw error;
  }
}

/** `months` calendar months after `at` (the coupon's duration), clamped to the month's end. */
function monthsLater(at: Date, months: number): number {
  let end = at.getTime();
  for (let i = 0; i < months; i++) end = billingPeriodEnd(end, 'monthly');
  return end;
}

async function recordFailedCheckout(
  db: Database,
  provider: PaymentProvider,
  scope: TenantScope,
  userId: string,
  offer: PricedOffer,
  last4: string | null,
  reason: string,
  at: Date,
) {
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        organizationId: scope.organizationId,
        billingType: offer.quote.billingType,
        userCount: offer.quote.people,
        amountKurus: offer.quote.totalKurus,
        listPriceKurus: offer.quote.unitPriceKurus,
        discountPercent: offer.quote.couponPercent,
        couponId: offer.coupon?.id ?? null,
        provider: provider.name,
        paidById: userId,
        status: 'FAILED',
        kind: 'CHECKOUT',
        cardLast4: last4,
        failureReason: reason,
        createdAt: at,
      })
      .returning({ id: payments.id });
    await tx.insert(billingEvents).values({
      organizationId: scope.organizationId,
      kind: 'PAYMENT_FAILED',
      billingType: offer.quote.billingType,
      amountKurus: offer.quote.totalKurus,
      paymentId: payment!.id,
      at,
    });
  });
}
