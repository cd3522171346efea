import { istanbulToday } from '@paydos/domain';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitations, mailOutbox } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, organizationWithRoles, orgHost, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';
import { messages } from '@paydos/contract/messages';

const ctx = useTestApp();
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminToken: string;
let managerToken: string;
let employeeToken: string;
let employeeId: string;
let foreignUserId: string;

beforeAll(async () => {
  let employee: { id: string };
  ({ org, admin, employee, adminToken, managerToken, employeeToken } = await organizationWithRoles(
    ctx.app,
    ctx.handle.db,
    { admin: { firstName: 'Ayşe' }, employee: { startDate: '2020-01-15' } },
  ));
  employeeId = employee.id;
  other = await createOrganization(ctx.handle.db);
  foreignUserId = (await createUser(ctx.handle.db, other.id)).id;
});

const host = () => orgHost(org.subdomain);
const invite = (token: string, body: unknown) => request(ctx.app, host(), 'POST', '/api/admin/invite', { token, body });

describe('GET /admin/users and /admin/invitations', () => {
  it('lists the staff oldest first with ledger-based remaining/total leave', async () => {
    const response = await request(ctx.app, host(), 'GET', '/api/admin/users', { token: adminToken });
    expect(response.statusCode).toBe(200);
    const { users } = response.json();
    expect(users).toHaveLength(3);
    expect(users[0].id).toBe(admin.id);
    const createdAts = users.map((u: { createdAt: string }) => u.createdAt);
    expect([...createdAts].sort()).toEqual(createdAts);
    const employee = users.find((u: { id: string }) => u.id === employeeId);
    expect(employee.annualLeaveDays).toBeGreaterThan(0);
    expect(employee.remainingLeaveDays).toBe(employee.annualLeaveDays - employee.usedLeaveDays);
    expect(users.some((u: { id: string }) => u.id === foreignUserId)).toBe(false);
    expect(JSON.stringify(users)).not.toContain('passwordHash');
  });

  it('KVKK: a MANAGER may read the lists, an EMPLOYEE gets 403', async () => {
    expect((await request(ctx.app, host(), 'GET', '/api/admin/users', { token: managerToken })).statusCode).toBe(200);
    expect((await request(ctx.app, host(), 'GET', '/api/admin/invitations', { token: managerToken })).statusCode).toBe(
      200,
    );
    expect((await request(ctx.app, host(), 'GET', '/api/admin/users', { token: employeeToken })).statusCode).toBe(403);
    expect((await request(ctx.app, host(), 'GET', '/api/admin/invitations', { token: employeeToken })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /admin/invite', () => {
  it('invites with today as the default start date, queues the mail and lists it as pending', async () => {
    const response = await invite(adminToken, {
      firstName: 'Gülşen',
      lastName: 'Ateş',
      email: 'Gulsen.Ates@ornek.com.tr',
      role: 'EMPLOYEE',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().invitation).toMatchObject({
      email: 'gulsen.ates@ornek.com.tr',
      startDate: istanbulToday(new Date()),
    });
    const [mail] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'gulsen.ates@ornek.com.tr'));
    expect(mail?.template).toBe('invitation');
    const list = (await request(ctx.app, host(), 'GET', '/api/admin/invitations', { token: adminToken })).json();
    expect(list.invitations.map((i: { email: string }) => i.email)).toContain('gulsen.ates@ornek.com.tr');
  });

  it('an address with a pending invitation is refused with 409', async () => {
    const response = await invite(adminToken, {
      firstName: 'Gülşen',
      lastName: 'Ateş',
      email: 'gulsen.ates@ornek.com.tr',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Bu e-posta adresine zaten bekleyen bir davet gönderilmiş');
  });

  it('an address that is already a user is refused with 409', async () => {
    const response = await invite(adminToken, { firstName: 'X', lastName: 'Y', email: admin.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Bu e-posta adresiyle kayıtlı bir personel zaten var');
  });

  it.each([
    [{ lastName: 'Y', email: 'a@b.co' }, 'Ad gerekli'],
    [{ firstName: ' ', lastName: 'Y', email: 'a@b.co' }, 'Ad gerekli'],
    [{ firstName: 'X', email: 'a@b.co' }, 'Soyad gerekli'],
    [{ firstName: 'X', lastName: 'Y' }, 'E-posta gerekli'],
    [{ firstName: 'X', lastName: 'Y', email: '' }, 'E-posta gerekli'],
    [{ firstName: 'X', lastName: 'Y', email: 'yanlis' }, 'Geçerli bir e-posta adresi girin'],
    [
      { firstName: 'X', lastName: 'Y', email: 'a@b.co', startDate: '2025-13-01' },
      'Geçerli bir tarih girin (YYYY-AA-GG)',
    ],
    [{ firstName: 'X', lastName: 'Y', email: 'a@b.co', startDate: '2999-01-01' }, 'İşe giriş tarihi gelecekte olamaz'],
  ])('validation: %j → 400 "%s"', async (body, message) => {
    const response = await invite(adminToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('only an ADMIN may invite: MANAGER and EMPLOYEE get 403', async () => {
    for (const token of [managerToken, employeeToken]) {
      expect((await invite(token, { firstName: 'X', lastName: 'Y', email: 'z@b.co' })).statusCode).toBe(403);
    }
  });
});

describe('POST /admin/invite: bad input is a Turkish 400 naming the field', () => {
  it('a NUL or another control character in a name → 400 naming the field; nothing invited', async () => {
    for (const [body, field, label] of [
      [{ firstName: 'Ay\u0000şe', lastName: 'Kaya' }, 'firstName', 'Ad'],
      [{ firstName: 'Ayşe', lastName: 'Ka\u001bya' }, 'lastName', 'Soyad'],
    ] as const) {
      const response = await invite(adminToken, { ...body, email: `kontrol-${field}@ornek.com.tr` });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(messages.input.controlCharacter(label));
    }
    const rows = await ctx.handle.db.select().from(invitations).where(like(invitations.email, 'kontrol-%'));
    expect(rows).toEqual([]);
  });

  it('a start date that is not a calendar date → 400', async () => {
    const response = await invite(adminToken, {
      firstName: 'Ayşe',
      lastName: 'Kaya',
      email: 'tarih-hatali@ornek.com.tr',
      startDate: '2026-02-30',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.startDate).toBe(messages.people.dateInvalid);
  });
});

describe('DELETE /admin/invitations/{id}', () => {
  it('cancels a pending invitation; a second cancel, another organization’s id, or a non-admin are refused', async () => {
    const created = (
      await invite(adminToken, { firstName: 'İptal', lastName: 'Edilecek', email: 'iptal@ornek.com.tr' })
    ).json().invitation;
    expect(
      (await request(ctx.app, host(), 'DELETE', `/api/admin/invitations/${created.id}`, { token: managerToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await request(ctx.app, host(), 'DELETE', `/api/admin/invitations/${created.id}`, { token: employeeToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await request(ctx.app, orgHost(other.subdomain), 'DELETE', `/api/admin/invitations/${created.id}`, {
          token: adminToken,
        })
      ).statusCode,
    ).toBe(401);
    const ok = await request(ctx.app, host(), 'DELETE', `/api/admin/invitations/${created.id}`, { token: adminToken });
    expect(ok.statusCode).toBe(200);
    const [row] = await ctx.handle.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, created.id)));
    expect(row?.cancelledAt).not.toBeNull();
    expect(
      (await request(ctx.app, host(), 'DELETE', `/api/admin/invitations/${created.id}`, { token: adminToken }))
        .statusCode,
    ).toBe(404);
    // After cancelling, the same address can be invited again.
    expect(
      (await invite(adminToken, { firstName: 'İptal', lastName: 'Edilecek', email: 'iptal@ornek.com.tr' })).statusCode,
    ).toBe(201);
  });

  it('another organization’s invitation id answers 404', async () => {
    const otherAdmin = await createUser(ctx.handle.db, other.id, { role: 'ADMIN' });
    const otherToken = await loginAs(ctx.app, other.subdomain, otherAdmin.email, TEST_PASSWORD);
    const foreign = (
      await request(ctx.app, orgHost(other.subdomain), 'POST', '/api/admin/invite', {
        token: otherToken,
        body: { firstName: 'Baş', lastName: 'Ka', email: 'baska@ornek.com.tr' },
      })
    ).json().invitation;
    expect(
      (await request(ctx.app, host(), 'DELETE', `/api/admin/invitations/${foreign.id}`, { token: adminToken }))
        .statusCode,
    ).toBe(404);
  });
});

describe('DELETE /admin/users/{id} (toggle active)', () => {
  it('deactivating ends the person’s sessions at once (their token gets 401); reactivating lets them log in again', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const token = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
    expect((await request(ctx.app, host(), 'GET', '/api/auth/me', { token })).statusCode).toBe(200);

    const off = await request(ctx.app, host(), 'DELETE', `/api/admin/users/${person.id}`, { token: adminToken });
    expect(off.json()).toEqual({ user: { id: person.id, isActive: false } });
    expect((await request(ctx.app, host(), 'GET', '/api/auth/me', { token })).statusCode).toBe(401);
    const login = await request(ctx.app, host(), 'POST', '/api/subdomain/login', {
      body: { email: person.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);

    const on = await request(ctx.app, host(), 'DELETE', `/api/admin/users/${person.id}`, { token: adminToken });
    expect(on.json()).toEqual({ user: { id: person.id, isActive: true } });
    // The old token stays dead: it was revoked, not just suspended.
    expect((await request(ctx.app, host(), 'GET', '/api/auth/me', { token })).statusCode).toBe(401);
    await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
  });

  it('an admin cannot toggle their own row (400 with a Turkish message)', async () => {
    const response = await request(ctx.app, host(), 'DELETE', `/api/admin/users/${admin.id}`, { token: adminToken });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Kendi hesabınızın durumunu değiştiremezsiniz');
  });

  it('only an ADMIN may toggle; another organization’s user id answers 404', async () => {
    expect(
      (await request(ctx.app, host(), 'DELETE', `/api/admin/users/${employeeId}`, { token: managerToken })).statusCode,
    ).toBe(403);
    expect(
      (await request(ctx.app, host(), 'DELETE', `/api/admin/users/${employeeId}`, { token: employeeToken })).statusCode,
    ).toBe(403);
    expect(
      (await request(ctx.app, host(), 'DELETE', `/api/admin/users/${foreignUserId}`, { token: adminToken })).statusCode,
    ).toBe(404);
  });
});
