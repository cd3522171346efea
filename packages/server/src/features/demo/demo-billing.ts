import {
  billingPeriodEnd,
  compareDates,
  DEFAULT_LEAVE_POLICY,
  istanbulToday,
  prorateSeats,
  quotePlan,
  toIstanbulDate,
  addDays,
} from '@paydos/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  billingEvents,
  couponRedemptions,
  coupons,
  organizations,
  payments,
  storedFiles,
  subscriptions,
  users,
} from '../../db/schema';
import { grantDueAnniversaries } from '../ledger';
import { createEmployee, type NewUser } from '../users';
import { backdateLedgerGrants, storyWrittenOn } from './demo-clock';
import { scopeOfOrganization } from '../../platform/tenant-scope';

/** A second demo organization that pays (issue 13): a year of monthly payments for the operator's MRR and conversion. */
export const DEMO_BILLING_SUBDOMAIN = 'demo-odeme';
export const DEMO_BILLING_ADMIN_EMAIL = 'selin.aydin@demo-odeme.paydos.test';
export const DEMO_BILLING_COUPON = 'ODEMEDEMO25';
const NAME = 'Örnek Ödeme Lojistik A.Ş.';
const DAY_MS = 86_400_000;
const PRICE_KURUS = 6900;
const COUPON_PERCENT = 25;
const COUPON_MONTHS = 3;
/** The renewal that failed and was charged again the next day (months after the first payment). */
const FAILED_RENEWAL_INDEX = 6;
/** Its trial started this many days before the story was written (the refresh reads that day back from its created_at). */
const TRIAL_STARTED_DAYS_AGO = 355;

const PEOPLE: Array<Omit<NewUser, 'passwordHash'>> = [
  {
    email: DEMO_BILLING_ADMIN_EMAIL,
    firstName: 'Selin',
    lastName: 'Aydın',
    role: 'ADMIN',
    position: 'Genel Müdür',
    department: 'Yönetim',
    startDate: '2018-03-12',
  },
  {
    email: 'okan.sahin@demo-odeme.paydos.test',
    firstName: 'Okan',
    lastName: 'Şahin',
    role: 'MANAGER',
    position: 'Operasyon Müdürü',
    department: 'Operasyon',
    startDate: '2019-06-03',
  },
  {
    email: 'irem.kilic@demo-odeme.paydos.test',
    firstName: 'İrem',
    lastName: 'Kılıç',
    role: 'EMPLOYEE',
    position: 'Lojistik Uzmanı',
    department: 'Operasyon',
    startDate: '2021-09-20',
  },
  {
    email: 'gokhan.yurt@demo-odeme.paydos.test',
    firstName: 'Gökhan',
    lastName: 'Yurt',
    role: 'EMPLOYEE',
    position: 'Depo Sorumlusu',
    department: 'Depo',
    startDate: '2020-01-06',
  },
  {
    email: 'cansu.ozer@demo-odeme.paydos.test',
    firstName: 'Cansu',
    lastName: 'Özer',
    role: 'EMPLOYEE',
    position: 'Muhasebe Uzmanı',
    department: 'Finans',
    startDate: '2022-04-18',
  },
  {
    email: 'ufuk.dag@demo-odeme.paydos.test',
    firstName: 'Ufuk',
    lastName: 'Dağ',
    role: 'EMPLOYEE',
    position: 'Sürücü',
    department: 'Operasyon',
    startDate: '2023-02-01',
  },
];

/** Its people's logins (their password is the installation's, demo-credentials.ts). */
export const DEMO_BILLING_EMAILS = PEOPLE.map((person) => person.email);

/**
 * The paying demo organization, following the demo's refresh rule (demo-organization.ts): written
 * on the first start, left alone while its story is younger than `refreshDays`, then erased and
 * written anew for today in one transaction; two instances starting together write it once.
 */
export async function ensureDemoBilling(
  db: Database,
  passwordHash: string,
  refreshDays: number,
  now: Date,
): Promise<void> {
  const today = istanbulToday(now);
  const [existing] = await db
    .select({ id: organizations.id, createdAt: organizations.createdAt })
    .from(organizations)
    .where(eq(organizations.subdomain, DEMO_BILLING_SUBDOMAIN));
  if (
    existing &&
    compareDates(storyWrittenOn(existing.createdAt, TRIAL_STARTED_DAYS_AGO, today), addDays(today, -refreshDays)) > 0
  )
    return;
  await db.transaction(async (tx) => {
    if (existing) {
      const deleted = await tx
        .delete(organizations)
        .where(eq(organizations.id, existing.id))
        .returning({ id: organizations.id });
      if (deleted.length === 0) return;
      await tx.delete(storedFiles).where(eq(storedFiles.organizationId, existing.id));
    }
    await writePayingOrganization(tx, passwordHash, now);
  });
}

