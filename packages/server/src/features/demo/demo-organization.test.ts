import { addDays, compareDates, countHourlyLeave, countLeaveDays } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  billingEvents,
  coupons,
  invitations,
  operators,
  organizations,
  payments,
  subscriptions,
  teams,
} from '../../db/schema';
import { loginAs, operatorHost, orgHost, request } from '../../../test/http';
import { DEMO_BILLING_ADMIN_EMAIL, DEMO_BILLING_COUPON, DEMO_BILLING_SUBDOMAIN } from './demo-billing';
import { DEMO_INVITEE, DEMO_PEOPLE, DEMO_REFRESH_DAYS, ensureDemoData } from './demo-organization';
import { DEMO_LEAVER } from './demo-termination';
import {
  ctx,
  first,
  host,
  ledger,
  logins,
  people,
  personOf,
  requests,
  sum,
  today,
  useDemoOrganization,
} from './demo-organization-fixture';

useDemoOrganization();

describe('demo data of the embedded default', () => {
  it('creates the demo organization with an admin, two managers (Teknoloji, Lojistik) and four employees (and one who left)', async () => {
    expect(first).toBe('created');
    const staying = people.filter((p) => p.email !== DEMO_LEAVER.email);
    expect(people.filter((p) => p.email === DEMO_LEAVER.email && !p.isActive)).toHaveLength(1);
    expect(staying.map((p) => p.role).sort()).toEqual([
      'ADMIN',
      'EMPLOYEE',
      'EMPLOYEE',
      'EMPLOYEE',
      'EMPLOYEE',
      'MANAGER',
      'MANAGER',
    ]);
    expect(new Set(staying.map((p) => p.startDate)).size).toBe(DEMO_PEOPLE.length);
    expect(await ctx.handle.db.select().from(operators).where(eq(operators.username, 'operator'))).toHaveLength(1);
  });

  it('issue 23 item 1: each department of the demo is a team, its people and its invitee on it, the department its name', async () => {
    const demoTeams = await ctx.handle.db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.organizationId, people[0]!.organizationId));
    expect(demoTeams.map((t) => t.name).sort()).toEqual([...new Set(DEMO_PEOPLE.map((p) => p.department!))].sort());
    const nameOf = new Map(demoTeams.map((t) => [t.id, t.name]));
    for (const person of people) expect(nameOf.get(person.teamId!)).toBe(person.department);
    const [invitee] = await ctx.handle.db.select().from(invitations).where(eq(invitations.email, DEMO_INVITEE.email));
    expect(nameOf.get(invitee!.teamId!)).toBe(DEMO_INVITEE.department);
  });

  it('the printed logins work', async () => {
    for (const person of DEMO_PEOPLE)
      expect(await loginAs(ctx.app, 'demo', person.email, logins.peoplePassword)).toBeTruthy();
    const operator = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', { body: logins.operator });
    expect(operator.statusCode).toBe(200);
  });

  it('gives the 50-year-old warehouse keeper the art. 53 age minimum and 15+ years band: every grant of his is 26 days', async () => {
    const burak = people.find((p) => p.firstName === 'Burak')!;
    const grants = ledger.filter((e) => e.userId === burak.id && e.kind === 'GRANT');
    expect(grants.length).toBeGreaterThan(0);
    for (const grant of grants) expect(grant.days).toBe(26);
  });
});

