import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, mainHost, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { MASKED, recordAudit } from '../../platform/audit';

let ctx: TestContext;
let operatorToken: string;
let operatorId: string;

/** One organization with an ADMIN, a MANAGER and an EMPLOYEE, all signed in. */
async function organizationWithStaff(name = 'Denetim Deneme A.Ş.') {
  const org = await createOrganization(ctx.handle.db, { name });
  const admin = await createUser(ctx.handle.db, org.id, {
    role: 'ADMIN',
    firstName: 'Gülşen',
    lastName: 'Korkmazoğlu',
  });
  const manager = await createUser(ctx.handle.db, org.id, { role: 'MANAGER' });
  const employee = await createUser(ctx.handle.db, org.id, {
    role: 'EMPLOYEE',
    firstName: 'Hüsnü',
    lastName: 'Çakıroğlu',
    email: `husnu-${org.subdomain}@ornek.com.tr`,
  });
  const login = (email: string) => loginAs(ctx.app, org.subdomain, email, TEST_PASSWORD);
  return {
    org,
    admin,
    manager,
    employee,
    adminToken: await login(admin.email),
    managerToken: await login(manager.email),
    employeeToken: await login(employee.email),
  };
}

const operatorList = (query = '') =>
  request(ctx.app, operatorHost, 'GET', `/api/superadmin/audit${query}`, { token: operatorToken });
const adminList = (subdomain: string, token: string, query = '') =>
  request(ctx.app, orgHost(subdomain), 'GET', `/api/admin/audit${query}`, { token });

beforeAll(async () => {
  ctx = await createTestApp();
  const operator = await createOperator(ctx.handle.db, 'denetim-op');
  operatorId = operator.id;
  const login = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
    body: { username: operator.username, password: TEST_PASSWORD },
  });
  operatorToken = login.json().token;
});
afterAll(() => ctx.close());

