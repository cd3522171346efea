import { addDays, istanbulToday } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';

const m = messages.coupon;
let ctx: TestContext;
const tokens = { operator: '', admin: '' };
let subdomain = '';

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const org = await createOrganization(db);
  subdomain = org.subdomain;
  const admin = await createUser(db, org.id, { role: 'ADMIN' });
  tokens.admin = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  const operator = await createOperator(db);
  tokens.operator = (
    await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username: operator.username, password: TEST_PASSWORD },
    })
  ).json().token;
});
afterAll(() => ctx.close());

const op = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  request(ctx.app, operatorHost, method, url, { token: tokens.operator, body });
const valid = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  ...extra,
});
const create = async (code: string, extra: Record<string, unknown> = {}) =>
  (await op('POST', '/api/superadmin/coupons', valid(code, extra))).json().coupon;

describe('coupons: operator only', () => {
  it('every call refuses no session and an organization admin’s token (401), and the operator on an organization host (404)', async () => {
    const coupon = await create('ERISIM-1');
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['GET', '/api/superadmin/coupons', undefined],
      ['POST', '/api/superadmin/coupons', valid('ERISIM-2')],
      ['PUT', `/api/superadmin/coupons/${coupon.id}`, valid('ERISIM-1')],
      ['PUT', `/api/superadmin/coupons/${coupon.id}/toggle`, {}],
      ['DELETE', `/api/superadmin/coupons/${coupon.id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await request(ctx.app, operatorHost, method, url, { body })).statusCode, url).toBe(401);
      expect((await request(ctx.app, operatorHost, method, url, { token: tokens.admin, body })).statusCode, url).toBe(
        401,
      );
      expect(
        (await request(ctx.app, orgHost(subdomain), method, url, { token: tokens.operator, body })).statusCode,
        url,
      ).toBe(404);
    }
    expect(await ctx.handle.db.select().from(coupons).where(eq(coupons.code, 'ERISIM-2'))).toEqual([]);
  });

  it('the spec’s /api/super-admin/coupons spelling reaches the same route', async () => {
    const response = await request(ctx.app, operatorHost, 'GET', '/api/super-admin/coupons', {
      token: tokens.operator,
    });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().coupons)).toBe(true);
  });
});

describe('coupon rules (product §5)', () => {
  it('defaults are 10 percent, 1 month, monthly, active; the code is upper-cased; audited', async () => {
    const response = await op('POST', '/api/superadmin/coupons', valid('  yaz-2026 '));
    expect(response.statusCode).toBe(201);
    const { coupon } = response.json();
    expect(coupon).toMatchObject({
      code: 'YAZ-2026',
      discountPercent: 10,
      durationMonths: 1,
      billingType: 'monthly',
      isActive: true,
      usageCount: 0,
      description: null,
    });
    const [audit] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, coupon.id));
    expect(audit).toMatchObject({ action: 'coupon.create', actorKind: 'OPERATOR' });
  });

  it('code, start and end are required, with the spec’s message', async () => {
    for (const body of [
      { startDate: '2026-01-01', endDate: '2026-02-01' },
      { code: 'KOD1', endDate: '2026-02-01' },
      { code: 'KOD1', startDate: '2026-01-01' },
      valid(''),
    ]) {
      const response = await op('POST', '/api/superadmin/coupons', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(m.required);
    }
  });

  it('a code is ASCII letters, digits, - and _ (3 to 40): Turkish letters and spaces are refused', async () => {
    for (const code of ['İNDİRİM', 'yüzde10', 'İKİ KELİME', 'AB', 'A'.repeat(41)]) {
      const response = await op('POST', '/api/superadmin/coupons', valid(code));
      expect(response.statusCode, code).toBe(400);
      expect(response.json().message).toBe(m.codeInvalid);
    }
  });

  it('a code is unique regardless of case (409), on create and on edit', async () => {
    await create('TEKIL');
    const again = await op('POST', '/api/superadmin/coupons', valid('tekil'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.codeTaken);
    const other = await create('DIGER');
    const edit = await op('PUT', `/api/superadmin/coupons/${other.id}`, valid('TEKIL'));
    expect(edit.statusCode).toBe(409);
  });

  it('a code is unique even when two operators save it at once: one 201, the other a Turkish 409', async () => {
    const results = await Promise.all([1, 2].map(() => op('POST', '/api/superadmin/coupons', valid('AYNI-ANDA'))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(m.codeTaken);
  });

  it('discount 1..100, duration ≥ 1 month, billing type monthly or yearly, end not before start', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ discountPercent: 0 }, m.discountRange],
      [{ discountPercent: 101 }, m.discountRange],
      [{ discountPercent: 12.5 }, m.discountRange],
      [{ durationMonths: 0 }, m.durationRange],
      [{ billingType: 'weekly' }, m.billingType],
      [{ startDate: '2026-05-02', endDate: '2026-05-01' }, m.endBeforeStart],
    ];
    for (const [extra, message] of cases) {
      const response = await op('POST', '/api/superadmin/coupons', valid('ARALIK', extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(
      (
        await op(
          'POST',
          '/api/superadmin/coupons',
          valid('UCLAR', {
            discountPercent: 100,
            durationMonths: 12,
            billingType: 'yearly',
            startDate: '2026-05-01',
            endDate: '2026-05-01',
          }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('the inline edit saves the whole row; toggle flips active', async () => {
    const coupon = await create('DUZENLE');
    const edited = await op(
      'PUT',
      `/api/superadmin/coupons/${coupon.id}`,
      valid('duzenle-2', { discountPercent: 25, description: 'Bahar kampanyası', isActive: false }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().coupon).toMatchObject({
      code: 'DUZENLE-2',
      discountPercent: 25,
      description: 'Bahar kampanyası',
      isActive: false,
    });
    const toggled = await op('PUT', `/api/superadmin/coupons/${coupon.id}/toggle`, {});
    expect(toggled.json().coupon.isActive).toBe(true);
    const list = (await op('GET', '/api/superadmin/coupons')).json().coupons;
    expect(list.find((c: { id: string }) => c.id === coupon.id)).toMatchObject({ code: 'DUZENLE-2', isActive: true });
  });

  it('a coupon that has been used (usageCount > 0) cannot be deleted (409); an unused one can', async () => {
    const used = await create('KULLANILDI');
    await ctx.handle.db.update(coupons).set({ usageCount: 1 }).where(eq(coupons.id, used.id));
    const refused = await op('DELETE', `/api/superadmin/coupons/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.used);
    expect(await ctx.handle.db.select().from(coupons).where(eq(coupons.id, used.id))).toHaveLength(1);
    const unused = await create('KULLANILMADI');
    expect((await op('DELETE', `/api/superadmin/coupons/${unused.id}`)).statusCode).toBe(200);
    expect(await ctx.handle.db.select().from(coupons).where(eq(coupons.id, unused.id))).toEqual([]);
    expect((await op('DELETE', `/api/superadmin/coupons/${unused.id}`)).statusCode).toBe(404);
  });

  it('each coupon carries its state by the rule checkout uses: expired "EXPIRED", not started "NOT_STARTED", switched off "INACTIVE" (issue 21), and payment refuses exactly those', async () => {
    const today = istanbulToday(new Date());
    await create('DURUM-SURESI-DOLDU', { startDate: addDays(today, -60), endDate: addDays(today, -1) });
    await create('DURUM-BASLAMADI', { startDate: addDays(today, 1), endDate: addDays(today, 30) });
    await create('DURUM-PASIF', { startDate: addDays(today, -1), endDate: addDays(today, 30), isActive: false });
    await create('DURUM-AKTIF', { startDate: today, endDate: today });
    const list = (await op('GET', '/api/superadmin/coupons')).json().coupons as Array<{
      code: string;
      state: string;
      isActive: boolean;
    }>;
    const state = (code: string) => list.find((c) => c.code === code)!.state;
    expect([state('DURUM-SURESI-DOLDU'), state('DURUM-BASLAMADI'), state('DURUM-PASIF'), state('DURUM-AKTIF')]).toEqual(
      ['EXPIRED', 'NOT_STARTED', 'INACTIVE', 'ACTIVE'],
    );
    expect(list.find((c) => c.code === 'DURUM-SURESI-DOLDU')!.isActive).toBe(true);

    const quote = (couponCode: string) =>
      request(ctx.app, orgHost(subdomain), 'POST', '/api/billing/quote', {
        token: tokens.admin,
        body: { billingType: 'monthly', couponCode },
      });
    const refusals = {
      'DURUM-SURESI-DOLDU': messages.billing.couponExpired,
      'DURUM-BASLAMADI': messages.billing.couponNotStarted,
      'DURUM-PASIF': messages.billing.couponInactive,
    };
    for (const [code, message] of Object.entries(refusals)) {
      const response = await quote(code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().message, code).toBe(message);
    }
    expect((await quote('DURUM-AKTIF')).statusCode).toBe(200);
  });
});
