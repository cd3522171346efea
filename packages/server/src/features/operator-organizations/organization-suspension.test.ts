import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, operatorHost, orgHost, request, useOperatorApp } from '../../../test/http';

const ctx = useOperatorApp();

const SUSPENDED = 'Bu organizasyonun hesabı askıya alınmıştır. Lütfen destek ekibiyle iletişime geçin.';
const put = (id: string, action: 'suspend' | 'reactivate') =>
  request(ctx.app, operatorHost, 'PUT', `/api/superadmin/organizations/${id}/${action}`, { token: ctx.operatorToken });

describe('suspending an organization (issue 12: its people cannot log in, sessions end at once)', () => {
  it('ends its people’s sessions at once, refuses their login with the suspension message, and leaves other organizations alone', async () => {
    const db = ctx.handle.db;
    const organization = await createOrganization(db);
    const other = await createOrganization(db);
    const admin = await createUser(db, organization.id, { role: 'ADMIN' });
    const outsider = await createUser(db, other.id);
    const host = orgHost(organization.subdomain);
    const adminToken = await loginAs(ctx.app, organization.subdomain, admin.email, TEST_PASSWORD);
    const outsiderToken = await loginAs(ctx.app, other.subdomain, outsider.email, TEST_PASSWORD);

    const suspended = await put(organization.id, 'suspend');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toEqual({
      message: 'Organizasyon askıya alındı. Kullanıcılarının oturumları sonlandırıldı.',
      organization: { id: organization.id, isActive: false },
    });

    expect((await request(ctx.app, host, 'GET', '/api/auth/me', { token: adminToken })).statusCode).toBe(401);
    const login = await request(ctx.app, host, 'POST', '/api/subdomain/login', {
      body: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe(SUSPENDED);
    const info = await request(ctx.app, host, 'GET', '/api/subdomain/organization-info');
    expect(info.statusCode).toBe(403);
    expect(info.json().error).toBe(SUSPENDED);

    expect(
      (await request(ctx.app, orgHost(other.subdomain), 'GET', '/api/auth/me', { token: outsiderToken })).statusCode,
    ).toBe(200);
  });

  it('reactivation lets its people log in again, but the sessions ended by the suspension stay ended', async () => {
    const db = ctx.handle.db;
    const organization = await createOrganization(db);
    const person = await createUser(db, organization.id);
    const host = orgHost(organization.subdomain);
    const oldToken = await loginAs(ctx.app, organization.subdomain, person.email, TEST_PASSWORD);
    await put(organization.id, 'suspend');
    const reactivated = await put(organization.id, 'reactivate');
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toEqual({
      message: 'Organizasyon yeniden etkinleştirildi.',
      organization: { id: organization.id, isActive: true },
    });
    expect((await request(ctx.app, host, 'GET', '/api/auth/me', { token: oldToken })).statusCode).toBe(401);
    const newToken = await loginAs(ctx.app, organization.subdomain, person.email, TEST_PASSWORD);
    expect((await request(ctx.app, host, 'GET', '/api/auth/me', { token: newToken })).statusCode).toBe(200);
  });

  it('records each change in the audit log (who, which organization, before and after, address); repeating one records nothing', async () => {
    const db = ctx.handle.db;
    const organization = await createOrganization(db);
    await put(organization.id, 'suspend');
    await put(organization.id, 'suspend');
    await put(organization.id, 'reactivate');
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organizationId, organization.id))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => e.action)).toEqual(['organization.suspend', 'organization.reactivate']);
    expect(entries[0]).toMatchObject({
      actorKind: 'OPERATOR',
      targetType: 'organization',
      targetId: organization.id,
      before: { isActive: true },
      after: { isActive: false, sessionsEnded: 0 },
    });
    expect(entries[0]!.actorLabel).toMatch(/^op-/);
    expect(entries[0]!.ipAddress).toBeTruthy();
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'bozuk-id'])(
    'an unknown or malformed id %s is a Turkish 404',
    async (id) => {
      const response = await put(id, 'suspend');
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Organizasyon bulunamadı.');
    },
  );
});