describe('demo leave history obeys the ledger (product §D4)', () => {
  it('an APPROVED annual request’s ledger entries sum to minus its days; REJECTED, CANCELLED, PENDING and non-annual ones sum to 0', () => {
    expect(requests.length).toBeGreaterThan(20);
    for (const leave of requests) {
      const own = sum(ledger.filter((e) => e.leaveRequestId === leave.id).map((e) => e.days));
      const expected = leave.status === 'APPROVED' && leave.leaveType === 'annual_paid' ? -leave.days : 0;
      expect(own, `${leave.leaveType} ${leave.status} ${leave.startDate}`).toBe(expected);
    }
  });

  it('every person’s balance on /auth/me (annualLeaveDays - usedLeaveDays) and on /ledger/me equals the sum of their ledger, and the running balance never goes below zero', async () => {
    for (const person of DEMO_PEOPLE) {
      const token = await loginAs(ctx.app, 'demo', person.email, logins.peoplePassword);
      const user = people.find((p) => p.email === person.email)!;
      const ledgerSum = sum(ledger.filter((e) => e.userId === user.id).map((e) => e.days));
      const me = (await request(ctx.app, host, 'GET', '/api/auth/me', { token })).json().user;
      expect(me.annualLeaveDays - me.usedLeaveDays, person.email).toBe(ledgerSum);
      const own = (await request(ctx.app, host, 'GET', '/api/ledger/me', { token })).json();
      expect(own.remaining).toBe(ledgerSum);
      expect(ledgerSum).toBeGreaterThanOrEqual(0);
      for (const entry of own.entries)
        expect(entry.runningBalance, `${person.email} ${entry.effectiveDate}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('every request’s day count is the organization’s count for its dates (Monday-Friday, holidays out); an hourly one’s, its minutes', () => {
    for (const leave of requests) {
      // Hourly leave (docs/decisions/015): 0 days, its minutes on each working day.
      if (leave.minutesPerDay !== null) {
        const count = countHourlyLeave({ ...leave, minutesPerDay: leave.minutesPerDay, workingDays: [1, 2, 3, 4, 5] });
        expect([leave.days, leave.minutes]).toEqual([0, count.minutes]);
        continue;
      }
      expect(leave.days).toBe(
        countLeaveDays({ startDate: leave.startDate, endDate: leave.endDate, workingDays: [1, 2, 3, 4, 5] }).days,
      );
      expect(leave.days).toBeGreaterThan(0);
    }
  });

  it('no two PENDING or APPROVED requests of one person overlap (product §D4)', () => {
    const live = requests.filter((r) => r.status === 'PENDING' || r.status === 'APPROVED');
    for (const a of live) {
      for (const b of live) {
        if (a.id === b.id || a.userId !== b.userId) continue;
        const overlap = compareDates(a.startDate, b.endDate) <= 0 && compareDates(b.startDate, a.endDate) <= 0;
        expect(overlap, `${a.startDate}..${a.endDate} and ${b.startDate}..${b.endDate}`).toBe(false);
      }
    }
  });

  it('no request starts before its person’s start date, and none lies more than a year back', () => {
    for (const leave of requests) {
      expect(compareDates(leave.startDate, personOf(leave.userId).startDate!)).toBeGreaterThanOrEqual(0);
      expect(compareDates(leave.startDate, addDays(today, -366))).toBeGreaterThanOrEqual(0);
    }
  });

  it('lists read naturally: each request was asked before it was decided, and nothing happened in the future', () => {
    const now = Date.now() + 1000;
    for (const leave of requests) {
      expect(leave.createdAt.getTime()).toBeLessThanOrEqual(now);
      if (leave.status === 'PENDING') expect(leave.decidedAt).toBeNull();
      else expect(leave.decidedAt!.getTime()).toBeGreaterThanOrEqual(leave.createdAt.getTime());
      if (leave.decidedAt) expect(leave.decidedAt.getTime()).toBeLessThanOrEqual(now);
    }
  });
});

describe('the paying demo organization (demo-billing.ts, issue 13)', () => {
  const billingOrg = async () =>
    (await ctx.handle.db.select().from(organizations).where(eq(organizations.subdomain, DEMO_BILLING_SUBDOMAIN)))[0]!;

  it('pays monthly for a year: ACTIVE with a running period, one coupon use, one failed renewal charged again the next day; the demo company stays on its trial', async () => {
    const db = ctx.handle.db;
    const org = await billingOrg();
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, org.id));
    expect(subscription).toMatchObject({
      status: 'ACTIVE',
      billingType: 'monthly',
      pricePerUserKurus: 6900,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
    });
    expect(subscription!.currentPeriodEndsAt!.getTime()).toBeGreaterThan(Date.now());
    const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    const [demoSubscription] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, demo!.id));
    expect(demoSubscription!.status).toBe('TRIAL');
    const paid = await db.select().from(payments).where(eq(payments.organizationId, org.id));
    const succeeded = paid.filter((p) => p.status === 'SUCCEEDED');
    expect(succeeded.length).toBeGreaterThanOrEqual(11);
    expect(succeeded.every((p) => p.periodEnd! <= new Date(Date.now() + 32 * 86_400_000))).toBe(true);
    const failed = paid.filter((p) => p.status === 'FAILED');
    expect(failed).toHaveLength(1);
    const retried = succeeded.find((p) => p.renewalKey === failed[0]!.renewalKey)!;
    expect(retried.createdAt.getTime() - failed[0]!.createdAt.getTime()).toBe(86_400_000);
    expect(succeeded.filter((p) => p.discountPercent === 25)).toHaveLength(3);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, DEMO_BILLING_COUPON));
    expect(coupon!.usageCount).toBe(1);
    const kinds = (await db.select().from(billingEvents).where(eq(billingEvents.organizationId, org.id))).map(
      (e) => e.kind,
    );
    expect(
      kinds.filter((k) => k === 'TRIAL_STARTED' || k === 'PAYMENT_SUCCEEDED' || k === 'PAYMENT_FAILED'),
    ).toHaveLength(3);
    expect(kinds.filter((k) => k === 'RENEWED').length).toBe(succeeded.filter((p) => p.kind !== 'SEATS').length - 1);
    // Issue 20: the sixth person joined during the running period, one prorated seat charge; paid seats = active people.
    const seats = succeeded.filter((p) => p.kind === 'SEATS');
    expect(seats).toMatchObject([{ userCount: 1, listPriceKurus: 6900 }]);
    expect(seats[0]!.amountKurus).toBeLessThanOrEqual(6900);
    expect(subscription!.paidSeats).toBe(6);
  });

  it('its admin logs in with the demo password and sees the history; the operator’s MRR and conversion have something to draw', async () => {
    const token = await loginAs(ctx.app, DEMO_BILLING_SUBDOMAIN, DEMO_BILLING_ADMIN_EMAIL, logins.payingPeoplePassword);
    const summary = (
      await request(ctx.app, orgHost(DEMO_BILLING_SUBDOMAIN), 'GET', '/api/billing/summary', { token })
    ).json();
    expect(summary.subscription.state).toBe('ACTIVE');
    expect(summary.seats).toEqual({ paid: 6, inUse: 6 });
    expect(summary.payments.length).toBeGreaterThanOrEqual(12);
    const operator = (
      await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', { body: logins.operator })
    ).json().token;
    const metrics = (
      await request(ctx.app, operatorHost, 'GET', '/api/superadmin/billing/metrics', { token: operator })
    ).json();
    expect(metrics.mrrTL).toBe(414);
    expect(metrics.conversionPercent).toBeGreaterThan(0);
    expect(metrics.series).toHaveLength(12);
    expect(metrics.series.filter((m: { revenueTL: number }) => m.revenueTL > 0).length).toBeGreaterThanOrEqual(11);
  });

  it(`is written once, and anew (never twice) once ${DEMO_REFRESH_DAYS} days old; its coupon still counts one use`, async () => {
    const db = ctx.handle.db;
    const before = await billingOrg();
    await ensureDemoData(db, ctx.app.config);
    expect((await billingOrg()).id).toBe(before.id);
    await db
      .update(organizations)
      .set({ createdAt: new Date(Date.now() - (DEMO_REFRESH_DAYS + 1) * 86_400_000) })
      .where(eq(organizations.id, before.id));
    await ensureDemoData(db, ctx.app.config);
    const after = await billingOrg();
    expect(after.id).not.toBe(before.id);
    expect(
      await db.select().from(organizations).where(eq(organizations.subdomain, DEMO_BILLING_SUBDOMAIN)),
    ).toHaveLength(1);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, DEMO_BILLING_COUPON));
    expect(coupon!.usageCount).toBe(1);
  });
});

describe('issue 24 item 2: the demo shows a split annual leave (4857 md. 56)', () => {
  it('an approved annual leave that splits its service year has the agreement recorded, and its ledger line names its part and the agreement', () => {
    const splits = requests.filter((r) => r.leaveType === 'annual_paid' && r.status === 'APPROVED' && r.splitAgreedAt);
    expect(splits.length).toBeGreaterThan(0);
    const lines = ledger.filter((e) => e.kind === 'USAGE' && splits.some((s) => s.id === e.leaveRequestId));
    expect(lines.some((e) => /hizmet yılı yıllık izninin \d\. bölümü .*bölerek kullanım onayı/.test(e.reason))).toBe(
      true,
    );
  });
});