describe('GET /api/superadmin/audit is for the operator only', () => {
  it('no token 401, an organization’s token 401 on the operator host, the operator’s token 404 on an organization’s host', async () => {
    const { org, adminToken } = await organizationWithStaff();
    expect((await request(ctx.app, operatorHost, 'GET', '/api/superadmin/audit')).statusCode).toBe(401);
    expect(
      (await request(ctx.app, operatorHost, 'GET', '/api/superadmin/audit', { token: adminToken })).statusCode,
    ).toBe(401);
    expect(
      (await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/superadmin/audit', { token: operatorToken }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(ctx.app, mainHost, 'GET', '/api/superadmin/audit', { token: operatorToken })).statusCode,
    ).toBe(404);
    expect((await operatorList()).statusCode).toBe(200);
  });
});

describe('GET /api/admin/audit: the organization’s own part, ADMIN only', () => {
  it('MANAGER and EMPLOYEE get 403; the operator’s token on the organization’s host is no user session (401)', async () => {
    const { org, managerToken, employeeToken } = await organizationWithStaff();
    for (const token of [managerToken, employeeToken]) {
      const answer = await adminList(org.subdomain, token);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toBe('Bu işlem için yetkiniz yok.');
    }
    expect(
      (await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/admin/audit', { token: operatorToken })).statusCode,
    ).toBe(401);
  });

  it('another organization’s entries never appear, and the operator’s address and username are not shown to the organization', async () => {
    const a = await organizationWithStaff('A Şirketi');
    const b = await organizationWithStaff('B Şirketi');
    await request(ctx.app, orgHost(b.org.subdomain), 'DELETE', `/api/admin/users/${b.employee.id}`, {
      token: b.adminToken,
    });
    await recordAudit(
      ctx.handle.db,
      { kind: 'OPERATOR', id: operatorId, label: 'operator', ipAddress: '203.0.113.9' },
      {
        action: 'user.update',
        organizationId: a.org.id,
        targetType: 'user',
        targetId: a.employee.id,
        before: { role: 'EMPLOYEE' },
        after: { role: 'MANAGER' },
      },
    );
    const answer = await adminList(a.org.subdomain, a.adminToken);
    expect(answer.statusCode).toBe(200);
    const entries = answer.json().entries;
    expect(entries.every((e: { organization: { id: string } }) => e.organization.id === a.org.id)).toBe(true);
    expect(entries.some((e: { targetId: string }) => e.targetId === b.employee.id)).toBe(false);
    const byOperator = entries.find((e: { action: string }) => e.action === 'user.update');
    expect(byOperator).toMatchObject({
      actorKind: 'OPERATOR',
      actorLabel: 'operator',
      before: { role: 'EMPLOYEE' },
      after: { role: 'MANAGER' },
    });
    expect(byOperator).not.toHaveProperty('ipAddress');
    expect(JSON.stringify(entries)).not.toMatch(/203\.0\.113\.9|denetim-op/);
    // A query cannot widen the scope: organizationId is not a field of the admin's list.
    const widened = await adminList(a.org.subdomain, a.adminToken, `?organizationId=${b.org.id}`);
    expect(widened.statusCode).toBe(400);
    expect(widened.json().error).toContain('Tanınmayan alan');
  });
});

describe('organization admins’ sensitive actions are recorded, masked (KVKK)', () => {
  it('deactivation and activation (staff.deactivate / staff.activate) with before and after', async () => {
    const { org, employee, adminToken } = await organizationWithStaff();
    const host = orgHost(org.subdomain);
    expect(
      (await request(ctx.app, host, 'DELETE', `/api/admin/users/${employee.id}`, { token: adminToken })).statusCode,
    ).toBe(200);
    expect(
      (await request(ctx.app, host, 'DELETE', `/api/admin/users/${employee.id}`, { token: adminToken })).statusCode,
    ).toBe(200);
    const entries = (await adminList(org.subdomain, adminToken)).json().entries;
    expect(entries.slice(0, 2)).toMatchObject([
      {
        action: 'staff.activate',
        actorKind: 'USER',
        actorLabel: 'ADMIN',
        targetType: 'user',
        targetId: employee.id,
        before: { isActive: false },
        after: { isActive: true },
      },
      { action: 'staff.deactivate', targetId: employee.id, before: { isActive: true }, after: { isActive: false } },
    ]);
    const [row] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, 'staff.deactivate'));
    expect(row!.ipAddress).toBeTruthy();
  });

  it('a refused deactivation (of oneself) records nothing', async () => {
    const { org, admin, adminToken } = await organizationWithStaff();
    expect(
      (await request(ctx.app, orgHost(org.subdomain), 'DELETE', `/api/admin/users/${admin.id}`, { token: adminToken }))
        .statusCode,
    ).toBe(400);
    expect((await adminList(org.subdomain, adminToken)).json().entries).toEqual([]);
  });

  it('company change (organization.update) and leave policy change (policy.update) record only what changed, personal fields masked', async () => {
    const { org, adminToken } = await organizationWithStaff();
    const body = {
      name: 'Yeni Ad A.Ş.',
      phone: '+90 212 555 44 33',
      leavePolicyJson: {
        ranges: { '0-1': 0, '1-5': 14, '5-15': 22, '15+': 26 },
        workingDays: [1, 2, 3, 4, 5, 6],
        description: 'Cumartesi çalışılır',
      },
    };
    expect(
      (
        await request(ctx.app, orgHost(org.subdomain), 'PUT', '/api/admin/organizations/my', {
          token: adminToken,
          body,
        })
      ).statusCode,
    ).toBe(200);
    const entries = (await adminList(org.subdomain, adminToken)).json().entries;
    const policy = entries.find((e: { action: string }) => e.action === 'policy.update');
    expect(policy).toMatchObject({
      before: { ranges: { '5-15': 20 }, workingDays: [1, 2, 3, 4, 5] },
      after: {
        ranges: { '5-15': 22 },
        workingDays: [1, 2, 3, 4, 5, 6],
        policyDescription: 'Cumartesi çalışılır',
        recalculatedEmployees: 3,
      },
    });
    const company = entries.find((e: { action: string }) => e.action === 'organization.update');
    expect(company).toMatchObject({
      before: { name: 'Denetim Deneme A.Ş.', phone: null },
      after: { name: 'Yeni Ad A.Ş.', phone: MASKED },
    });
    expect(JSON.stringify(entries)).not.toContain('555 44 33');
    // Saving the same again changes nothing and records nothing.
    await request(ctx.app, orgHost(org.subdomain), 'PUT', '/api/admin/organizations/my', { token: adminToken, body });
    expect((await adminList(org.subdomain, adminToken)).json().entries).toHaveLength(entries.length);
  });

  it('KVKK personal-data export (kvkk.export) names who asked about whom, nothing of the data', async () => {
    const { org, employee, adminToken } = await organizationWithStaff();
    const answer = await request(ctx.app, orgHost(org.subdomain), 'GET', `/api/employee/${employee.id}/personal-data`, {
      token: adminToken,
    });
    expect(answer.statusCode).toBe(200);
    const [entry] = (await adminList(org.subdomain, adminToken, '?action=kvkk.export')).json().entries;
    expect(entry).toMatchObject({
      action: 'kvkk.export',
      actorKind: 'USER',
      actorLabel: 'ADMIN',
      targetType: 'user',
      targetId: employee.id,
      before: null,
      after: null,
    });
  });

  it('ledger adjustment (ledger.adjust) keeps the days and date but never the reason’s words', async () => {
    const { org, employee, adminToken } = await organizationWithStaff();
    const body = { days: 2.5, reason: 'Hüsnü Bey’in bordrodan devreden izni', effectiveDate: '2026-01-05' };
    expect(
      (
        await request(ctx.app, orgHost(org.subdomain), 'POST', `/api/employee/${employee.id}/ledger-adjustments`, {
          token: adminToken,
          body,
        })
      ).statusCode,
    ).toBe(201);
    const [entry] = (await adminList(org.subdomain, adminToken, '?action=ledger.adjust')).json().entries;
    expect(entry).toMatchObject({
      targetId: employee.id,
      after: { days: 2.5, effectiveDate: '2026-01-05', reason: MASKED },
    });
  });

  it('no personal value of the people involved appears in any entry after all the admin actions', async () => {
    const { org, employee, adminToken } = await organizationWithStaff();
    const host = orgHost(org.subdomain);
    await request(ctx.app, host, 'DELETE', `/api/admin/users/${employee.id}`, { token: adminToken });
    await request(ctx.app, host, 'PUT', '/api/admin/organizations/my', {
      token: adminToken,
      body: { name: 'X A.Ş.', address: 'Gizli Sokak 7', leavePolicyJson: { workingDays: [1, 2, 3, 4] } },
    });
    await request(ctx.app, host, 'GET', `/api/employee/${employee.id}/personal-data`, { token: adminToken });
    await request(ctx.app, host, 'POST', `/api/employee/${employee.id}/ledger-adjustments`, {
      token: adminToken,
      body: { days: 1, reason: 'Hüsnü için düzeltme' },
    });
    const rows = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.organizationId, org.id));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'kvkk.export',
      'ledger.adjust',
      'organization.update',
      'policy.update',
      'staff.deactivate',
    ]);
    const text = JSON.stringify(rows);
    for (const personal of ['Hüsnü', 'Çakıroğlu', 'Gülşen', 'Korkmazoğlu', employee.email, 'Gizli Sokak'])
      expect(text).not.toContain(personal);
  });
});

