import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { mainHost, operatorHost, operatorToken, orgHost } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;
let other: Awaited<ReturnType<typeof createOrganization>>;
let email: string;

beforeAll(async () => {
  ctx = await createTestApp();
  org = await createOrganization(ctx.handle.db);
  other = await createOrganization(ctx.handle.db);
  email = (await createUser(ctx.handle.db, org.id)).email;
});
afterAll(() => ctx.close());

const login = (origin: string | undefined, method: 'POST' | 'GET' = 'POST') =>
  ctx.app.inject({
    method,
    url: method === 'POST' ? '/api/subdomain/login' : '/api/subdomain/organization-info',
    headers: {
      host: orgHost(org.subdomain),
      'content-type': 'application/json',
      ...(origin === undefined ? {} : { origin }),
    },
    ...(method === 'POST' ? { payload: JSON.stringify({ email, password: TEST_PASSWORD }) } : {}),
  });

describe('Origin check on state-changing calls (issue 15: another site cannot make a browser act here)', () => {
  it("a call from the host's own origin passes", async () => {
    expect((await login(`http://${org.subdomain}.localhost:3000`)).statusCode).toBe(200);
  });

  it('a call without Origin passes (non-browser clients; auth is a bearer token, not a cookie)', async () => {
    expect((await login(undefined)).statusCode).toBe(200);
  });

  it.each([
    ['another organization of Paydos', () => `http://${other.subdomain}.localhost:3000`],
    ['the main site', () => 'http://localhost:3000'],
    ['a foreign site', () => 'https://kotu-site.example'],
    ['the right host with the wrong scheme', () => `https://${org.subdomain}.localhost:3000`],
    ['the right host on another port', () => `http://${org.subdomain}.localhost:4000`],
    ['an opaque origin (sandboxed frame, data: URL)', () => 'null'],
  ])('a call from %s is refused with 403 in Turkish', async (_, origin) => {
    const response = await login(origin());
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Bu istek başka bir siteden gönderildiği için reddedildi.');
  });

  it('a read (GET) is not a state change and is not checked', async () => {
    expect((await login('https://kotu-site.example', 'GET')).statusCode).toBe(200);
  });

  it("the main site's own origin passes on the main site", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/onboarding/check-email',
      headers: { host: mainHost, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'yeni@ornek.com.tr' }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('judges the routed path, not the raw URL (issue 20): /%61pi/… from a foreign origin is refused 403 and answered no-store', async () => {
    const token = await operatorToken(ctx.app, ctx.handle.db);
    const send = (url: string, origin?: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: {
          host: operatorHost,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(origin ? { origin } : {}),
        },
        payload: JSON.stringify({ code: 'KACAK20', discountPercent: 20 }),
      });
    for (const url of ['/%61pi/superadmin/coupons', '/api/superadmin/%63oupons', '/%61%70%69/superadmin/coupons']) {
      const refused = await send(url, 'https://kotu-site.example');
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toBe('Bu istek başka bir siteden gönderildiği için reddedildi.');
      expect(refused.headers['cache-control'], url).toBe('no-store');
    }
    // The same escaped path without an Origin reaches the route: it is the API, answered no-store.
    const routed = await ctx.app.inject({
      method: 'GET',
      url: '/%61pi/superadmin/coupons',
      headers: { host: operatorHost, authorization: `Bearer ${token}` },
    });
    expect(routed.statusCode).toBe(200);
    expect(routed.headers['cache-control']).toBe('no-store');
  });
});
