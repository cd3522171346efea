import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, leaveLedgerEntries, mailOutbox, subscriptions, users } from '../../db/schema';
import { createOrganization, createUser } from '../../../test/factories';
import { mainHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createInvitation } from '../invitations/create-invitation';
import type { Role } from '@paydos/domain';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;

beforeAll(async () => {
  ctx = await createTestApp();
  org = await createOrganization(ctx.handle.db, { name: 'Yıldız Tekstil A.Ş.' });
});
afterAll(() => ctx.close());

let counter = 0;
async function invite(options: { organization?: typeof org; startDate?: string | null; role?: Role } = {}) {
  const o = options.organization ?? org;
  const email = `davetli-${Date.now()}-${++counter}@ornek.com.tr`;
  const created = await createInvitation(
    ctx.handle.db,
    ctx.app.config,
    { organizationId: o.id, organizationName: o.name, subdomain: o.subdomain },
    {
      email,
      firstName: 'Şebnem',
      lastName: 'Çağlar',
      role: options.role ?? 'EMPLOYEE',
      startDate: options.startDate ?? '2019-04-01',
      department: 'Üretim',
    },
    null,
    'tr',
    new Date(),
  );
  return { ...created, email };
}

const validForm = (invitationToken: string) => ({
  invitationToken,
  password: 'Nehir-Kıyısı-7',
  phone: '+90 532 111 22 33',
  nationalId: '10000000146',
  birthday: '1992-02-29',
  address: 'Kadıköy, İstanbul',
  emergencyContact: 'Ömer Çağlar',
  emergencyPhone: '+90 532 444 55 66',
});

const register = (body: unknown) => request(ctx.app, mainHost, 'POST', '/api/auth/register', { body });

