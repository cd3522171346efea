import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createOrganization } from '../../../test/factories';
import { mainHost, orgHost, request } from '../../../test/http';
import { ctx, organizationCount, unique, useOnboardingApp } from './onboarding-fixture';

useOnboardingApp();

describe('POST /api/auth/setup-organization', () => {
  const setup = (body: Record<string, unknown>) =>
    request(ctx.app, mainHost, 'POST', '/api/auth/setup-organization', { body });
  const setupBody = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Mert',
    lastName: 'Yıldız',
    email: `kurulum-${unique()}@ornek.com.tr`,
    password: 'Gizli1',
    organizationName: `Işık Lojistik ${unique()}`,
    organizationWebsite: 'isiklojistik.com.tr',
    ...overrides,
  });

  it('creates the company with a trial and its admin, and answers token and user', async () => {
    const body = setupBody({ organizationName: 'Işık Lojistik' });
    const response = await setup(body);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.user).toMatchObject({ email: body.email, role: 'ADMIN', organization: { name: 'Işık Lojistik' } });
    // The subdomain comes from the name by the wizard's rule; a second 'Işık Lojistik' gets '-2'.
    expect(result.organization.subdomain).toMatch(/^isiklojistik(-\d+)?$/);
    const second = await setup(setupBody({ organizationName: 'Işık Lojistik' }));
    expect(second.json().organization.subdomain).not.toBe(result.organization.subdomain);
    const me = await request(ctx.app, orgHost(result.organization.subdomain), 'GET', '/api/auth/me', {
      token: result.token,
    });
    expect(me.statusCode).toBe(200);
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email));
    expect(mails.map((mail) => mail.template)).toEqual(['welcome-admin']);
  });

  it.each([
    ['first name required', { firstName: '' }, 'Ad gerekli'],
    ['last name required', { lastName: '' }, 'Soyad gerekli'],
    ['company name required', { organizationName: ' ' }, 'Şirket adı gerekli'],
    ['e-mail format', { email: 'kurulum' }, 'Geçerli bir e-posta adresi girin'],
    ['password at least 6', { password: 'abc' }, 'Şifre en az 6 karakter olmalı'],
  ])('validation (product §5 setup page): %s', async (_rule, change, message) => {
    const response = await setup(setupBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('an e-mail already in use → 409, nothing created', async () => {
    const body = setupBody();
    expect((await setup(body)).statusCode).toBe(200);
    const before = await organizationCount();
    const response = await setup(setupBody({ email: body.email }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Bu e-posta adresi zaten kullanımda');
    expect(await organizationCount()).toBe(before);
  });

  it('is served only on the main site', async () => {
    const org = await createOrganization(ctx.handle.db);
    expect(
      (await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/auth/setup-organization', { body: setupBody() }))
        .statusCode,
    ).toBe(404);
  });
});