describe('searching, filtering and paging the operator’s log', () => {
  it('newest first, keyset pages by cursor without gaps or repeats, even within one millisecond', async () => {
    const org = await createOrganization(ctx.handle.db, { name: 'Sayfa Şirketi' });
    const at = new Date();
    await ctx.handle.db.insert(auditLog).values(
      Array.from({ length: 7 }, (_, i) => ({
        organizationId: org.id,
        actorKind: 'SYSTEM' as const,
        actorLabel: 'test',
        action: 'page.test',
        targetId: `t${i}`,
        createdAt: at,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await operatorList(`?organizationId=${org.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const { entries, nextCursor } = answer.json();
      expect(entries.length).toBeLessThanOrEqual(3);
      seen.push(...entries.map((e: { targetId: string }) => e.targetId));
      cursor = nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6']);
    const all = (await operatorList('?limit=500')).json().entries as { createdAt: string }[];
    expect(all.map((e) => e.createdAt)).toEqual([...all.map((e) => e.createdAt)].sort().reverse());
  });

  it('q searches action, target, actor label and the organization’s subdomain and name; action and dates filter', async () => {
    const org = await createOrganization(ctx.handle.db, { name: 'Arama Kuşu Ltd.' });
    const actor = { kind: 'OPERATOR' as const, id: operatorId, label: 'operator', ipAddress: '10.1.1.1' };
    await recordAudit(ctx.handle.db, actor, {
      action: 'coupon.create',
      organizationId: null,
      targetType: 'coupon',
      targetId: 'YAZ2026',
    });
    await recordAudit(ctx.handle.db, actor, {
      action: 'organization.suspend',
      organizationId: org.id,
      targetType: 'organization',
      targetId: org.id,
    });
    const ids = (query: string) =>
      operatorList(query).then((a) => a.json().entries.map((e: { action: string }) => e.action));
    expect(await ids('?q=yaz2026')).toEqual(['coupon.create']);
    expect(await ids(`?q=${encodeURIComponent('kuşu')}`)).toEqual(['organization.suspend']);
    expect(await ids(`?q=${org.subdomain}`)).toEqual(['organization.suspend']);
    expect((await ids('?q=denetim-op')).length).toBeGreaterThanOrEqual(2);
    expect(await ids('?q=%25_')).toEqual([]);
    expect(await ids('?action=coupon.create')).toEqual(['coupon.create']);
    const first = (await operatorList('?action=coupon.create')).json().entries[0];
    expect(first).toMatchObject({ organization: null, ipAddress: '10.1.1.1', actorLabel: 'denetim-op' });
    expect(await ids('?action=coupon.create&from=2020-01-01&to=2020-12-31')).toEqual([]);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(await ids(`?action=coupon.create&from=${today}&to=${today}`)).toEqual(['coupon.create']);
  });

  it('an erased organization’s entry still shows its id and the subdomain the entry kept', async () => {
    const org = await createOrganization(ctx.handle.db, { name: 'Silinecek A.Ş.' });
    await recordAudit(
      ctx.handle.db,
      { kind: 'OPERATOR', id: operatorId, label: 'operator', ipAddress: null },
      {
        action: 'organization.erase',
        organizationId: org.id,
        targetType: 'organization',
        targetId: org.id,
        before: { subdomain: org.subdomain, users: 3 },
      },
    );
    await ctx.handle.db.delete(organizations).where(eq(organizations.id, org.id));
    const [entry] = (await operatorList(`?q=${org.subdomain}`)).json().entries;
    expect(entry).toMatchObject({
      action: 'organization.erase',
      organization: { id: org.id, name: null, subdomain: org.subdomain },
    });
  });

  it('an admin’s cursor is bound to its organization: another organization’s cursor is a Turkish 400 and shows none of its entries', async () => {
    const a = await organizationWithStaff('İmleç A');
    const b = await organizationWithStaff('İmleç B');
    const actor = { kind: 'SYSTEM' as const, id: null, label: 'test', ipAddress: null };
    for (const org of [a.org, b.org]) {
      for (let i = 0; i < 3; i++)
        await recordAudit(ctx.handle.db, actor, {
          action: 'page.test',
          organizationId: org.id,
          targetType: 'test',
          targetId: `${org.subdomain}-${i}`,
        });
    }
    const first = (await adminList(a.org.subdomain, a.adminToken, '?limit=1')).json();
    expect(first.nextCursor).toEqual(expect.any(String));
    const foreign = await adminList(b.org.subdomain, b.adminToken, `?limit=1&cursor=${first.nextCursor}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe('Sayfa imleci geçersiz. Lütfen listeyi baştan yükleyin.');
    expect(foreign.body).not.toContain(a.org.subdomain);
  });

  it('bad paging and filters are Turkish 400s', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'Liste sınırı 1 ile 500 arasında bir tam sayı olmalıdır'],
      ['?limit=501', 'Liste sınırı 1 ile 500 arasında bir tam sayı olmalıdır'],
      ['?cursor=bozuk', 'Sayfa imleci geçersiz. Lütfen listeyi baştan yükleyin.'],
      ['?organizationId=abc', 'Organizasyon numarası geçersiz.'],
      ['?from=2026-02-30', 'Başlangıç tarihi için geçerli bir tarih girin (YYYY-AA-GG).'],
      ['?from=2026-03-02&to=2026-03-01', 'Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
    ];
    for (const [query, message] of cases) {
      const answer = await operatorList(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error, query).toBe(message);
    }
  });
});
