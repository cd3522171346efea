import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { recordAudit } from '../../platform/audit';

let ctx: TestContext;
let operatorToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const operator = await createOperator(ctx.handle.db, 'denetim-ad-op');
  operatorToken = (
    await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username: operator.username, password: TEST_PASSWORD },
    })
  ).json().token;
});
afterAll(() => ctx.close());

describe('the audit log shows names, not ids or roles (issue 21, item 3)', () => {
  it('who acted and on whom come by name, read with the log, for the admin and the operator alike', async () => {
    const org = await createOrganization(ctx.handle.db, { name: 'Adlı Kayıt A.Ş.' });
    const admin = await createUser(ctx.handle.db, org.id, {
      role: 'ADMIN',
      firstName: 'Gülşen',
      lastName: 'Korkmazoğlu',
    });
    const employee = await createUser(ctx.handle.db, org.id, {
      role: 'EMPLOYEE',
      firstName: 'Hüsnü',
      lastName: 'Çakıroğlu',
    });
    const token = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
    expect(
      (await request(ctx.app, orgHost(org.subdomain), 'DELETE', `/api/admin/users/${employee.id}`, { token }))
        .statusCode,
    ).toBe(200);

    const [own] = (await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/admin/audit', { token })).json().entries;
    expect(own).toMatchObject({
      action: 'staff.deactivate',
      actorLabel: 'ADMIN',
      actorName: 'Gülşen Korkmazoğlu',
      targetType: 'user',
      targetName: 'Hüsnü Çakıroğlu',
    });
    const operatorView = (
      await request(ctx.app, operatorHost, 'GET', `/api/superadmin/audit?organizationId=${org.id}`, {
        token: operatorToken,
      })
    ).json().entries;
    expect(operatorView[0]).toMatchObject({ actorName: 'Gülşen Korkmazoğlu', targetName: 'Hüsnü Çakıroğlu' });
  });

  it('a name is looked up only inside the entry’s own organization; an unknown or erased one is null, never another company’s person', async () => {
    const a = await createOrganization(ctx.handle.db, { name: 'A Kayıt' });
    const b = await createOrganization(ctx.handle.db, { name: 'B Kayıt' });
    const adminA = await createUser(ctx.handle.db, a.id, { role: 'ADMIN', firstName: 'Ayla', lastName: 'Ak' });
    const personOfB = await createUser(ctx.handle.db, b.id, { role: 'EMPLOYEE', firstName: 'Bora', lastName: 'Bey' });
    const actor = { kind: 'USER' as const, id: personOfB.id, label: 'EMPLOYEE', ipAddress: null };
    await recordAudit(ctx.handle.db, actor, {
      action: 'staff.deactivate',
      organizationId: a.id,
      targetType: 'user',
      targetId: personOfB.id,
    });
    const token = await loginAs(ctx.app, a.subdomain, adminA.email, TEST_PASSWORD);
    const [entry] = (await request(ctx.app, orgHost(a.subdomain), 'GET', '/api/admin/audit', { token })).json().entries;
    expect(entry).toMatchObject({ actorLabel: 'EMPLOYEE', actorName: null, targetName: null });
    expect(JSON.stringify(entry)).not.toContain('Bora');
  });

  it('a coupon entry names its code', async () => {
    const created = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/coupons', {
      token: operatorToken,
      body: { code: 'ADLIKUPON', startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    expect(created.statusCode).toBeLessThan(300);
    const entries = (
      await request(ctx.app, operatorHost, 'GET', '/api/superadmin/audit?action=coupon.create', {
        token: operatorToken,
      })
    ).json().entries;
    expect(entries.map((e: { targetName: string | null }) => e.targetName)).toContain('ADLIKUPON');
  });
});
