import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../test/factories';
import { orgHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => ctx.close());

describe('login rate limit (decisions §3: per address and per account)', () => {
  it('answers 429 in Turkish after too many attempts for one account', async () => {
    const org = await createOrganization(ctx.handle.db);
    const attempt = () =>
      request(ctx.app, orgHost(org.subdomain), 'POST', '/api/subdomain/login', { body: { email: 'hedef@ornek.com.tr', password: 'tahmin-123' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json().error).toBe('Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.');
  });

  it('limits one account even when the attempts come from different addresses', async () => {
    const org = await createOrganization(ctx.handle.db);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/subdomain/login',
        remoteAddress: `10.0.0.${i + 1}`,
        headers: { host: orgHost(org.subdomain), 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'dagitik@ornek.com.tr', password: 'tahmin-123' }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
