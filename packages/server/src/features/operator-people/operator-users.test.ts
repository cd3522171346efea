import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;
let operatorToken = '';
let adminToken = '';

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  org = await createOrganization(db, { name: 'Çınar Lojistik A.Ş.' });
  other = await createOrganization(db, { name: 'Başka Şirket' });
  const admin = await createUser(db, org.id, { role: 'ADMIN' });
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  const operator = await createOperator(db);
  operatorToken = (
    await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
      body: { username: operator.username, password: TEST_PASSWORD },
    })
  ).json().token;
});
afterAll(() => ctx.close());

const op = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  request(ctx.app, operatorHost, method, url, { token: operatorToken, ...(body !== undefined ? { body } : {}) });

describe('operator users: access (product §6 super admin only)', () => {
  it('no token 401, an organization admin token 401, the operator token on an organization host 404', async () => {
    const url = `/api/superadmin/organizations/${org.id}/users`;
    expect((await request(ctx.app, operatorHost, 'GET', url)).statusCode).toBe(401);
    expect((await request(ctx.app, operatorHost, 'GET', url, { token: adminToken })).statusCode).toBe(401);
    expect((await request(ctx.app, orgHost(org.subdomain), 'GET', url, { token: operatorToken })).statusCode).toBe(404);
  });

  it("answers under the spec's other spelling /api/super-admin/... too", async () => {
    const response = await request(ctx.app, operatorHost, 'GET', `/api/super-admin/organizations/${org.id}/users`, {
      token: operatorToken,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/superadmin/organizations/{id}/users (keyset pages, search)', () => {
  it('pages by limit and cursor without repeating or skipping anyone (product §D7)', async () => {
    const listed = await createOrganization(ctx.handle.db);
    for (let i = 0; i < 5; i++) await createUser(ctx.handle.db, listed.id, { firstName: `Kişi${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await op(
        'GET',
        `/api/superadmin/organizations/${listed.id}/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      seen.push(...body.users.map((u: { firstName: string }) => u.firstName));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Kişi0', 'Kişi1', 'Kişi2', 'Kişi3', 'Kişi4']);
  });

  it('searches by name, e-mail, position or department on the server; % is matched literally', async () => {
    const searched = await createOrganization(ctx.handle.db);
    await createUser(ctx.handle.db, searched.id, { firstName: 'Zeynep', position: 'Muhasebe Uzmanı' });
    await createUser(ctx.handle.db, searched.id, { firstName: 'Burak', department: 'Depo' });
    const byName = (await op('GET', `/api/superadmin/organizations/${searched.id}/users?q=zeyn`)).json();
    expect(byName.users.map((u: { firstName: string }) => u.firstName)).toEqual(['Zeynep']);
    expect((await op('GET', `/api/superadmin/organizations/${searched.id}/users?q=depo`)).json().users).toHaveLength(1);
    expect((await op('GET', `/api/superadmin/organizations/${searched.id}/users?q=%25`)).json().users).toHaveLength(0);
  });

  it('an unknown organization is 404, a malformed cursor 400 (Turkish)', async () => {
    const unknown = await op('GET', `/api/superadmin/organizations/00000000-0000-4000-8000-000000000000/users`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Organizasyon bulunamadı.');
    const bad = await op('GET', `/api/superadmin/organizations/${org.id}/users?cursor=bozuk`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Sayfa imleci geçersiz. Lütfen listeyi baştan yükleyin.');
  });
});

describe('POST /api/superadmin/organizations/{id}/users', () => {
  it.each([{}, { email: 'a@ornek.com.tr', firstName: 'Ali' }, { email: '', firstName: 'Ali', lastName: 'Kaya' }])(
    'product §5: e-mail, first and last name required: %j → Email, Ad ve Soyad zorunludur',
    async (body) => {
      const response = await op('POST', `/api/superadmin/organizations/${org.id}/users`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Email, Ad ve Soyad zorunludur');
    },
  );

  it("product §D3: creates the user with no password and mails a set-password link; the spec's initial password is ignored", async () => {
    const response = await op('POST', `/api/superadmin/organizations/${org.id}/users`, {
      email: 'Yeni.Kisi@Ornek.com.tr',
      firstName: 'Yeni',
      lastName: 'Kişi',
      password: 'sabit-sifre',
      position: 'Uzman',
      startDate: '2022-03-01',
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: 'yeni.kisi@ornek.com.tr',
      role: 'EMPLOYEE',
      isActive: true,
      position: 'Uzman',
      hasPassword: false,
    });
    expect(user.annualLeaveDays).toBe(14);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBeNull();
    const [mail] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'yeni.kisi@ornek.com.tr'), eq(mailOutbox.template, 'set-password')));
    expect(mail!.text).toContain(`http://${org.subdomain}.localhost:3000/reset-password?token=`);
    expect(mail!.text).not.toContain('sabit-sifre');

    // The link sets the first password through the reset flow, and the person can log in.
    const token = mail!.text.match(/reset-password\?token=([\w-]+)/)![1]!;
    const host = orgHost(org.subdomain);
    expect((await request(ctx.app, host, 'GET', `/api/password-reset/verify/${token}`)).json().user.firstName).toBe(
      'Yeni',
    );
    expect(
      (
        await request(ctx.app, host, 'POST', '/api/password-reset/reset', {
          body: { token, newPassword: 'Ilk-Sifre-1' },
        })
      ).statusCode,
    ).toBe(200);
    await loginAs(ctx.app, org.subdomain, 'yeni.kisi@ornek.com.tr', 'Ilk-Sifre-1');
  });

  it('product §D3: a user created inactive gets no link yet and the answer says so; activation (operator or organization admin) mails one link, which spends the older ones', async () => {
    const db = ctx.handle.db;
    const setPasswordMails = async (email: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'set-password')))
        .orderBy(mailOutbox.createdAt);
    const created = await op('POST', `/api/superadmin/organizations/${org.id}/users`, {
      email: 'pasif.kisi@ornek.com.tr',
      firstName: 'Pasif',
      lastName: 'Kişi',
      isActive: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(
      'Kullanıcı pasif olarak oluşturuldu. Şifre belirleme bağlantısı, kullanıcı aktif edildiğinde e-postayla gönderilecek.',
    );
    expect(await setPasswordMails('pasif.kisi@ornek.com.tr')).toHaveLength(0);
    const id = created.json().user.id;

    // An edit that does not activate sends nothing; the activation sends exactly one link and says so.
    expect((await op('PUT', `/api/superadmin/users/${id}`, { position: 'Uzman' })).json().message).toBe(
      'Kullanıcı güncellendi.',
    );
    const activated = await op('PUT', `/api/superadmin/users/${id}`, { isActive: true });
    expect(activated.json().message).toBe('Kullanıcı güncellendi. Şifre belirleme bağlantısı e-postayla gönderildi.');
    expect(await setPasswordMails('pasif.kisi@ornek.com.tr')).toHaveLength(1);
    expect(
      (await op('PUT', `/api/superadmin/users/${id}`, { isActive: true, department: 'Depo' })).json().message,
    ).toBe('Kullanıcı güncellendi.');
    expect(await setPasswordMails('pasif.kisi@ornek.com.tr')).toHaveLength(1);

    // Deactivated and reactivated by the organization's admin: a new link, and the first one no longer works.
    const host = orgHost(org.subdomain);
    expect(
      (await request(ctx.app, host, 'DELETE', `/api/admin/users/${id}`, { token: adminToken })).json().user.isActive,
    ).toBe(false);
    expect(
      (await request(ctx.app, host, 'DELETE', `/api/admin/users/${id}`, { token: adminToken })).json().user.isActive,
    ).toBe(true);
    const mails = await setPasswordMails('pasif.kisi@ornek.com.tr');
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((mail) => mail.text.match(/reset-password\?token=([\w-]+)/)![1]!);
    expect((await request(ctx.app, host, 'GET', `/api/password-reset/verify/${first}`)).statusCode).toBe(400);
    expect(
      (
        await request(ctx.app, host, 'POST', '/api/password-reset/reset', {
          body: { token: second, newPassword: 'Ilk-Sifre-1' },
        })
      ).statusCode,
    ).toBe(200);
    await loginAs(ctx.app, org.subdomain, 'pasif.kisi@ornek.com.tr', 'Ilk-Sifre-1');

    // A person with a password gets no set-password mail on reactivation.
    await op('PUT', `/api/superadmin/users/${id}`, { isActive: false });
    expect((await op('PUT', `/api/superadmin/users/${id}`, { isActive: true })).json().message).toBe(
      'Kullanıcı güncellendi.',
    );
    expect(await setPasswordMails('pasif.kisi@ornek.com.tr')).toHaveLength(2);
  });

  it('a duplicate e-mail in the organization is a Turkish 409; the same e-mail in another organization is fine', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const body = { email: person.email, firstName: 'Aynı', lastName: 'Adres' };
    const duplicate = await op('POST', `/api/superadmin/organizations/${org.id}/users`, body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Bu e-posta adresiyle bu organizasyonda kayıtlı bir kullanıcı zaten var.');
    expect((await op('POST', `/api/superadmin/organizations/${other.id}/users`, body)).statusCode).toBe(201);
  });

  it('records an audit entry without personal values', async () => {
    const response = await op('POST', `/api/superadmin/organizations/${org.id}/users`, {
      email: 'denetim@ornek.com.tr',
      firstName: 'Denetim',
      lastName: 'Kişi',
      role: 'MANAGER',
    });
    const [entry] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.targetId, response.json().user.id));
    expect(entry).toMatchObject({ action: 'user.create', organizationId: org.id, actorKind: 'OPERATOR' });
    expect(entry!.after).toMatchObject({ email: '***', firstName: '***', role: 'MANAGER' });
  });
});

describe('PUT /api/superadmin/users/{id} (inline edit)', () => {
  it('edits the work fields; the person stays logged in when role and status are unchanged', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const token = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
    const response = await op('PUT', `/api/superadmin/users/${person.id}`, {
      position: 'Kıdemli Uzman',
      department: 'Satış',
      role: 'EMPLOYEE',
      isActive: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ position: 'Kıdemli Uzman', department: 'Satış' });
    expect((await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
    const [entry] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, person.id), eq(auditLog.action, 'user.update')));
    expect(entry!.before).toMatchObject({ position: null });
    expect(entry!.after).toMatchObject({ position: 'Kıdemli Uzman' });
  });

  it("docs/SECURITY.md: a change of role ends the person's sessions (the old token → 401)", async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const token = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
    expect((await op('PUT', `/api/superadmin/users/${person.id}`, { role: 'MANAGER' })).statusCode).toBe(200);
    expect((await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token })).statusCode).toBe(401);
  });

  it('docs/SECURITY.md: deactivation ends the sessions; reactivation does not revive the old token', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const token = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
    expect((await op('PUT', `/api/superadmin/users/${person.id}`, { isActive: false })).json().user.isActive).toBe(
      false,
    );
    expect((await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token })).statusCode).toBe(401);
    expect((await op('PUT', `/api/superadmin/users/${person.id}`, { isActive: true })).json().user.isActive).toBe(true);
    expect((await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token })).statusCode).toBe(401);
    await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
  });

  it("another organization's user is 404 when the page names its organization; an e-mail taken in the organization is 409", async () => {
    const outsider = await createUser(ctx.handle.db, other.id);
    const foreign = await op('PUT', `/api/superadmin/users/${outsider.id}?organizationId=${org.id}`, { position: 'X' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Kullanıcı bulunamadı.');
    const first = await createUser(ctx.handle.db, org.id);
    const second = await createUser(ctx.handle.db, org.id);
    const taken = await op('PUT', `/api/superadmin/users/${second.id}`, { email: first.email });
    expect(taken.statusCode).toBe(409);
  });

  it('validates: an empty first name is refused with the spec message, an unknown role in Turkish', async () => {
    const person = await createUser(ctx.handle.db, org.id);
    expect((await op('PUT', `/api/superadmin/users/${person.id}`, { firstName: '' })).json().message).toBe(
      'Email, Ad ve Soyad zorunludur',
    );
    expect((await op('PUT', `/api/superadmin/users/${person.id}`, { role: 'KRAL' })).json().message).toBe(
      'Geçersiz rol.',
    );
  });
});

describe('DELETE /api/superadmin/users/{id}', () => {
  it("deletes the person with their data by cascade and records it; another organization's id is 404", async () => {
    const person = await createUser(ctx.handle.db, org.id);
    const outsider = await createUser(ctx.handle.db, other.id);
    expect((await op('DELETE', `/api/superadmin/users/${outsider.id}?organizationId=${org.id}`)).statusCode).toBe(404);
    const response = await op('DELETE', `/api/superadmin/users/${person.id}?organizationId=${org.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Kullanıcı silindi.');
    expect(await ctx.handle.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(0);
    const [entry] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, person.id))
      .orderBy(desc(auditLog.createdAt));
    expect(entry!.action).toBe('user.delete');
    expect((await op('DELETE', `/api/superadmin/users/${person.id}`)).statusCode).toBe(404);
  });
});
