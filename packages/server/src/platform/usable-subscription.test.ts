import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, subscriptions } from '../db/schema';
import { createOrganization } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { findOrganizationBySubdomain, hasUsableSubscription, usableSubscriptionSql } from './tenancy';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const NOW = new Date('2031-05-10T09:30:00Z');
const DAY = 86_400_000;
const days = (n: number) => new Date(NOW.getTime() + n * DAY);

async function usableInSql(organizationId: string) {
  const [row] = await ctx.handle.db
    .select({ usable: usableSubscriptionSql(NOW).mapWith(Boolean) })
    .from(organizations)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return row!.usable;
}

type SubscriptionValues = Partial<typeof subscriptions.$inferInsert>;
const cases: [string, SubscriptionValues, boolean][] = [
  ['a running trial', { status: 'TRIAL', trialEndsAt: days(3) }, true],
  ['a trial that ended', { status: 'TRIAL', trialEndsAt: days(-1) }, false],
  ['a paid period running', { status: 'ACTIVE', currentPeriodEndsAt: days(20) }, true],
  ['a paid period without an end', { status: 'ACTIVE', currentPeriodEndsAt: null }, true],
  ['a period ended, its renewal due', { status: 'ACTIVE', currentPeriodEndsAt: days(-1) }, true],
  [
    'a cancelled plan still in its period',
    { status: 'ACTIVE', currentPeriodEndsAt: days(5), cancelAtPeriodEnd: true },
    true,
  ],
  [
    'a cancelled plan past its period',
    { status: 'ACTIVE', currentPeriodEndsAt: days(-1), cancelAtPeriodEnd: true },
    false,
  ],
  ['a failed renewal in its grace', { status: 'ACTIVE', currentPeriodEndsAt: days(-2), graceEndsAt: days(5) }, true],
  [
    'a failed renewal past its grace',
    { status: 'ACTIVE', currentPeriodEndsAt: days(-9), graceEndsAt: days(-2) },
    false,
  ],
  ['a CANCELLED subscription', { status: 'CANCELLED', currentPeriodEndsAt: days(-40) }, false],
];

describe('one rule for a usable subscription (402 otherwise): hasUsableSubscription and its SQL twin agree', () => {
  it.each(cases)('%s', async (_name, values, usable) => {
    const db = ctx.handle.db;
    const org = await createOrganization(db, { trialEndsAt: days(-30) });
    await db.update(subscriptions).set(values).where(eq(subscriptions.organizationId, org.id));
    const organization = (await findOrganizationBySubdomain(db, org.subdomain))!;
    expect(hasUsableSubscription(organization, NOW)).toBe(usable);
    expect(await usableInSql(org.id)).toBe(usable);
  });

  it('an organization without a subscription row is not usable, in both', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db);
    await db.delete(subscriptions).where(eq(subscriptions.organizationId, org.id));
    expect(hasUsableSubscription((await findOrganizationBySubdomain(db, org.subdomain))!, NOW)).toBe(false);
    expect(await usableInSql(org.id)).toBe(false);
  });
});
