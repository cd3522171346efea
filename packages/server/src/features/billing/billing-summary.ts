import { quotePlan, trialDaysLeft, type PlanQuote } from '@paydos/domain';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { PlanState } from '@paydos/contract/billing';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { currentPrice } from '../pricing';
import { listPayments } from './list-payments';
import { countBilledPeople } from './plan-offer';
import { countActivePeople, seatsCount } from './seats';

const lira = (kurus: number) => kurus / 100;

export function offerView(quote: PlanQuote) {
  return {
    billingType: quote.billingType,
    people: quote.people,
    unitPriceTL: lira(quote.unitPriceKurus),
    unitPricePerMonthTL: lira(quote.unitPricePerMonthKurus),
    listTotalTL: lira(quote.listTotalKurus),
    couponPercent: quote.couponPercent,
    couponDiscountTL: lira(quote.couponDiscountKurus),
    totalTL: lira(quote.totalKurus),
    totalPerMonthTL: lira(quote.totalPerMonthKurus),
    yearlyDiscountPercent: quote.yearlyDiscountPercent,
  };
}

/** The state of the subscription as the payment page and the banner read it. */
export function planState(s: typeof subscriptions.$inferSelect, now: Date): PlanState {
  if (s.status === 'TRIAL') return s.trialEndsAt > now ? 'TRIAL' : 'TRIAL_EXPIRED';
  if (s.status === 'CANCELLED') return 'CANCELLED';
  if (s.graceEndsAt) return s.graceEndsAt > now ? 'GRACE' : 'CANCELLED';
  if (s.cancelAtPeriodEnd) return s.currentPeriodEndsAt && s.currentPeriodEndsAt > now ? 'CANCELLING' : 'CANCELLED';
  return 'ACTIVE';
}

/** GET /api/billing/summary: the plan's state, both offers priced now, and the payment history. */
export async function billingSummary(db: Executor, scope: TenantScope, now: Date) {
  const [subscription] = await db.select().from(subscriptions).where(inTenant(scope, subscriptions));
  if (!subscription) throw fail.notFound(messages.organizationNotFound);
  const price = await currentPrice(db);
  const people = await countBilledPeople(db, scope);
  const monthly = quotePlan({ billingType: 'monthly', people, ...price })!;
  const yearly = quotePlan({ billingType: 'yearly', people, ...price });
  // The first page of the history; the next pages are GET /api/billing/payments (issue 22 item 3).
  const history = await listPayments(db, scope, { limit: 50 });
  return {
    subscription: {
      state: planState(subscription, now),
      status: subscription.status,
      trialEndsAt: subscription.trialEndsAt.toISOString(),
      trialDaysLeft: trialDaysLeft(subscription.trialEndsAt.getTime(), now.getTime()),
      billingType: subscription.billingType,
      currentPeriodEndsAt: subscription.currentPeriodEndsAt?.toISOString() ?? null,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      graceEndsAt: subscription.graceEndsAt?.toISOString() ?? null,
      pricePerUserTL: subscription.pricePerUserKurus === null ? null : lira(subscription.pricePerUserKurus),
      discountPercent: subscription.discountPercent,
      cardLast4: subscription.cardLast4,
    },
    people,
    seats: {
      paid: seatsCount(subscription, now) ? (subscription.paidSeats ?? null) : null,
      inUse: await countActivePeople(db, scope),
    },
    offers: { monthly: offerView(monthly), yearly: yearly ? offerView(yearly) : null },
    payments: history.payments,
    paymentsNextCursor: history.nextCursor,
  };
}
