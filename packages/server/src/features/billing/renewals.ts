import { billingPeriodEnd, quotePlan } from '@paydos/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { billingEvents, organizations, payments, subscriptions } from '../../db/schema';
import { systemClock, type Clock } from '../../platform/clock';
import { startPeriodicTask } from '../../platform/periodic-task';
import { enqueueRenewalFailedMail } from '../scheduled-mails';
import type { PaymentProvider } from './payment-provider';
import { countBilledPeople } from './plan-offer';
import { scopeOfOrganization } from '../../platform/tenant-scope';

/** Product §D7: a failed renewal leaves 7 days of grace, then 402. */
export const GRACE_DAYS = 7;

type Subscription = typeof subscriptions.$inferSelect;

export interface RenewalDeps {
  db: Database;
  provider: PaymentProvider;
  config: Config;
}

/**
 * One pass over the subscriptions whose period has ended (`now` is the injectable clock):
 * a cancelled one becomes CANCELLED, a lapsed grace becomes CANCELLED (EXPIRED event), any other
 * is charged for the next period with its locked price (and its coupon while it lasts).
 * Exactly once per (subscription, period): each write re-reads the subscription under
 * `FOR UPDATE` and only moves it from the period it saw, and the renewal's payment carries the
 * key subscription + period, unique among successful payments; a charge whose write lost is refunded.
 */
export async function runRenewals(
  deps: RenewalDeps,
  now: Date,
): Promise<{ renewed: number; failed: number; ended: number }> {
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'ACTIVE'), lte(subscriptions.currentPeriodEndsAt, now)));
  const result = { renewed: 0, failed: 0, ended: 0 };
  for (const subscription of due) {
    if (subscription.cancelAtPeriodEnd) {
      if (await endSubscription(deps.db, subscription, 'CANCELLED', subscription.currentPeriodEndsAt!, now))
        result.ended++;
    } else if (subscription.graceEndsAt) {
      if (
        subscription.graceEndsAt <= now &&
        (await endSubscription(deps.db, subscription, 'EXPIRED', subscription.graceEndsAt, now))
      )
        result.ended++;
    } else {
      const outcome = await renewOne(deps, subscription, now);
      if (outcome === 'renewed') result.renewed++;
      if (outcome === 'failed') result.failed++;
    }
  }
  return result;
}

/** True when the subscription is still as `seen` left it (same period, no grace, ACTIVE). */
async function lockUnchanged(tx: Transaction, seen: Subscription) {
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, seen.id)).for('update');
  return (
    !!current &&
    current.status === 'ACTIVE' &&
    current.currentPeriodEndsAt?.getTime() === seen.currentPeriodEndsAt?.getTime() &&
    (current.graceEndsAt?.getTime() ?? null) === (seen.graceEndsAt?.getTime() ?? null) &&
    current.cancelAtPeriodEnd === seen.cancelAtPeriodEnd
  );
}

async function endSubscription(
  db: Database,
  seen: Subscription,
  kind: 'CANCELLED' | 'EXPIRED',
  at: Date,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockUnchanged(tx, seen))) return false;
    await tx.update(subscriptions).set({ status: 'CANCELLED', updatedAt: now }).where(eq(subscriptions.id, seen.id));
    await tx.insert(billingEvents).values({
      organizationId: seen.organizationId,
      subscriptionId: seen.id,
      kind,
      billingType: seen.billingType,
      at,
    });
    return true;
  });
}

async function renewOne(deps: RenewalDeps, seen: Subscription, now: Date): Promise<'renewed' | 'failed' | 'skipped'> {
  const { db, provider } = deps;
  const billingType = seen.billingType ?? 'monthly';
  const periodStart = seen.currentPeriodEndsAt!;
  const periodEnd = new Date(billingPeriodEnd(periodStart.getTime(), billingType));
  const renewalKey = `${seen.id}:${periodStart.toISOString()}`;
  const scope = scopeOfOrganization(seen.organizationId);
  const people = await countBilledPeople(db, scope);
  const couponPercent = seen.discountEndsAt && seen.discountEndsAt > periodStart ? seen.discountPercent : 0;
  const unit = seen.pricePerUserKurus ?? 0;
  // The locked price: the plan's unit price stands for both offers, so the quote is the locked one.
  const quote = quotePlan({ billingType, people, monthlyPriceKurus: unit, yearlyPriceKurus: unit, couponPercent })!;
  const charge = seen.cardToken
    ? await provider.charge({ amountKurus: quote.totalKurus, idempotencyKey: renewalKey, cardToken: seen.cardToken })
    : ({ ok: false, reason: 'no_card', last4: null } as const);

  const written = await db.transaction(async (tx) => {
    if (!(await lockUnchanged(tx, seen))) return 'skipped' as const;
    const base = {
      organizationId: seen.organizationId,
      billingType,
      userCount: people,
      amountKurus: quote.totalKurus,
      listPriceKurus: unit,
      discountPercent: couponPercent,
      couponId: couponPercent > 0 ? seen.couponId : null,
      provider: provider.name,
      kind: 'RENEWAL' as const,
      cardLast4: seen.cardLast4,
      renewalKey,
      createdAt: now,
    };
    if (charge.ok) {
      const inserted = await tx
        .insert(payments)
        .values({ ...base, status: 'SUCCEEDED', providerReference: charge.reference, periodStart, periodEnd })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (inserted.length === 0) return 'skipped' as const;
      await tx
        .update(subscriptions)
        .set({ currentPeriodStartsAt: periodStart, currentPeriodEndsAt: periodEnd, paidSeats: people, updatedAt: now })
        .where(eq(subscriptions.id, seen.id));
      await tx.insert(billingEvents).values({
        organizationId: seen.organizationId,
        subscriptionId: seen.id,
        kind: 'RENEWED',
        billingType,
        amountKurus: quote.totalKurus,
        paymentId: inserted[0]!.id,
        at: now,
      });
      return 'renewed' as const;
    }
    const graceEndsAt = new Date(periodStart.getTime() + GRACE_DAYS * 86_400_000);
    const [payment] = await tx
      .insert(payments)
      .values({ ...base, status: 'FAILED', failureReason: charge.reason })
      .returning({ id: payments.id });
    await tx.update(subscriptions).set({ graceEndsAt, updatedAt: now }).where(eq(subscriptions.id, seen.id));
    await tx.insert(billingEvents).values({
      organizationId: seen.organizationId,
      subscriptionId: seen.id,
      kind: 'PAYMENT_FAILED',
      billingType,
      amountKurus: quote.totalKurus,
      paymentId: payment!.id,
      at: now,
    });
    const [organization] = await tx
      .select({ subdomain: organizations.subdomain, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, seen.organizationId));
    if (organization) {
      const scope = scopeOfOrganization({ id: seen.organizationId, ...organization });
      await enqueueRenewalFailedMail(tx, deps.config, scope, { graceEndsAt, now });
    }
    return 'failed' as const;
  });
  if (written === 'skipped' && charge.ok) await provider.refund(charge.reference);
  return written;
}

/** Renewals at start, then every `intervalMs` (main.ts; stopped on shutdown); the clock is read once per pass. */
export function createRenewalWorker(
  deps: RenewalDeps & { intervalMs: number; now?: Clock; log?: { warn(obj: object, msg?: string): void } },
) {
  const now = deps.now ?? systemClock;
  return startPeriodicTask('billing renewals', () => runRenewals(deps, now()), deps.intervalMs, deps.log);
}
