import { randomUUID } from 'node:crypto';
import { extraSeatsNeeded, prorateSeats, type SeatProration } from '@paydos/domain';
import { count, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { billingEvents, payments, subscriptions, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import { lockSubscription } from './subscription-lock';
import type { PaymentProvider } from './payment-provider';

/**
 * Seats that follow the people (issue 20; the rule in docs/features.md, "Seats"): a paid period
 * records its paid seats (checkout and renewal: the active people then). A person who becomes
 * active while the period runs, beyond those seats, is charged for the rest of the period
 * (domain `prorateSeats`) on the card saved at checkout, before the activation is written; the
 * activation's transaction then re-checks and records the payment, a SEATS_ADDED event and the
 * grown `paid_seats`, or refuses and the charge is refunded. Seats freed by a deactivation are not
 * refunded and are reused until the renewal, which bills the people active then.
 */

type Subscription = typeof subscriptions.$inferSelect;
const DAY_MS = 86_400_000;

/** The organization's active people: the seats in use. */
export async function countActivePeople(db: Executor, scope: TenantScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(inTenant(scope, users, eq(users.isActive, true)));
  return row?.n ?? 0;
}

/** Seats count while a paid period runs: ACTIVE, no failed renewal's grace, before the period's end (a trial has no seats). */
export function seatsCount(s: Subscription, now: Date): boolean {
  return s.status === 'ACTIVE' && !s.graceEndsAt && !!s.currentPeriodEndsAt && s.currentPeriodEndsAt > now;
}

/** The running period's start (rows written before it was recorded: a month or a year before its end). */
function periodStart(s: Subscription): Date {
  if (s.currentPeriodStartsAt) return s.currentPeriodStartsAt;
  return new Date(s.currentPeriodEndsAt!.getTime() - (s.billingType === 'yearly' ? 365 : 30) * DAY_MS);
}

export interface SeatNeed {
  subscription: Subscription;
  /** The paid seats as counted (a row without any: the people active before this change). */
  paidSeats: number;
  proration: SeatProration;
}

function prorate(s: Subscription, extraSeats: number, at: Date): SeatProration {
  return prorateSeats({
    periodStartMs: periodStart(s).getTime(),
    periodEndMs: s.currentPeriodEndsAt!.getTime(),
    atMs: at.getTime(),
    unitPriceKurus: s.pricePerUserKurus ?? 0,
    extraSeats,
    couponPercent: s.discountEndsAt && s.discountEndsAt > at ? s.discountPercent : 0,
  });
}

/** What `adding` more active people cost now; null when seats do not count (trial, grace, lapsed) or the paid seats suffice. */
export async function seatNeed(db: Executor, scope: TenantScope, at: Date, adding = 1): Promise<SeatNeed | null> {
  const [s] = await db.select().from(subscriptions).where(inTenant(scope, subscriptions));
  if (!s || !seatsCount(s, at)) return null;
  const active = await countActivePeople(db, scope);
  const paidSeats = s.paidSeats ?? active;
  const extra = extraSeatsNeeded(active + adding, paidSeats);
  return extra === 0 ? null : { subscription: s, paidSeats, proration: prorate(s, extra, at) };
}

export interface SeatActivation {
  db: Database;
  provider: PaymentProvider;
  scope: TenantScope;
  /** Who the payment is recorded for (the ADMIN; null for an invitation's registration or the operator). */
  paidById: string | null;
  /** The Turkish 402 of a declined charge, for whoever asked. */
  declinedMessage: string;
  /** The request's `now`, for the quote, the charge's payment and the settlement alike. */
  now: Date;
}

/**
 * Runs `activate` (the transaction that makes one person active) under the seat rule: a needed seat
 * is charged first, outside any transaction (as checkout does), then the activation and the seat's
 * payment are written in one transaction that re-checks the seats under the subscription's lock;
 * if it refuses, the charge is refunded. A declined charge writes a FAILED payment and answers 402:
 * nothing of the activation is written.
 */
export async function activateWithSeats<T>(
  options: SeatActivation,
  activate: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { db, provider, scope } = options;
  const { now } = options;
  const need = await seatNeed(db, scope, now);
  let charged: { reference: string } | null = null;
  if (need && need.proration.totalKurus > 0) {
    const s = need.subscription;
    const result = s.cardToken
      ? await provider.charge({
          amountKurus: need.proration.totalKurus,
          idempotencyKey: `seats:${scope.organizationId}:${randomUUID()}`,
          cardToken: s.cardToken,
        })
      : ({ ok: false, reason: 'no_card', last4: null } as const);
    if (!result.ok) {
      await db.transaction((tx) =>
        recordSeatPayment(tx, options, need, { status: 'FAILED', reason: result.reason }, now),
      );
      throw fail.seatPaymentDeclined(options.declinedMessage);
    }
    charged = { reference: result.reference };
  }
  try {
    return await db.transaction(async (tx) => {
      const result = await activate(tx);
      await settleSeats(tx, options, need, charged, now);
      return result;
    });
  } catch (error) {
    // This attempt's own charge (its key is used by no other attempt).
    if (charged) await provider.refund(charged.reference);
    throw error;
  }
}

/** In the activation's transaction: the seats as charged must still be what is needed, else 409 (and the caller refunds). */
async function settleSeats(
  tx: Transaction,
  options: SeatActivation,
  need: SeatNeed | null,
  charged: { reference: string } | null,
  at: Date,
) {
  const s = await lockSubscription(tx, options.scope);
  const counts = seatsCount(s, at);
  const active = await countActivePeople(tx, options.scope);
  const paidSeats = s.paidSeats ?? need?.paidSeats ?? active;
  const extra = counts ? extraSeatsNeeded(active, paidSeats) : 0;
  const asCharged =
    !!need &&
    counts &&
    extra === need.proration.extraSeats &&
    s.paidSeats === need.subscription.paidSeats &&
    s.currentPeriodEndsAt?.getTime() === need.subscription.currentPeriodEndsAt?.getTime();
  if (!asCharged) {
    if (extra === 0 && !charged) return;
    throw fail.conflict(messages.billing.seatsChanged);
  }
  if (need.proration.totalKurus > 0)
    await recordSeatPayment(tx, options, need, { status: 'SUCCEEDED', reference: charged!.reference }, at);
  await tx
    .update(subscriptions)
    .set({ paidSeats: paidSeats + extra, updatedAt: at })
    .where(eq(subscriptions.id, s.id));
}

type Outcome = { status: 'SUCCEEDED'; reference: string } | { status: 'FAILED'; reason: string };

async function recordSeatPayment(tx: Executor, options: SeatActivation, need: SeatNeed, outcome: Outcome, at: Date) {
  const s = need.subscription;
  const p = need.proration;
  const [payment] = await tx
    .insert(payments)
    .values({
      organizationId: options.scope.organizationId,
      billingType: s.billingType ?? 'monthly',
      userCount: p.extraSeats,
      amountKurus: p.totalKurus,
      listPriceKurus: p.unitPriceKurus,
      discountPercent: p.couponPercent,
      couponId: p.couponPercent > 0 ? s.couponId : null,
      provider: options.provider.name,
      providerReference: outcome.status === 'SUCCEEDED' ? outcome.reference : null,
      paidById: options.paidById,
      status: outcome.status,
      kind: 'SEATS',
      ...(outcome.status === 'SUCCEEDED'
        ? { periodStart: at, periodEnd: s.currentPeriodEndsAt }
        : { failureReason: outcome.reason }),
      cardLast4: s.cardLast4,
      proratedDays: p.daysLeft,
      periodDays: p.periodDays,
      createdAt: at,
    })
    .returning({ id: payments.id });
  await tx.insert(billingEvents).values({
    organizationId: options.scope.organizationId,
    subscriptionId: s.id,
    kind: outcome.status === 'SUCCEEDED' ? 'SEATS_ADDED' : 'PAYMENT_FAILED',
    billingType: s.billingType,
    amountKurus: p.totalKurus,
    paymentId: payment!.id,
    at,
  });
}

/** GET /api/billing/seat-quote: what activating one more person costs now (the staff page confirms with it). */
export async function seatQuote(db: Executor, scope: TenantScope, at: Date) {
  const [s] = await db.select().from(subscriptions).where(inTenant(scope, subscriptions));
  if (!s) throw fail.notFound(messages.organizationNotFound);
  const activePeople = await countActivePeople(db, scope);
  const need = await seatNeed(db, scope, at);
  const p = need?.proration;
  return {
    seatsCount: seatsCount(s, at),
    paidSeats: seatsCount(s, at) ? (s.paidSeats ?? activePeople) : null,
    activePeople,
    extraSeats: p?.extraSeats ?? 0,
    amountTL: (p?.totalKurus ?? 0) / 100,
    daysLeft: p?.daysLeft ?? null,
    periodDays: p?.periodDays ?? null,
    currentPeriodEndsAt: s.currentPeriodEndsAt?.toISOString() ?? null,
    cardLast4: s.cardLast4,
  };
}
