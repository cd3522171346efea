import { count } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { prices, type payments, type subscriptions } from '../../db/schema';
import { at, DAY, DEMO_COMPANIES, type DemoCompany } from './demo-operator-companies';
import type { Person } from './demo-operator-leaves';

/** The shop window's money (demo-operator.ts writes it): prices, each company's subscription and what it paid. */

/** The price history: the spec's price today (69 TL, yearly 59 × 12), a lower one before it. */
export const OLD_PRICE = { monthlyPriceKurus: 5900, yearlyPriceKurus: 58_800 };
export const CURRENT_PRICE = { monthlyPriceKurus: 6900, yearlyPriceKurus: 70_800 };
export const PRICE_CHANGED_DAYS_AGO = 120;

export function subscriptionOf(c: DemoCompany, organizationId: string, now: number): typeof subscriptions.$inferInsert {
  const createdAt = at(now, c.ageDays);
  const trialEndsAt = new Date(createdAt.getTime() + 14 * DAY);
  const base = { organizationId, createdAt, trialEndsAt, updatedAt: createdAt };
  // A paid plan's seats (issue 20) and a saved card, so a person activated beyond them is charged.
  const paid = { paidSeats: c.size, cardToken: 'demo_seed_card', cardLast4: '4242' };
  switch (c.plan.kind) {
    case 'trial':
      return { ...base, trialEndsAt: new Date(now + c.plan.endsInDays * DAY) };
    case 'expired':
      return base;
    case 'yearly':
      return {
        ...base,
        ...paid,
        status: 'ACTIVE',
        billingType: 'yearly',
        pricePerUserKurus: OLD_PRICE.yearlyPriceKurus / 12,
        currentPeriodEndsAt: new Date(trialEndsAt.getTime() + 365 * DAY),
        updatedAt: trialEndsAt,
      };
    case 'monthly':
      return {
        ...base,
        ...paid,
        status: 'ACTIVE',
        billingType: 'monthly',
        pricePerUserKurus: OLD_PRICE.monthlyPriceKurus,
        currentPeriodEndsAt: new Date(trialEndsAt.getTime() + c.plan.paidMonths * 30 * DAY),
        updatedAt: trialEndsAt,
      };
    case 'cancelled':
      return {
        ...base,
        status: 'CANCELLED',
        billingType: 'monthly',
        pricePerUserKurus: CURRENT_PRICE.monthlyPriceKurus,
        currentPeriodEndsAt: new Date(trialEndsAt.getTime() + 30 * DAY),
        updatedAt: at(now, 12),
      };
  }
}

/** What the paying organizations paid: Kuzey a year at once, Mavi monthly (its first three months with HOSGELDIN20), Anka one month. */
export function paymentsOf(
  orgId: (c: DemoCompany) => string,
  people: Person[],
  adminOf: (ci: number) => Person,
  couponId: (code: string) => string,
  now: number,
) {
  const rows: (typeof payments.$inferInsert)[] = [];
  DEMO_COMPANIES.forEach((c, ci) => {
    const paidOn = (months: number) => at(now, c.ageDays - 14 - months * 30, ci);
    const userCount = (date: Date) => people.filter((p) => p.companyIndex === ci && p.joinedAt <= date).length;
    const row = (date: Date, billingType: 'monthly' | 'yearly', perUser: number, coupon: string | null) => {
      const n = userCount(date);
      const discount = coupon === 'HOSGELDIN20' ? 0.8 : coupon === 'BAHAR25' ? 0.75 : 1;
      return {
        organizationId: orgId(c),
        billingType,
        userCount: n,
        amountKurus: Math.round(n * perUser * discount),
        couponId: coupon ? couponId(coupon) : null,
        provider: 'iyzico',
        providerReference: `demo-${c.subdomain}-${date.getTime()}`,
        paidById: adminOf(ci).id,
        createdAt: date,
      };
    };
    if (c.plan.kind === 'yearly') rows.push(row(paidOn(0), 'yearly', OLD_PRICE.yearlyPriceKurus, null));
    if (c.plan.kind === 'monthly')
      for (let m = 0; m < c.plan.paidMonths; m++)
        rows.push(row(paidOn(m), 'monthly', OLD_PRICE.monthlyPriceKurus, m < 3 ? 'HOSGELDIN20' : null));
    if (c.plan.kind === 'cancelled') rows.push(row(paidOn(0), 'monthly', CURRENT_PRICE.monthlyPriceKurus, 'BAHAR25'));
  });
  return rows;
}

/** The price history, unless prices exist already (they outlive the demo's refresh). Returns the current price's id when it wrote. */
export async function writeDemoPrices(tx: Transaction, operatorId: string | null, now: number): Promise<string | null> {
  const [priceCount] = await tx.select({ n: count() }).from(prices);
  if (priceCount!.n > 0) return null;
  await tx.insert(prices).values({ ...OLD_PRICE, updatedByOperatorId: operatorId, createdAt: at(now, 330) });
  const [current] = await tx
    .insert(prices)
    .values({ ...CURRENT_PRICE, updatedByOperatorId: operatorId, createdAt: at(now, PRICE_CHANGED_DAYS_AGO) })
    .returning({ id: prices.id });
  return current!.id;
}
