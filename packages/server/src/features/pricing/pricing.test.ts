import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices } from '../../db/schema';
import { createOrganization } from '../../../test/factories';
import { mainHost, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

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
    await ctx.handle.db.insert(prices).values({ monthlyPriceKurus: 7450, yearlyPriceKurus: 80000, createdAt: new Date(Date.now() - 60_000) });
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