describe('GET /api/auth/verify-invitation/{token}', () => {
  it('answers data.invitation with the person and the organization', async () => {
    const { token, email } = await invite({ role: 'MANAGER' });
    const response = await request(ctx.app, mainHost, 'GET', `/api/auth/verify-invitation/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.invitation).toMatchObject({
      email,
      firstName: 'Şebnem',
      lastName: 'Çağlar',
      role: 'MANAGER',
      department: 'Üretim',
      organization: { id: org.id, name: 'Yıldız Tekstil A.Ş.', subdomain: org.subdomain },
    });
  });

  it('an unknown token is 404 with a Turkish message', async () => {
    const response = await request(ctx.app, mainHost, 'GET', '/api/auth/verify-invitation/bilinmeyen');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(
      'Davet bulunamadı. Bağlantının süresi dolmuş ya da daha önce kullanılmış olabilir.',
    );
  });

  it('an expired invitation (older than 7 days) is 404', async () => {
    const { token, invitation } = await invite();
    await ctx.handle.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));
    expect((await request(ctx.app, mainHost, 'GET', `/api/auth/verify-invitation/${token}`)).statusCode).toBe(404);
    expect((await register(validForm(token))).statusCode).toBe(404);
  });

  it('a cancelled invitation is 404', async () => {
    const { token, invitation } = await invite();
    await ctx.handle.db.update(invitations).set({ cancelledAt: new Date() }).where(eq(invitations.id, invitation.id));
    expect((await request(ctx.app, mainHost, 'GET', `/api/auth/verify-invitation/${token}`)).statusCode).toBe(404);
  });

  it('is answered on the main site only', async () => {
    const { token } = await invite();
    expect(
      (await request(ctx.app, orgHost(org.subdomain), 'GET', `/api/auth/verify-invitation/${token}`)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/auth/register', () => {
  it('creates the user with the opening balance, spends the invitation, queues the welcome mail and answers a session of the organization', async () => {
    const { token, email, invitation } = await invite();
    const response = await register(validForm(token));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.subdomain).toBe(org.subdomain);
    expect(body.user).toMatchObject({
      email,
      firstName: 'Şebnem',
      role: 'EMPLOYEE',
      organization: { subdomain: org.subdomain },
    });
    expect(body.user.annualLeaveDays).toBeGreaterThanOrEqual(14);

    const [user] = await ctx.handle.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org.id), eq(users.email, email)));
    expect(user).toMatchObject({
      nationalId: '10000000146',
      birthDate: '1992-02-29',
      phone: '+90 532 111 22 33',
      address: 'Kadıköy, İstanbul',
      emergencyContact: 'Ömer Çağlar',
      startDate: '2019-04-01',
      department: 'Üretim',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const ledger = await ctx.handle.db.select().from(leaveLedgerEntries).where(eq(leaveLedgerEntries.userId, user!.id));
    expect(ledger.length).toBeGreaterThan(0);
    const [spent] = await ctx.handle.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(spent!.acceptedAt).not.toBeNull();
    const [mail] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'welcome')));
    expect(mail!.text).toContain(`http://${org.subdomain}.localhost:3000/login`);

    // The token is a session of the organization: it works on its host.
    const me = await request(ctx.app, orgHost(org.subdomain), 'GET', '/api/auth/me', { token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
    const login = await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', {
      body: { email, password: 'Nehir-Kıyısı-7' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a used invitation cannot sign up twice (single use)', async () => {
    const { token } = await invite();
    expect((await register(validForm(token))).statusCode).toBe(200);
    const again = await register(validForm(token));
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(
      'Davet bulunamadı. Bağlantının süresi dolmuş ya da daha önce kullanılmış olabilir.',
    );
    expect((await request(ctx.app, mainHost, 'GET', `/api/auth/verify-invitation/${token}`)).statusCode).toBe(404);
  });

  it('two submits of one invitation at once create one account (single use under concurrency)', async () => {
    const { token, email } = await invite();
    const answers = await Promise.all([register(validForm(token)), register(validForm(token))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(await ctx.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('an invitation without a start date starts today (product §5)', async () => {
    const { token, email } = await invite({ startDate: null });
    expect((await register(validForm(token))).statusCode).toBe(200);
    const [user] = await ctx.handle.db.select().from(users).where(eq(users.email, email));
    expect(user!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('an address that became a member meanwhile is a conflict, and nothing is half-written', async () => {
    const { token, email, invitation } = await invite();
    await createUser(ctx.handle.db, org.id, { email });
    const response = await register(validForm(token));
    expect(response.statusCode).toBe(409);
    const [still] = await ctx.handle.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(still!.acceptedAt).toBeNull();
    expect(
      await ctx.handle.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'welcome'))),
    ).toHaveLength(0);
  });

  it('an organization whose trial has ended answers 402 with the trial message', async () => {
    const closed = await createOrganization(ctx.handle.db);
    const { token } = await invite({ organization: closed });
    await ctx.handle.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, closed.id));
    const response = await register(validForm(token));
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toBe(
      'Deneme süreniz sona erdi. Hizmete devam etmek için yöneticinizin bir plan seçmesi gerekiyor.',
    );
  });

  it.each([
    ['invitationToken', '', "Davet token'ı bulunamadı"],
    ['password', '', 'Şifre gerekli'],
    ['password', '12345', 'Şifre en az 6 karakter olmalı'],
    ['phone', '', 'Telefon numarası gerekli'],
    ['nationalId', '', 'TC Kimlik Numarası gerekli'],
    ['nationalId', '1234567890', 'TC Kimlik Numarası 11 haneli olmalı'],
    ['nationalId', '1234567890a', 'TC Kimlik Numarası 11 haneli olmalı'],
    ['birthday', '', 'Doğum tarihi gerekli'],
    ['birthday', '2001-02-30', 'Doğum tarihi gerekli'],
    ['birthday', '2999-01-01', 'Doğum tarihi gelecekte olamaz'],
    ['address', '  ', 'Adres gerekli'],
    ['emergencyContact', '', 'Acil durum kişisi gerekli'],
    ['emergencyPhone', '', 'Acil durum telefonu gerekli'],
    // Issue 21: TC Kimlik with its checksum, Turkish phones by their plan, lengths naming the field.
    [
      'nationalId',
      '12345678901',
      'TC Kimlik Numarası geçerli değil (kontrol haneleri tutmuyor). Lütfen numarayı kontrol edin.',
    ],
    ['phone', 'abc', 'Telefon geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)'],
    [
      'emergencyPhone',
      '123',
      'Acil durum telefonu geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    ],
    ['address', 'a'.repeat(501), 'Adres en fazla 500 karakter olabilir'],
  ])('validation (product §5 invitation register): %s = %j → %s', async (field, value, message) => {
    const response = await register({ ...validForm('bir-token'), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('a missing field is answered with its Turkish message, not a 500', async () => {
    const { phone: _phone, ...withoutPhone } = validForm('bir-token');
    const response = await register(withoutPhone);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Telefon numarası gerekli');
  });
});
