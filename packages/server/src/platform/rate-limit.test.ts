import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../test/factories';
import { mainHost, operatorHost, orgHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { LOGIN_THROTTLE } from '../features/auth/login-throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => ctx.close());

describe('login rate limits (product §D3: per address and per account)', () => {
  it('answers 429 in Turkish after too many attempts from one address, whichever accounts they try', async () => {
    const org = await createOrganization(ctx.handle.db);
    let n = 0;
    const attempt = () =>
      request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', {
        body: { email: `hedef${n++}@ornek.com.tr`, password: 'tahmin-123' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json().error).toBe('Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.');
  });

  it('limits one account even when the attempts come from different addresses, with a wait it names (issue 20: features/auth/login-throttle.test.ts)', async () => {
    const org = await createOrganization(ctx.handle.db);
    const statuses = [];
    let last;
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures + 2; i++) {
      last = await ctx.app.inject({
        method: 'POST',
        url: i % 2 ? '/api/subdomain/login' : '/api/auth/login',
        remoteAddress: `10.0.0.${i + 1}`,
        headers: { host: orgHost(org.subdomain), 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'dagitik@ornek.com.tr', password: 'tahmin-123' }),
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(LOGIN_THROTTLE.freeFailures + 1).fill(401), 429]);
    expect(last?.headers['retry-after']).toBe('1');
    expect(last?.json().error).toBe(
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 1 saniye sonra tekrar deneyin.',
    );
  });
});

/** Every endpoint that takes a password or a secret token, with a body that changes on each attempt (so no per-account limit interferes). */
const guarded: Array<
  [string, 'GET' | 'POST', 'organization' | 'main' | 'operator', (i: number) => string, (i: number) => unknown]
> = [
  [
    'organization login',
    'POST',
    'organization',
    () => '/api/subdomain/login',
    (i) => ({ email: `kisi${i}@ornek.com.tr`, password: 'tahmin-123' }),
  ],
  [
    'organization login (spec path)',
    'POST',
    'organization',
    () => '/api/auth/login',
    (i) => ({ email: `kisi${i}@ornek.com.tr`, password: 'tahmin-123' }),
  ],
  [
    'operator login',
    'POST',
    'operator',
    () => '/api/superadmin/login',
    (i) => ({ username: `operator${i}`, password: 'tahmin-123' }),
  ],
  [
    'forgot password',
    'POST',
    'organization',
    () => '/api/password-reset/request',
    (i) => ({ email: `unutan${i}@ornek.com.tr` }),
  ],
  ['reset link verification', 'GET', 'organization', (i) => `/api/password-reset/verify/tahmin-${i}`, () => undefined],
  [
    'password reset',
    'POST',
    'organization',
    () => '/api/password-reset/reset',
    (i) => ({ token: `tahmin-${i}`, newPassword: 'Yeni-Sifre-9' }),
  ],
  ['invitation verification', 'GET', 'main', (i) => `/api/auth/verify-invitation/tahmin-${i}`, () => undefined],
  [
    'registration from an invitation',
    'POST',
    'main',
    () => '/api/auth/register',
    (i) => ({ invitationToken: `tahmin-${i}` }),
  ],
  [
    'company setup (first admin password)',
    'POST',
    'main',
    () => '/api/auth/setup-organization',
    (i) => ({ organizationName: `Şirket ${i}` }),
  ],
  ['onboarding wizard (first admin password)', 'POST', 'main', () => '/api/onboarding/complete', () => ({})],
  ['sign-up handover code', 'POST', 'organization', () => '/api/auth/handover', (i) => ({ code: `tahmin-${i}` })],
];

describe('rate limits on every endpoint that takes a password or a secret token (issue 15, product §D3)', () => {
  let subdomain: string;
  beforeAll(async () => {
    subdomain = (await createOrganization(ctx.handle.db)).subdomain;
  });

  it.each(guarded.map((row, index) => [...row, index] as const))(
    '%s answers 429 in Turkish after the per-address limit',
    async (_, method, site, url, body, index) => {
      const host = site === 'main' ? mainHost : site === 'operator' ? operatorHost : orgHost(subdomain);
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        const payload = body(i);
        last = await ctx.app.inject({
          method,
          url: url(i),
          remoteAddress: `10.1.${index}.7`,
          headers: { host, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
      expect(last?.json().error).toBe('Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.');
    },
  );
});
