import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { GOOD_CARD, payingSetup } from './billing-test-support';
import { checkout } from './checkout';
import {
  createDemoProvider,
  DEMO_DECLINED_CARD,
  type DemoProviderJournal,
  type PaymentProvider,
} from './payment-provider';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.handle.db;

/**
 * The checkout as the route calls it, through a demo provider that notes the keys and refunds it saw.
 * `together`: the provider answers no charge before that many have been asked (all racers charge
 * before any of them writes, as the 2 s demo delay makes it in production).
 */
async function setup(together = 1) {
  const { org, adminId } = await payingSetup(ctx.app, db());
  const journal: DemoProviderJournal = { chargeKeys: [], refunds: [] };
  const demo = createDemoProvider({ delayMs: 0, journal });
  let release!: () => void;
  const allAsked = new Promise<void>((resolve) => (release = resolve));
  const provider: PaymentProvider = {
    ...demo,
    async charge(request) {
      const result = await demo.charge(request);
      if (journal.chargeKeys.length >= together) release();
      await allAsked;
      return result;
    },
  };
  const actor = { kind: 'USER' as const, id: adminId, label: 'ADMIN', ipAddress: null };
  const pay = (number: string) =>
    checkout(
      db(),
      provider,
      { organizationId: org.id },
      actor,
      { billingType: 'monthly', card: { ...GOOD_CARD, number } },
      () => new Date(),
    );
  return { org, journal, pay };
}

describe('checkout idempotency: one key per attempt (a real provider answers a repeated key with its first answer)', () => {
  it('a retry with another card after a decline uses a different key, so it is charged and not given the cached decline', async () => {
    const { org, journal, pay } = await setup();
    await expect(pay(DEMO_DECLINED_CARD)).rejects.toMatchObject({ status: 402 });
    await expect(pay(GOOD_CARD.number)).resolves.toMatchObject({ paymentId: expect.any(String) });
    expect(journal.chargeKeys).toHaveLength(2);
    expect(new Set(journal.chargeKeys).size).toBe(2);
    for (const key of journal.chargeKeys) expect(key).toMatch(new RegExp(`^checkout:${org.id}:[0-9a-f-]{36}$`));
    const statuses = await db()
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.organizationId, org.id));
    expect(statuses.map((p) => p.status).sort()).toEqual(['FAILED', 'SUCCEEDED']);
  });

  it('checkouts racing each charge under their own key, and each loser refunds its own charge, never the winner’s', async () => {
    const { org, journal, pay } = await setup(3);
    const results = await Promise.allSettled([pay(GOOD_CARD.number), pay(GOOD_CARD.number), pay(GOOD_CARD.number)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(journal.chargeKeys).toHaveLength(3);
    expect(new Set(journal.chargeKeys).size).toBe(3);
    const [winner] = await db()
      .select({ reference: payments.providerReference })
      .from(payments)
      .where(and(eq(payments.organizationId, org.id), eq(payments.status, 'SUCCEEDED')));
    expect(journal.refunds).toHaveLength(2);
    expect(new Set(journal.refunds).size).toBe(2);
    expect(journal.refunds).not.toContain(winner!.reference);
  });
});
