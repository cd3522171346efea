import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, payments } from '../../db/schema';
import { createOperator, createOrganization, TEST_PASSWORD } from '../../../test/factories';
import { operatorHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { billingMetrics } from './billing-metrics';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const NOW = new Date('2026-11-20T09:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

async function paid(
  organizationId: string,
  billingType: 'monthly' | 'yearly',
  amountKurus: number,
  start: number,
  end: number,
  kind: 'CHECKOUT' | 'RENEWAL' = 'CHECKOUT',
) {
  await ctx.handle.db.insert(payments).values({
    organizationId,
    billingType,
    userCount: 1,
    amountKurus,
    provider: 'demo',
    status: 'SUCCEEDED',
    kind,
    periodStart: at(start),
    periodEnd: at(end),
    createdAt: at(start),
  });
}

describe('operator billing figures (MRR, trial-to-paid conversion, churn) from payments and billing events', () => {
  it('MRR counts each running paid period per month (yearly / 12); conversion = ever paid / trials; churn = of those paying 30 days ago, the ones that ended since', async () => {
    const db = ctx.handle.db;
    const monthly = await createOrganization(db);
    const yearly = await createOrganization(db);
    const churned = await createOrganization(db);
    await createOrganization(db); // a trial that never paid
    await paid(monthly.id, 'monthly', 20700, -50, -20);
    await paid(monthly.id, 'monthly', 27600, -20, 10, 'RENEWAL');
    await paid(yearly.id, 'yearly', 120000, -100, 265);
    await paid(churned.id, 'monthly', 6900, -45, -15);
    await db.insert(billingEvents).values({ organizationId: churned.id, kind: 'CANCELLED', at: at(-15) });
    // Not paying 30 days ago (its renewal failed at −35, in grace since): its lapse at −28 is not churn of the denominator.
    const lapsed = await createOrganization(db);
    await paid(lapsed.id, 'monthly', 6900, -65, -35);
    await db.insert(billingEvents).values([
      { organizationId: lapsed.id, kind: 'PAYMENT_FAILED', at: at(-35) },
      { organizationId: lapsed.id, kind: 'EXPIRED', at: at(-28) },
    ]);

    const metrics = await billingMetrics(db, NOW);
    expect(metrics.mrrTL).toBe(276 + 100);
    expect(metrics.payingOrganizations).toBe(2);
    expect(metrics.trialOrganizations).toBe(5);
    expect(metrics.paidOrganizations).toBe(4);
    expect(metrics.conversionPercent).toBe(80);
    // Paying at −30: monthly, yearly, churned; of them only `churned` ended since (not `lapsed`).
    expect(metrics.churnPercent).toBe(33.3);
    expect(metrics.churnedLast30Days).toBe(1);
    const november = metrics.series.at(-1)!;
    expect(november).toMatchObject({ month: '2026-11', mrrTL: 376, renewals: 0, churned: 1 });
    const october = metrics.series.at(-2)!;
    // The month's series counts every lapse (a count, not a rate).
    expect(october).toMatchObject({
      month: '2026-10',
      mrrTL: 276 + 100 + 69,
      newPaying: 2,
      renewals: 1,
      failedPayments: 1,
      churned: 1,
    });
  });

  it('is operator-only: an organization host answers 404, the operator 200', async () => {
    const operator = await createOperator(ctx.handle.db);
    const login = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username: operator.username, password: TEST_PASSWORD },
    });
    const response = await request(ctx.app, operatorHost, 'GET', '/api/superadmin/billing/metrics', {
      token: login.json().token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().series).toHaveLength(12);
    expect(
      (await request(ctx.app, operatorHost, 'GET', '/api/super-admin/billing/metrics', { token: login.json().token }))
        .statusCode,
    ).toBe(200);
    expect((await request(ctx.app, operatorHost, 'GET', '/api/superadmin/billing/metrics')).statusCode).toBe(401);
  });
});
