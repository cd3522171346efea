import { randomBytes } from 'node:crypto';
import { RESERVED_SUBDOMAINS } from '@paydos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../../test/factories';
import { mainHost, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

// The wizard's availability checks (e-mail, subdomain) and their rate limit; the wizard itself is in onboarding.test.ts.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const unique = () => randomBytes(4).toString('hex');

describe('POST /api/onboarding/check-email', () => {
  it('answers available for a new address', async () => {
    const response = await request(ctx.app, mainHost, 'POST', '/api/onboarding/check-email', {
      body: { email: `yeni-${unique()}@ornek.com.tr` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true, message: 'Bu e-posta kullanılabilir' });
  });

  it('treats an e-mail used in ANY organization as taken (the wizard treats the e-mail as the account)', async () => {
    const org = await createOrganization(ctx.handle.db);
    const user = await createUser(ctx.handle.db, org.id);
    const response = await request(ctx.app, mainHost, 'POST', '/api/onboarding/check-email', {
      body: { email: user.email.toUpperCase() },
    });
    expect(response.json()).toEqual({
      available: false,
      reason: 'taken',
      message: 'Bu e-posta adresi zaten kullanımda',
    });
  });

  it('refuses a malformed e-mail with 400 and the Turkish message', async () => {
    const response = await request(ctx.app, mainHost, 'POST', '/api/onboarding/check-email', {
      body: { email: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Geçerli bir e-posta adresi girin');
  });

  it('is served only on the main site', async () => {
    const org = await createOrganization(ctx.handle.db);
    expect(
      (
        await request(ctx.app, orgHost(org.subdomain), 'POST', '/api/onboarding/check-email', {
          body: { email: 'a@b.co' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await request(ctx.app, operatorHost, 'POST', '/api/onboarding/check-email', { body: { email: 'a@b.co' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/onboarding/check-subdomain', () => {
  const check = (subdomain: unknown) =>
    request(ctx.app, mainHost, 'POST', '/api/onboarding/check-subdomain', { body: { subdomain } });

  it('answers available for a free, valid subdomain (lowercased)', async () => {
    const response = await check(`Yeni-${unique()}`);
    expect(response.json()).toEqual({ available: true, message: 'Bu subdomain kullanılabilir' });
  });

  it.each(RESERVED_SUBDOMAINS)('product §D2: the reserved subdomain %s is answered as reserved', async (subdomain) => {
    expect((await check(subdomain)).json()).toEqual({
      available: false,
      reason: 'reserved',
      message: 'Bu subdomain rezerve edilmiştir',
    });
  });

  it('answers taken for an existing organization', async () => {
    const org = await createOrganization(ctx.handle.db);
    expect((await check(org.subdomain)).json()).toMatchObject({
      available: false,
      reason: 'taken',
      message: 'Bu subdomain zaten kullanımda',
    });
  });

  it.each(['ab', '-abc', 'abc-', 'ab_c', 'şirket', 'a'.repeat(64)])(
    'product §D2: 3-63 of a-z, 0-9, hyphen, no hyphen at the ends: %s is invalid',
    async (subdomain) => {
      expect((await check(subdomain)).json()).toMatchObject({ available: false, reason: 'invalid' });
    },
  );

  it('issue 21: the raw "Şirket Adı!" is invalid and the answer names the transliterated form; that form is available', async () => {
    expect((await check('Şirket Adı!')).json()).toEqual({
      available: false,
      reason: 'invalid',
      message:
        'Alt alan adı yalnızca küçük harf (a-z), rakam ve tire içerebilir; Türkçe harfler ve boşluklar olmadan: sirketadi',
    });
    expect((await check('sirketadi')).json()).toEqual({ available: true, message: 'Bu subdomain kullanılabilir' });
  });

  it('refuses a missing subdomain with 400, never 500', async () => {
    const response = await request(ctx.app, mainHost, 'POST', '/api/onboarding/check-subdomain', { body: {} });
    expect(response.statusCode).toBe(400);
  });
});

describe('availability checks are rate-limited per address (product §D3)', () => {
  it('answers 429 with the Turkish text once the limit is used up', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await request(limited.app, mainHost, 'POST', '/api/onboarding/check-subdomain', {
          body: { subdomain: `deneme${i}` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429)
          expect(response.json().error).toBe('Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.');
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
