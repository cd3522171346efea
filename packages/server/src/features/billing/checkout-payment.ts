import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { billingEvents, couponRedemptions, payments } from '../../db/schema';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { PaymentProvider } from './payment-provider';
import type { PricedOffer } from './plan-offer';

/** Who paid what through which provider: the columns a checkout's payment row has, paid or declined. */
interface CheckoutAttempt {
  scope: TenantScope;
  provider: PaymentProvider;
  paidById: string;
  offer: PricedOffer;
}

const paymentColumns = ({ scope, provider, paidById, offer: { quote, coupon } }: CheckoutAttempt) => ({
  organizationId: scope.organizationId,
  billingType: quote.billingType,
  userCount: quote.people,
  amountKurus: quote.totalKurus,
  listPriceKurus: quote.unitPriceKurus,
  discountPercent: quote.couponPercent,
  couponId: coupon?.id ?? null,
  provider: provider.name,
  paidById,
  kind: 'CHECKOUT' as const,
});

/**
 * A paid checkout's rows, inside its transaction: the SUCCEEDED payment for the period, the coupon's
 * use pointed at it, and a PAYMENT_SUCCEEDED billing event. Answers the payment's id.
 */
export async function recordPaidCheckout(
  tx: Executor,
  attempt: CheckoutAttempt & {
    subscriptionId: string;
    charge: { reference: string; last4: string };
    period: { start: Date; end: Date };
  },
) {
  const { scope, offer, charge, period } = attempt;
  const [payment] = await tx
    .insert(payments)
    .values({
      ...paymentColumns(attempt),
      providerReference: charge.reference,
      status: 'SUCCEEDED',
      periodStart: period.start,
      periodEnd: period.end,
      cardLast4: charge.last4,
      createdAt: period.start,
    })
    .returning({ id: payments.id });
  const paymentId = payment!.id;
  if (offer.coupon) {
    await tx
      .update(couponRedemptions)
      .set({ paymentId })
      .where(and(eq(couponRedemptions.couponId, offer.coupon.id), inTenant(scope, couponRedemptions)));
  }
  await tx.insert(billingEvents).values({
    organizationId: scope.organizationId,
    subscriptionId: attempt.subscriptionId,
    kind: 'PAYMENT_SUCCEEDED',
    billingType: offer.quote.billingType,
    amountKurus: offer.quote.totalKurus,
    paymentId,
    at: period.start,
  });
  return paymentId;
}

/** A declined card: a FAILED payment with the provider's reason and a PAYMENT_FAILED billing event, in one transaction. */
export async function recordFailedCheckout(
  db: Database,
  attempt: CheckoutAttempt & { last4: string | null; reason: string; at: Date },
) {
  const { scope, offer, at } = attempt;
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        ...paymentColumns(attempt),
        status: 'FAILED',
        cardLast4: attempt.last4,
        failureReason: attempt.reason,
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