async function writePayingOrganization(tx: Transaction, passwordHash: string, now: Date) {
  // It signed up when its trial started (issue 21: the operator's charts see it then, not at start-up).
  const trialStart = new Date(now.getTime() - TRIAL_STARTED_DAYS_AGO * DAY_MS);
  const [organization] = await tx
    .insert(organizations)
    .values({
      name: NAME,
      description: 'Ödeme yapan örnek şirket: bir yıllık abonelik geçmişi',
      subdomain: DEMO_BILLING_SUBDOMAIN,
      address: 'Atatürk Cad. No: 10, Konak, İzmir',
      website: 'https://demo-odeme.paydos.test',
      leavePolicy: DEFAULT_LEAVE_POLICY,
      createdAt: trialStart,
      updatedAt: trialStart,
    })
    .onConflictDoNothing()
    .returning({ id: organizations.id });
  if (!organization) return; // another instance wrote it a moment ago
  const organizationId = organization.id;
  const scope = scopeOfOrganization(organizationId);
  const firstPayment = new Date(now.getTime() - 341 * DAY_MS);
  const today = istanbulToday(now);
  const personIds: string[] = [];
  for (const person of PEOPLE)
    personIds.push(
      (await createEmployee(tx, scope, { ...person, passwordHash }, { joinedOn: addDays(today, -366) })).id,
    );
  // The anniversaries of its year (what the hourly worker would have written, and when).
  await grantDueAnniversaries(tx, { today, organizationId });
  await backdateLedgerGrants(tx, organizationId);

  const [coupon] = await tx
    .insert(coupons)
    .values({
      code: DEMO_BILLING_COUPON,
      discountPercent: COUPON_PERCENT,
      billingType: 'monthly',
      durationMonths: COUPON_MONTHS,
      startDate: toIstanbulDate(trialStart),
      endDate: toIstanbulDate(new Date(firstPayment.getTime() + 30 * DAY_MS)),
      description: 'Demo: ilk üç ay %25 indirim',
    })
    .onConflictDoUpdate({ target: coupons.code, set: { code: DEMO_BILLING_COUPON } })
    .returning({ id: coupons.id });
  const couponId = coupon!.id;
  const discountEndsAt = new Date(
    billingPeriodEnd(billingPeriodEnd(billingPeriodEnd(firstPayment.getTime(), 'monthly'), 'monthly'), 'monthly'),
  );

  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      organizationId,
      status: 'TRIAL',
      trialEndsAt: new Date(trialStart.getTime() + 14 * DAY_MS),
      createdAt: trialStart,
    })
    .returning({ id: subscriptions.id });
  const subscriptionId = subscription!.id;
  await tx.insert(billingEvents).values({ organizationId, subscriptionId, kind: 'TRIAL_STARTED', at: trialStart });

  // Monthly periods from the first payment until the one running today; the team grew from 4 to 6,
  // the last of them joining during the running period (a prorated seat charge, issue 20).
  let periodStart = firstPayment;
  let index = 0;
  let periodEnd = new Date(billingPeriodEnd(periodStart.getTime(), 'monthly'));
  let people = 0;
  const periodStarts: Date[] = [];
  for (;;) {
    periodStarts.push(periodStart);
    const grown = Math.min(PEOPLE.length, 4 + Math.floor(index / 4));
    people = periodEnd > now ? Math.min(grown, PEOPLE.length - 1) : grown;
    const couponPercent = periodStart < discountEndsAt ? COUPON_PERCENT : 0;
    const quote = quotePlan({
      billingType: 'monthly',
      people,
      monthlyPriceKurus: PRICE_KURUS,
      yearlyPriceKurus: null,
      couponPercent,
    })!;
    const base = {
      organizationId,
      billingType: 'monthly' as const,
      userCount: people,
      amountKurus: quote.totalKurus,
      listPriceKurus: PRICE_KURUS,
      discountPercent: couponPercent,
      couponId: couponPercent > 0 ? couponId : null,
      provider: 'demo',
      cardLast4: '4242',
    };
    const kind = index === 0 ? ('CHECKOUT' as const) : ('RENEWAL' as const);
    let paidAt = periodStart;
    if (index === FAILED_RENEWAL_INDEX) {
      const [failed] = await tx
        .insert(payments)
        .values({
          ...base,
          kind,
          status: 'FAILED',
          failureReason: 'card_declined',
          renewalKey: `${subscriptionId}:${periodStart.toISOString()}`,
          createdAt: periodStart,
        })
        .returning({ id: payments.id });
      await tx.insert(billingEvents).values({
        organizationId,
        subscriptionId,
        kind: 'PAYMENT_FAILED',
        billingType: 'monthly',
        amountKurus: quote.totalKurus,
        paymentId: failed!.id,
        at: periodStart,
      });
      paidAt = new Date(periodStart.getTime() + DAY_MS);
    }
    const [paid] = await tx
      .insert(payments)
      .values({
        ...base,
        kind,
        status: 'SUCCEEDED',
        providerReference: `demo_ch_seed_${index}`,
        periodStart,
        periodEnd,
        renewalKey: kind === 'RENEWAL' ? `${subscriptionId}:${periodStart.toISOString()}` : null,
        createdAt: paidAt,
      })
      .returning({ id: payments.id });
    await tx.insert(billingEvents).values({
      organizationId,
      subscriptionId,
      kind: index === 0 ? 'PAYMENT_SUCCEEDED' : 'RENEWED',
      billingType: 'monthly',
      amountKurus: quote.totalKurus,
      paymentId: paid!.id,
      at: paidAt,
    });
    if (index === 0)
      await tx.insert(couponRedemptions).values({ couponId, organizationId, paymentId: paid!.id, createdAt: paidAt });
    if (periodEnd > now) break;
    periodStart = periodEnd;
    periodEnd = new Date(billingPeriodEnd(periodStart.getTime(), 'monthly'));
    index++;
  }
  const seatAt = new Date(
    Math.max(periodStart.getTime(), Math.min(periodStart.getTime() + 5 * DAY_MS, now.getTime() - 3_600_000)),
  );
  await writeSeatCharge(tx, {
    organizationId,
    subscriptionId,
    periodStart,
    periodEnd,
    extraSeats: PEOPLE.length - people,
    at: seatAt,
  });
  // When each person was added: the first four with the trial, the fifth before the period that first
  // paid for five (every fourth renewal the team grew), the sixth with the running period's seat charge.
  const addedAt = (k: number) => {
    if (k < 4) return new Date(trialStart.getTime() + (k * 47 + 20) * 60_000);
    const grewAt = periodStarts[(k - 3) * 4];
    return k === PEOPLE.length - 1 && PEOPLE.length > people
      ? seatAt
      : new Date((grewAt ?? seatAt).getTime() - 2 * DAY_MS);
  };
  for (const [k, id] of personIds.entries())
    await tx
      .update(users)
      .set({ createdAt: addedAt(k), updatedAt: addedAt(k) })
      .where(eq(users.id, id));
  await tx
    .update(subscriptions)
    .set({
      status: 'ACTIVE',
      paidSeats: PEOPLE.length,
      billingType: 'monthly',
      currentPeriodStartsAt: periodStart,
      currentPeriodEndsAt: periodEnd,
      pricePerUserKurus: PRICE_KURUS,
      couponId,
      discountPercent: COUPON_PERCENT,
      discountEndsAt,
      cardToken: 'demo_seed_card',
      cardLast4: '4242',
    })
    .where(eq(subscriptions.id, subscriptionId));
  // The coupon's count is its redemptions (a rewrite removed the old one with the old organization).
  await tx
    .update(coupons)
    .set({
      usageCount: sql`(select count(*) from ${couponRedemptions} where ${couponRedemptions.couponId} = ${couponId})::int`,
    })
    .where(eq(coupons.id, couponId));
}

