import { divideRoundHalfUp, monthlyEquivalentKurus, toIstanbulDate } from '@paydos/domain';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingEvents, payments, subscriptions } from '../../db/schema';

const DAY_MS = 86_400_000;
const lira = (kurus: number) => kurus / 100;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

type PaidPeriod = {
  organizationId: string;
  kind: 'CHECKOUT' | 'RENEWAL' | 'SEATS';
  billingType: 'monthly' | 'yearly';
  amountKurus: number;
  userCount: number;
  listPriceKurus: number | null;
  discountPercent: number;
  periodStart: Date;
  periodEnd: Date;
};

/** What seats added during a period recur at: their whole period's price (less the coupon), not the prorated charge. */
function seatsRecurringKurus(p: PaidPeriod): number {
  const list = (p.listPriceKurus ?? 0) * p.userCount;
  return list - divideRoundHalfUp(list * p.discountPercent, 100);
}

/**
 * MRR at an instant: each organization's paid period running then, counted per month (a yearly
 * charge as a twelfth), plus the seats added during it (issue 20) at what they recur at.
 */
function mrrAt(periods: PaidPeriod[], at: Date): { mrrKurus: number; paying: Set<string> } {
  const latest = new Map<string, PaidPeriod>();
  const running = periods.filter((p) => p.periodStart <= at && p.periodEnd > at);
  for (const p of running) {
    if (p.kind === 'SEATS') continue;
    const seen = latest.get(p.organizationId);
    if (!seen || seen.periodStart < p.periodStart) latest.set(p.organizationId, p);
  }
  let mrrKurus = 0;
  for (const p of latest.values()) mrrKurus += monthlyEquivalentKurus(p.billingType, p.amountKurus);
  for (const p of running) {
    const plan = latest.get(p.organizationId);
    if (p.kind === 'SEATS' && plan && p.periodEnd.getTime() === plan.periodEnd.getTime())
      mrrKurus += monthlyEquivalentKurus(p.billingType, seatsRecurringKurus(p));
  }
  return { mrrKurus, paying: new Set(latest.keys()) };
}

/** The last `months` Istanbul months as `YYYY-MM`, oldest first, ending with the current one. */
function lastMonths(now: Date, months: number): string[] {
  const [year, month] = toIstanbulDate(now).split('-').map(Number) as [number, number];
  const keys: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const index = year * 12 + (month - 1) - i;
    keys.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return keys;
}

/** The instant a month `YYYY-MM` ends in Istanbul (UTC+3 all year). */
function monthEnd(key: string): Date {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1) - 3 * 3_600_000);
}

/**
 * The operator's billing figures, from the payments and billing events:
 * - MRR: the paid periods running now, each organization's latest, per month in kuruş (yearly / 12), with the seats added
 *   during it at their whole period's price;
 * - trial-to-paid conversion: organizations that ever paid / organizations that started a trial
 *   (every organization starts with one), as a percent to 1 decimal;
 * - churn: of the organizations paying 30 days ago, those whose plan was cancelled or lapsed
 *   (CANCELLED, EXPIRED events) since, percent to 1 decimal (the numerator is a subset of the
 *   denominator: one that started paying later, or was already in a failed renewal's grace, is not
 *   counted, so the rate stays within 0–100 %);
 * - a 12-month series: MRR at each month's end (the current month: now), revenue collected, new
 *   paying organizations, renewals, failed payments and churned organizations.
 */
export async function billingMetrics(db: Executor, now: Date) {
  const succeeded = await db
    .select({
      organizationId: payments.organizationId,
      billingType: payments.billingType,
      amountKurus: payments.amountKurus,
      userCount: payments.userCount,
      listPriceKurus: payments.listPriceKurus,
      discountPercent: payments.discountPercent,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
      createdAt: payments.createdAt,
      kind: payments.kind,
    })
    .from(payments)
    .where(eq(payments.status, 'SUCCEEDED'));
  const periods = succeeded.filter((p): p is typeof p & PaidPeriod => !!p.periodStart && !!p.periodEnd);
  const [trials] = await db.select({ n: count() }).from(subscriptions);
  const trialOrganizations = trials?.n ?? 0;
  const everPaid = new Set(succeeded.map((p) => p.organizationId));
  const windowStart = new Date(now.getTime() - 30 * DAY_MS);
  const churnEvents = await db
    .select({ organizationId: billingEvents.organizationId, kind: billingEvents.kind, at: billingEvents.at })
    .from(billingEvents)
    .where(
      and(
        inArray(billingEvents.kind, ['CANCELLED', 'EXPIRED', 'PAYMENT_FAILED']),
        gte(billingEvents.at, monthEnd(lastMonths(now, 13)[0]!)),
      ),
    );
  const payingAtStart = mrrAt(periods, windowStart).paying;
  const churnedRecently = new Set(
    churnEvents
      .filter(
        (e) => e.kind !== 'PAYMENT_FAILED' && e.at >= windowStart && e.at <= now && payingAtStart.has(e.organizationId),
      )
      .map((e) => e.organizationId),
  );
  const current = mrrAt(periods, now);

  const months = lastMonths(now, 12);
  const series = months.map((key) => {
    const end = key === months[months.length - 1] ? now : monthEnd(key);
    const inMonth = (at: Date) => toIstanbulDate(at).startsWith(key);
    const monthPayments = succeeded.filter((p) => inMonth(p.createdAt));
    return {
      month: key,
      mrrTL: lira(mrrAt(periods, end).mrrKurus),
      revenueTL: lira(monthPayments.reduce((sum, p) => sum + p.amountKurus, 0)),
      newPaying: monthPayments.filter((p) => p.kind === 'CHECKOUT').length,
      renewals: monthPayments.filter((p) => p.kind === 'RENEWAL').length,
      failedPayments: churnEvents.filter((e) => e.kind === 'PAYMENT_FAILED' && inMonth(e.at)).length,
      churned: new Set(
        churnEvents.filter((e) => e.kind !== 'PAYMENT_FAILED' && inMonth(e.at)).map((e) => e.organizationId),
      ).size,
    };
  });

  return {
    mrrTL: lira(current.mrrKurus),
    payingOrganizations: current.paying.size,
    trialOrganizations,
    paidOrganizations: everPaid.size,
    conversionPercent: trialOrganizations === 0 ? 0 : oneDecimal((everPaid.size / trialOrganizations) * 100),
    churnPercent: payingAtStart.size === 0 ? 0 : oneDecimal((churnedRecently.size / payingAtStart.size) * 100),
    churnedLast30Days: churnedRecently.size,
    series,
  };
}
