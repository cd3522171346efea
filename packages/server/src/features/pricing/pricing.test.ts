import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog, prices, subscriptions } from '../../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, mainHost, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { systemActor } from '../../platform/audit';
import { setPrice } from './set-price';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/pricing/current', () => {
  it('answers the spec defaults (69 TL monthly, 708 TL yearly) when no price was ever set', async () => {
    const response = await request(ctx.app, mainHost, 'GET', '/api/pricing/current');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ monthlyPriceTL: 69, yearlyPriceTL: 708 });
  });

  it('answers the newest price row, converted from kuruş to lira, on main and organization hosts', async () => {
    await ctx.handle.db
      .insert(prices)
      .values({ monthlyPriceKurus: 7450, yearlyPriceKurus: 80000, createdAt: new Date(Date.now() - 60_000) });
    await ctx.handle.db.insert(prices).values({ monthlyPriceKurus: 7990, yearlyPriceKurus: null });
    const main = await request(ctx.app, mainHost, 'GET', '/api/pricing/current');
    expect(main.json()).toEqual({ monthlyPriceTL: 79.9, yearlyPriceTL: null });
    const org = await createOrganization(ctx.handle.db);
    const onOrg = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/pricing/current');
    expect(onOrg.statusCode).toBe(200);
    expect(onOrg.json().monthlyPriceTL).toBe(79.9);
  });

  it('is not served on the operator host', async () => {
    const response = await request(ctx.app, operatorHost, 'GET', '/api/pricing/current');
    expect(response.statusCode).toBe(404);
  });
});

describe('operator pricing (product §3, §D7: kuruş on the operator call)', () => {
  let operatorToken = '';
  let adminToken = '';
  let subdomain = '';
  beforeAll(async () => {
    const operator = await createOperator(ctx.handle.db);
    operatorToken = (
      await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
        body: { username: operator.username, password: TEST_PASSWORD },
      })
    ).json().token;
    const org = await createOrganization(ctx.handle.db);
    subdomain = org.subdomain;
    const admin = await createUser(ctx.handle.db, org.id, { role: 'ADMIN' });
    adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  });
  const put = (body: unknown) =>
    request(ctx.app, operatorHost, 'PUT', '/api/superadmin/pricing', { token: operatorToken, body });

  it('GET and PUT are operator only: no session and an organization admin 401, the operator on an organization host 404', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { monthlyPrice: 100, yearlyPrice: null }],
    ] as const) {
      expect((await request(ctx.app, operatorHost, method, '/api/superadmin/pricing', { body })).statusCode).toBe(401);
      expect(
        (await request(ctx.app, operatorHost, method, '/api/superadmin/pricing', { token: adminToken, body }))
          .statusCode,
      ).toBe(401);
      expect(
        (await request(ctx.app, orgHost(subdomain), method, '/api/superadmin/pricing', { token: operatorToken, body }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('money (product §3, §D7, issue 20): PUT and GET speak integer kuruş as monthlyPrice/yearlyPrice, a new history row, and the public /pricing/current answers the same price in TL at once; audited', async () => {
    const rowsBefore = (await ctx.handle.db.select().from(prices)).length;
    const saved = await put({ monthlyPrice: 8990, yearlyPrice: 95000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Fiyatlandırma başarıyla güncellendi');
    expect(saved.json().pricing).toMatchObject({ monthlyPrice: 8990, yearlyPrice: 95000 });
    const [stored] = await ctx.handle.db.select().from(prices).orderBy(desc(prices.createdAt)).limit(1);
    expect(stored).toMatchObject({ monthlyPriceKurus: 8990, yearlyPriceKurus: 95000 });
    expect((await ctx.handle.db.select().from(prices)).length).toBe(rowsBefore + 1);
    const read = (
      await request(ctx.app, operatorHost, 'GET', '/api/superadmin/pricing', { token: operatorToken })
    ).json().pricing;
    expect(read).toMatchObject({ monthlyPrice: 8990, yearlyPrice: 95000 });
    expect(Date.parse(read.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const pub = await request(ctx.app, mainHost, 'GET', '/api/pricing/current');
    expect(pub.json()).toEqual({ monthlyPriceTL: 89.9, yearlyPriceTL: 950 });
    expect(pub.headers['cache-control']).toBe('no-store');
    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pricing.update'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit!.after).toEqual({ monthlyPrice: 8990, yearlyPrice: 95000 });
  });

  it('the yearly price is optional: null or left out means not offered', async () => {
    expect((await put({ monthlyPrice: 7000 })).json().pricing.yearlyPrice).toBeNull();
    expect((await request(ctx.app, mainHost, 'GET', '/api/pricing/current')).json()).toEqual({
      monthlyPriceTL: 70,
      yearlyPriceTL: null,
    });
  });

  it('prices are whole kuruş ≥ 0 (product §3, §5): a fraction of a kuruş, negatives, text and a missing monthly price are Turkish 400s', async () => {
    for (const body of [
      { monthlyPrice: 6900.5 },
      { monthlyPrice: 69.9 },
      { monthlyPrice: -1 },
      { monthlyPrice: '6900' },
      {},
      { monthlyPrice: 6900, yearlyPrice: -5 },
      { monthlyPrice: 1e12 },
    ]) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/fiyat/i);
    }
  });

  it('two saves racing: the one committed last is the current price, though its transaction began first (the history is ordered by insert time under the advisory lock, not by now())', async () => {
    const db = ctx.handle.db;
    const current = async () => (await request(ctx.app, mainHost, 'GET', '/api/pricing/current')).json().monthlyPriceTL;
    // Six operators at once: the newest row by commit order (xmin follows the lock order) is what the site shows.
    const responses = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => put({ monthlyPrice: 10_000 + i, yearlyPrice: null })),
    );
    for (const r of responses) expect(r.statusCode).toBe(200);
    const [lastCommitted] = await db
      .select({ kurus: prices.monthlyPriceKurus })
      .from(prices)
      .orderBy(sql`xmin::text::bigint desc`)
      .limit(1);
    expect(await current()).toBe(lastCommitted!.kurus / 100);

    // The race made certain: a save whose transaction began before another's but took the lock after it.
    // PGlite has one connection, so its transactions run one after another and the other save cannot
    // commit in between: there the early transaction simply saves after it.
    const operatorId = (await createOperator(db)).id;
    const actor = systemActor('pricing-race-test');
    if (process.env.PAYDOS_TEST_DB === 'postgres') {
      await db.transaction(async (early) => {
        await early.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await setPrice(db, actor, operatorId, { monthlyPrice: 20_000 });
        await setPrice(early, actor, operatorId, { monthlyPrice: 30_000 });
      });
    } else {
      await setPrice(db, actor, operatorId, { monthlyPrice: 20_000 });
      await db.transaction(async (early) =>
        setPrice(early as unknown as Database, actor, operatorId, { monthlyPrice: 30_000 }),
      );
    }
    expect(await current()).toBe(300);
  });

  it('a price change never changes an existing subscription’s price per user', async () => {
    const org = await createOrganization(ctx.handle.db);
    await ctx.handle.db
      .update(subscriptions)
      .set({ status: 'ACTIVE', billingType: 'monthly', pricePerUserKurus: 6900 })
      .where(eq(subscriptions.organizationId, org.id));
    await put({ monthlyPrice: 12_900, yearlyPrice: 130_000 });
    const [subscription] = await ctx.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, org.id));
    expect(subscription!.pricePerUserKurus).toBe(6900);
  });
});
