import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  billingEvents,
  invitations,
  leaveLedgerEntries,
  mailOutbox,
  organizations,
  subscriptions,
  users,
} from '../../db/schema';
import { createOrganization } from '../../../test/factories';
import { mainHost, orgHost, request } from '../../../test/http';
import { complete, ctx, organizationCount, unique, useOnboardingApp, wizardPayload } from './onboarding-fixture';

useOnboardingApp();

describe('POST /api/onboarding/complete', () => {
  it('creates organization, 14-day trial, admin, policy, invitation and mails in one go and answers a session of the new organization', async () => {
    const payload = wizardPayload();
    const response = await complete(payload);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.organization).toMatchObject({ subdomain: payload.subdomain, name: 'Güneş Yazılım A.Ş.' });
    expect(body.data.user).toMatchObject({ email: payload.email, firstName: 'Ayşe', role: 'ADMIN' });

    const db = ctx.handle.db;
    const organizationId = body.data.organization.id;
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    expect(organization!.phone).toBe('+90 532 123 45 67');
    // Wizard days 1-6 (Monday-Saturday) become policy days 1-6 (0 = Sunday).
    expect(organization!.leavePolicy).toMatchObject({
      ranges: { '0-1': 0, '1-5': 16, '5-15': 22, '15+': 28 },
      workingDays: [1, 2, 3, 4, 5, 6],
    });
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organizationId));
    expect(subscription!.status).toBe('TRIAL');
    expect((subscription!.trialEndsAt.getTime() - Date.now()) / 86_400_000).toBeCloseTo(14, 1);
    // The trial's start is a billing event (the operator's trial-to-paid conversion, issue 13).
    const events = await db.select().from(billingEvents).where(eq(billingEvents.organizationId, organizationId));
    expect(events.map((e) => e.kind)).toEqual(['TRIAL_STARTED']);
    const [admin] = await db.select().from(users).where(eq(users.organizationId, organizationId));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);

    const [invitation] = await db.select().from(invitations).where(eq(invitations.organizationId, organizationId));
    expect(invitation).toMatchObject({
      email: payload.staffMembers[0]!.email,
      firstName: 'Emre',
      role: 'EMPLOYEE',
      startDate: '2021-03-01',
    });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.organizationId, organizationId));
    expect(mails.map((mail) => [mail.template, mail.toAddress]).sort()).toEqual(
      [
        ['invitation', payload.staffMembers[0]!.email],
        ['welcome-admin', payload.email],
      ].sort(),
    );
    const welcome = mails.find((mail) => mail.template === 'welcome-admin')!;
    expect(welcome.text).toContain(`http://${payload.subdomain}.localhost:3000/login`);
    expect(welcome.text).toContain('14 günlük ücretsiz deneme');

    // The token is a session of the new organization, on its own host only.
    const me = await request(ctx.app, orgHost(payload.subdomain), 'GET', '/api/auth/me', { token: body.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.organization.subscription.isTrialActive).toBe(true);
    const other = await createOrganization(ctx.handle.db);
    expect(
      (await request(ctx.app, orgHost(other.subdomain), 'GET', '/api/auth/me', { token: body.data.token })).statusCode,
    ).toBe(401);

    // The admin can log in with the chosen password.
    const login = await request(ctx.app, orgHost(payload.subdomain), 'POST', '/api/subdomain/login', {
      body: { email: payload.email, password: 'Gizli123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('takes the spec defaults when staff, working days and policy are left out', async () => {
    const { staffMembers: _s, workingDays: _w, leavePolicy: _p, ...payload } = wizardPayload();
    const response = await complete(payload);
    expect(response.statusCode).toBe(200);
    const [organization] = await ctx.handle.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, response.json().data.organization.id));
    expect(organization!.leavePolicy).toMatchObject({
      ranges: { '0-1': 0, '1-5': 14, '5-15': 20, '15+': 26 },
      workingDays: [1, 2, 3, 4, 5],
    });
    const ledger = await ctx.handle.db
      .select()
      .from(leaveLedgerEntries)
      .where(eq(leaveLedgerEntries.organizationId, organization!.id));
    expect(ledger.every((entry) => Number(entry.days) === 0)).toBe(true);
  });

  it('wizard convention: 7 is Sunday, stored as 0', async () => {
    const response = await complete(wizardPayload({ workingDays: [7, 1] }));
    const [organization] = await ctx.handle.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, response.json().data.organization.id));
    expect((organization!.leavePolicy as { workingDays: number[] }).workingDays).toEqual([0, 1]);
  });

  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const staff = (member: Record<string, unknown>) => ({
    staffMembers: [
      { email: `p-${unique()}@ornek.com.tr`, firstName: 'Ali', lastName: 'Veli', startDate: '2022-01-01', ...member },
    ],
  });
  it.each<[string, (p: ReturnType<typeof wizardPayload>) => Record<string, unknown>, string, string]>([
    ['first name required', () => ({ firstName: ' ' }), 'firstName', 'Ad gerekli'],
    ['last name required', () => ({ lastName: '' }), 'lastName', 'Soyad gerekli'],
    ['e-mail required', () => ({ email: '' }), 'email', 'E-posta gerekli'],
    ['e-mail format', () => ({ email: 'kurucu@' }), 'email', 'Geçerli bir e-posta adresi girin'],
    ['password required', () => ({ password: '' }), 'password', 'Şifre gerekli'],
    ['password at least 6', () => ({ password: '12345' }), 'password', 'Şifre en az 6 karakter olmalı'],
    ['company name required', () => ({ companyName: '' }), 'companyName', 'Şirket adı gerekli'],
    ['subdomain required', () => ({ subdomain: '' }), 'subdomain', 'Alt alan adı gerekli'],
    [
      'subdomain format',
      () => ({ subdomain: 'a_b' }),
      'subdomain',
      'Alt alan adı 3-63 karakter olmalı; küçük harf, rakam ve tire içerebilir, tire ile başlayıp bitemez',
    ],
    [
      'phone: Turkey only',
      () => ({ phone: '+49 30 1234567' }),
      'phone',
      'Telefon geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    ],
    [
      'phone: at most 17 characters',
      () => ({ phone: '+90 (532) 123 45 67' }),
      'phone',
      'Telefon en fazla 17 karakter olabilir',
    ],
    [
      'phone: a Turkish number by its plan (issue 21)',
      () => ({ phone: '0532 111 22 3' }),
      'phone',
      'Telefon geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    ],
    [
      'subdomain: Turkish text is refused naming its transliteration (issue 21)',
      () => ({ subdomain: 'Şirket Adı!' }),
      'subdomain',
      'Alt alan adı yalnızca küçük harf (a-z), rakam ve tire içerebilir; Türkçe harfler ve boşluklar olmadan: sirketadi',
    ],
    [
      'last name: too long names the field (issue 21)',
      () => ({ lastName: 'a'.repeat(101) }),
      'lastName',
      'Soyad en fazla 100 karakter olabilir',
    ],
    ['staff e-mail required', () => staff({ email: '' }), 'staffMembers.0.email', 'E-posta adresi gerekli'],
    ['staff e-mail format', () => staff({ email: 'x@' }), 'staffMembers.0.email', 'Geçerli bir e-posta adresi girin'],
    ['staff first name required', () => staff({ firstName: '' }), 'staffMembers.0.firstName', 'Ad gerekli'],
    ['staff last name required', () => staff({ lastName: '' }), 'staffMembers.0.lastName', 'Soyad gerekli'],
    [
      'staff start date required',
      () => staff({ startDate: '' }),
      'staffMembers.0.startDate',
      'İşe giriş tarihi gerekli',
    ],
    [
      'staff start date not in the future',
      () => staff({ startDate: tomorrow }),
      'staffMembers.0.startDate',
      'İşe giriş tarihi gelecekte olamaz',
    ],
    [
      'staff: own e-mail refused',
      (p) => staff({ email: p.email }),
      'staffMembers.0.email',
      'Kendi e-posta adresinizi ekleyemezsiniz',
    ],
    [
      'staff: same e-mail twice refused',
      () => ({
        staffMembers: [
          { email: 'iki@ornek.com.tr', firstName: 'A', lastName: 'B', startDate: '2022-01-01' },
          { email: 'IKI@ornek.com.tr', firstName: 'C', lastName: 'D', startDate: '2022-01-01' },
        ],
      }),
      'staffMembers.1.email',
      'Bu e-posta adresi zaten eklendi',
    ],
    ['at least one working day', () => ({ workingDays: [] }), 'workingDays', 'En az bir çalışma günü seçilmelidir.'],
    [
      'working days 1-7',
      () => ({ workingDays: [0] }),
      'workingDays',
      'Çalışma günleri 1 (Pazartesi) ile 7 (Pazar) arasında olmalıdır.',
    ],
    [
      'policy 0-1 years at most 30',
      () => ({ leavePolicy: { '0-1': 31 } }),
      'leavePolicy',
      '0-1 yıl aralığı için izin günü 0 ile 30 arasında bir tam sayı olmalıdır.',
    ],
    [
      'policy: other bands at least 14 (legal minimum)',
      () => ({ leavePolicy: { '1-5': 13 } }),
      'leavePolicy',
      '1-5 yıl aralığı için izin günü 14 ile 30 arasında bir tam sayı olmalıdır.',
    ],
  ])('validation (product §5): %s → 400 with its message, nothing created', async (_rule, change, field, message) => {
    const before = await organizationCount();
    const payload = wizardPayload();
    const response = await complete({ ...payload, ...change(payload) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', error: message });
    expect(response.json().fields[field]).toBe(message);
    expect(await organizationCount()).toBe(before);
  });

  it('refuses malformed JSON and a missing body with 400, never 500', async () => {
    expect(
      (await request(ctx.app, mainHost, 'POST', '/api/onboarding/complete', { payload: '{"firstName":' })).statusCode,
    ).toBe(400);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: { host: mainHost },
    });
    expect(empty.statusCode).toBe(400);
    expect((await complete([])).statusCode).toBe(400);
  });

  it('the same e-mail twice → 409 "Bu e-posta adresi zaten kullanımda", nothing created', async () => {
    const first = wizardPayload();
    expect((await complete(first)).statusCode).toBe(200);
    const before = await organizationCount();
    const again = wizardPayload({ email: first.email.toUpperCase() });
    const response = await complete(again);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Bu e-posta adresi zaten kullanımda');
    expect(await organizationCount()).toBe(before);
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, again.staffMembers[0]!.email));
    expect(mails).toHaveLength(0);
  });

  it('the same subdomain twice → 409 "Bu subdomain zaten kullanımda", nothing created', async () => {
    const first = wizardPayload();
    expect((await complete(first)).statusCode).toBe(200);
    const before = await organizationCount();
    const response = await complete(wizardPayload({ subdomain: first.subdomain.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Bu subdomain zaten kullanımda');
    expect(await organizationCount()).toBe(before);
  });

  it('a reserved subdomain → 409 "Bu subdomain rezerve edilmiştir"', async () => {
    const response = await complete(wizardPayload({ subdomain: 'superadmin' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Bu subdomain rezerve edilmiştir');
  });

  it('two simultaneous sign-ups with the same e-mail: exactly one succeeds', async () => {
    const email = `ayni-${unique()}@ornek.com.tr`;
    const results = await Promise.all([complete(wizardPayload({ email })), complete(wizardPayload({ email }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await ctx.handle.db.select().from(users).where(eq(users.email, email));
    expect(holders).toHaveLength(1);
  });
});

describe('GET /api/onboarding/status/{id}', () => {
  const status = (id: string, token?: string) =>
    request(ctx.app, mainHost, 'GET', `/api/onboarding/status/${id}`, { token });

  it("answers READY with the subdomain and trial to the founder's session of the new organization", async () => {
    const payload = wizardPayload();
    const { token, organization } = (await complete(payload)).json().data;
    const response = await status(organization.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: organization.id,
      subdomain: payload.subdomain,
      status: 'READY',
      isTrialActive: true,
      pendingInvitations: 1,
      mails: { invitation: 1, 'welcome-admin': 1 },
    });
  });

  it('an id alone tells nothing: without a session 401 for a real and an unknown id alike, no subdomain in the body', async () => {
    const { organization } = (await complete(wizardPayload())).json().data;
    for (const id of [organization.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await status(id);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Oturumunuz sona erdi. Lütfen yeniden giriş yapın.');
      expect(response.body).not.toContain('gunes-');
    }
    expect((await status(organization.id, 'uydurma-token')).statusCode).toBe(401);
  });

  it("another organization's session gets 404, as an unknown id does", async () => {
    const { organization } = (await complete(wizardPayload())).json().data;
    const other = (await complete(wizardPayload())).json().data;
    expect((await status(organization.id, other.token)).statusCode).toBe(404);
    expect((await status('00000000-0000-4000-8000-000000000000', other.token)).statusCode).toBe(404);
  });

  it('a malformed id is a 400 before anything is read', async () => {
    expect((await status('abc')).statusCode).toBe(400);
  });
});