/** A person activated during the running period beyond its paid seats: the prorated charge, as features/billing/seats.ts writes it. */
async function writeSeatCharge(
  tx: Transaction,
  c: {
    organizationId: string;
    subscriptionId: string;
    periodStart: Date;
    periodEnd: Date;
    extraSeats: number;
    at: Date;
  },
) {
  if (c.extraSeats <= 0) return;
  const p = prorateSeats({
    periodStartMs: c.periodStart.getTime(),
    periodEndMs: c.periodEnd.getTime(),
    atMs: c.at.getTime(),
    unitPriceKurus: PRICE_KURUS,
    extraSeats: c.extraSeats,
  });
  const [paid] = await tx
    .insert(payments)
    .values({
      organizationId: c.organizationId,
      billingType: 'monthly',
      userCount: c.extraSeats,
      amountKurus: p.totalKurus,
      listPriceKurus: PRICE_KURUS,
      provider: 'demo',
      providerReference: 'demo_ch_seed_seats',
      cardLast4: '4242',
      status: 'SUCCEEDED',
      kind: 'SEATS',
      periodStart: c.at,
      periodEnd: c.periodEnd,
      proratedDays: p.daysLeft,
      periodDays: p.periodDays,
      createdAt: c.at,
    })
    .returning({ id: payments.id });
  await tx.insert(billingEvents).values({
    organizationId: c.organizationId,
    subscriptionId: c.subscriptionId,
    kind: 'SEATS_ADDED',
    billingType: 'monthly',
    amountKurus: p.totalKurus,
    paymentId: paid!.id,
    at: c.at,
  });
}
