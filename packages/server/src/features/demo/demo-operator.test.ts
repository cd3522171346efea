import { compareDates, daysBetween, istanbulToday, toIstanbulDate } from '@paydos/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  coupons,
  dataUploads,
  invitations,
  leaveLedgerEntries,
  leaveRequests,
  organizations,
  payments,
  prices,
  subscriptions,
  users,
} from '../../db/schema';
import { mainHost, operatorHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { leaveTotalsByUser } from '../users/user-profile';
import { DEMO_COMPANY_SUBDOMAINS, DEMO_COUPON_CODES } from './demo-operator-companies';
import { readDemoCredentials } from './demo-credentials';
import { DEMO_REFRESH_DAYS, ensureDemoData } from './demo-organization';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ensureDemoData(ctx.handle.db, ctx.app.config);
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function demoCompanies() {
  const db = ctx.handle.db;
  const orgs = await db
    .select({
      id: organizations.id,
      subdomain: organizations.subdomain,
      isActive: organizations.isActive,
      createdAt: organizations.createdAt,
      subscription: subscriptions,
    })
    .from(organizations)
    .innerJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .where(inArray(organizations.subdomain, DEMO_COMPANY_SUBDOMAINS));
  const bySubdomain = (subdomain: string) => orgs.find((o) => o.subdomain === subdomain)!;
  return { orgs, bySubdomain, ids: orgs.map((o) => o.id) };
}

/** Row counts of everything the operator's demo writes. */
async function footprint() {
  const db = ctx.handle.db;
  const { ids } = await demoCompanies();
  const countIn = async (
    table:
      | typeof users
      | typeof leaveRequests
      | typeof leaveLedgerEntries
      | typeof invitations
      | typeof dataUploads
      | typeof payments
      | typeof auditLog,
  ) => (await db.select({ n: count() }).from(table).where(inArray(table.organizationId, ids)))[0]!.n;
  return {
    organizations: ids.length,
    users: await countIn(users),
    leaves: await countIn(leaveRequests),
    ledger: await countIn(leaveLedgerEntries),
    invitations: await countIn(invitations),
    uploads: await countIn(dataUploads),
    payments: await countIn(payments),
    audit: await countIn(auditLog),
    allAudit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
    coupons: (await db.select({ n: count() }).from(coupons))[0]!.n,
    prices: (await db.select({ n: count() }).from(prices))[0]!.n,
  };
}

describe('operator demo data (issue 12 item 9): organizations of different sizes, ages and plans', () => {
  it('six organizations created over the past eleven months, 3 to 38 people each, joined over time, without logins', async () => {
    const { orgs } = await demoCompanies();
    expect(orgs).toHaveLength(DEMO_COMPANY_SUBDOMAINS.length);
    const months = new Set(orgs.map((o) => toIstanbulDate(o.createdAt).slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
    for (const o of orgs) expect(o.createdAt.getTime()).toBeGreaterThan(Date.now() - 366 * DAY);
    const people = await ctx.handle.db
      .select()
      .from(users)
      .where(
        inArray(
          users.organizationId,
          orgs.map((o) => o.id),
        ),
      );
    const sizes = orgs.map((o) => people.filter((p) => p.organizationId === o.id).length).sort((a, b) => a - b);
    expect(sizes[0]).toBe(3);
    expect(sizes.at(-1)).toBeGreaterThanOrEqual(30);
    expect(people.every((p) => p.passwordHash === null)).toBe(true);
    expect(new Set(people.map((p) => toIstanbulDate(p.createdAt).slice(0, 7))).size).toBeGreaterThanOrEqual(8);
    for (const o of orgs) expect(people.filter((p) => p.organizationId === o.id && p.role === 'ADMIN')).toHaveLength(1);
  });

  it('plans: one yearly and one monthly paying (with payments at the price of their purchase), one trial ending in 2 days, one expired trial, one cancelled and suspended', async () => {
    const { bySubdomain } = await demoCompanies();
    const now = Date.now();
    const kuzey = bySubdomain('kuzey-lojistik').subscription;
    expect(kuzey).toMatchObject({ status: 'ACTIVE', billingType: 'yearly', pricePerUserKurus: 4900 });
    expect(kuzey.currentPeriodEndsAt!.getTime()).toBeGreaterThan(now);
    expect(bySubdomain('mavi-yazilim').subscription).toMatchObject({
      status: 'ACTIVE',
      billingType: 'monthly',
      pricePerUserKurus: 5900,
    });
    const ending = bySubdomain('bogazici-danismanlik').subscription;
    expect(ending.status).toBe('TRIAL');
    expect(Math.round((ending.trialEndsAt.getTime() - now) / DAY)).toBe(2);
    const expired = bySubdomain('ege-gida').subscription;
    expect(expired.status).toBe('TRIAL');
    expect(expired.trialEndsAt.getTime()).toBeLessThan(now);
    expect(bySubdomain('anka-mimarlik')).toMatchObject({ isActive: false, subscription: { status: 'CANCELLED' } });
    const paid = await ctx.handle.db
      .select()
      .from(payments)
      .where(inArray(payments.organizationId, [bySubdomain('kuzey-lojistik').id, bySubdomain('mavi-yazilim').id]));
    expect(paid.filter((p) => p.billingType === 'yearly')).toHaveLength(1);
    expect(paid.filter((p) => p.billingType === 'monthly').length).toBeGreaterThanOrEqual(3);
    for (const p of paid) expect(p.amountKurus).toBeGreaterThan(0);
  });

  it('leave spread over the months, and every balance explained by the ledger: an APPROVED annual leave’s entries sum to minus its days, others to 0, no balance below zero', async () => {
    const db = ctx.handle.db;
    const { ids } = await demoCompanies();
    const requests = await db.select().from(leaveRequests).where(inArray(leaveRequests.organizationId, ids));
    const ledger = await db.select().from(leaveLedgerEntries).where(inArray(leaveLedgerEntries.organizationId, ids));
    expect(requests.length).toBeGreaterThan(60);
    expect(new Set(requests.map((r) => r.startDate.slice(0, 7))).size).toBeGreaterThanOrEqual(8);
    for (const status of ['APPROVED', 'PENDING', 'REJECTED'])
      expect(requests.some((r) => r.status === status)).toBe(true);
    for (const r of requests) {
      const own = sum(ledger.filter((e) => e.leaveRequestId === r.id).map((e) => e.days));
      expect(own, `${r.leaveType} ${r.status} ${r.startDate}`).toBe(
        r.status === 'APPROVED' && r.leaveType === 'annual_paid' ? -r.days : 0,
      );
      if (r.status === 'PENDING') expect(compareDates(r.startDate, istanbulToday(new Date()))).toBeGreaterThan(0);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    for (const orgId of ids) {
      const people = await db.select({ id: users.id }).from(users).where(eq(users.organizationId, orgId));
      const totals = await leaveTotalsByUser(
        db,
        { organizationId: orgId },
        people.map((p) => p.id),
      );
      for (const person of people) {
        const own = ledger
          .filter((e) => e.userId === person.id)
          .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || b.days - a.days);
        const approvedAnnual = requests.filter(
          (r) => r.userId === person.id && r.status === 'APPROVED' && r.leaveType === 'annual_paid',
        );
        expect(totals.get(person.id)?.usedLeaveDays ?? 0).toBe(sum(approvedAnnual.map((r) => r.days)));
        let running = 0;
        for (const entry of own) {
          running += entry.days;
          expect(running, `${person.id} ${entry.effectiveDate}`).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('pending invitations, a pending upload and a completed one with notes whose deletion is ~20 days away', async () => {
    const db = ctx.handle.db;
    const { ids } = await demoCompanies();
    expect(await db.select().from(invitations).where(inArray(invitations.organizationId, ids))).toHaveLength(3);
    const uploads = await db.select().from(dataUploads).where(inArray(dataUploads.organizationId, ids));
    expect(uploads.filter((u) => !u.isCompleted)).toHaveLength(1);
    const [done] = uploads.filter((u) => u.isCompleted);
    expect(done!.notes).toBeTruthy();
    // Counted in Istanbul days, as the page says it ("20 gün sonra silinecek"), whatever the hour the test runs.
    expect(daysBetween(istanbulToday(new Date()), toIstanbulDate(done!.scheduledDeleteAt!))).toBe(20);
  });

  it('coupons (one used, one yearly, one inactive) and a price history whose current price is the spec’s 69 TL (708 TL yearly)', async () => {
    const rows = await ctx.handle.db
      .select()
      .from(coupons)
      .where(inArray(coupons.code, [...DEMO_COUPON_CODES]));
    expect(rows).toHaveLength(4);
    expect(rows.some((c) => c.usageCount > 0)).toBe(true);
    expect(rows.some((c) => c.billingType === 'yearly')).toBe(true);
    expect(rows.some((c) => !c.isActive)).toBe(true);
    expect(await ctx.handle.db.select().from(prices)).toHaveLength(2);
    expect((await request(ctx.app, mainHost, 'GET', '/api/pricing/current')).json()).toEqual({
      monthlyPriceTL: 69,
      yearlyPriceTL: 708,
    });
  });

  it('audit entries of operator and admin actions, on the operator’s list: no person’s name stored in them (masked); names only as read live (actorName, targetName; issue 21)', async () => {
    const login = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: readDemoCredentials(ctx.app.config.dataDir)!.operator,
    });
    const list = await request(ctx.app, operatorHost, 'GET', '/api/superadmin/audit?limit=500', {
      token: login.json().token,
    });
    const entries = list.json().entries as {
      actorKind: string;
      action: string;
      actorLabel: string;
      actorName: string | null;
      targetName: string | null;
    }[];
    for (const action of [
      'coupon.create',
      'pricing.update',
      'organization.suspend',
      'upload.complete',
      'user.update',
      'staff.deactivate',
      'policy.update',
      'kvkk.export',
      'ledger.adjust',
    ]) {
      expect(
        entries.some((e) => e.action === action),
        action,
      ).toBe(true);
    }
    expect(entries.some((e) => e.actorKind === 'OPERATOR' && e.actorLabel === 'operator')).toBe(true);
    const { ids } = await demoCompanies();
    const names = await ctx.handle.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(inArray(users.organizationId, ids));
    // The names the list shows are read when it is read (docs/SECURITY.md); what the entry itself holds names nobody.
    const text = JSON.stringify(entries.map(({ actorName: _actor, targetName: _target, ...stored }) => stored));
    expect(entries.some((e) => e.actorName === 'Ayşe Yılmaz')).toBe(true);
    for (const person of names)
      for (const value of [person.email, `${person.firstName} ${person.lastName}`]) expect(text).not.toContain(value);
  });

  it('a second start adds nothing; the weekly refresh writes them anew, once', async () => {
    const db = ctx.handle.db;
    const before = await footprint();
    expect(await ensureDemoData(db, ctx.app.config)).toBe('renewed');
    expect(await footprint()).toEqual(before);
    const { ids: oldIds } = await demoCompanies();
    const [oldDemo] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.subdomain, 'demo'));
    expect(await db.select().from(auditLog).where(eq(auditLog.organizationId, oldDemo!.id))).not.toEqual([]);
    await db
      .update(organizations)
      .set({ createdAt: new Date(Date.now() - DEMO_REFRESH_DAYS * DAY - 3_600_000) })
      .where(eq(organizations.subdomain, 'demo'));
    expect(await ensureDemoData(db, ctx.app.config)).toBe('refreshed');
    const { ids: newIds } = await demoCompanies();
    expect(newIds.some((id) => oldIds.includes(id))).toBe(false);
    // Audit entries have no foreign key: the refresh erases those of the demo organizations it erases.
    expect(
      await db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.organizationId, [...oldIds, oldDemo!.id])),
    ).toEqual([]);
    const after = await footprint();
    expect({ ...after, users: before.users, leaves: before.leaves, ledger: before.ledger }).toEqual(before);
    expect(after.users).toBe(before.users);
    expect(await ensureDemoData(db, ctx.app.config)).toBe('renewed');
    expect(await footprint()).toEqual(after);
  });
});
