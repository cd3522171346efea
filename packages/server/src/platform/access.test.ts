import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { loginAs, mainHost, operatorHost, orgHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { buildApp } from '../app';
import { access, userAuth } from './access';

let ctx: TestContext;
let acme: Awaited<ReturnType<typeof createOrganization>>;
let globex: Awaited<ReturnType<typeof createOrganization>>;
let tokens: { acmeAdmin: string; acmeEmployee: string; acmeManager: string; globexAdmin: string; operator: string };

beforeAll(async () => {
  ctx = await createTestApp();
  // Routes that exist only to exercise the mechanism every feature route uses.
  ctx.app.get('/api/test/admin-only', { config: { access: access.user('ADMIN') } }, (request) => ({
    userId: userAuth(request).userId,
  }));
  ctx.app.get('/api/test/managers', { config: { access: access.user('ADMIN', 'MANAGER') } }, () => ({ ok: true }));
  const db = ctx.handle.db;
  acme = await createOrganization(db);
  globex = await createOrganization(db);
  const acmeAdmin = await createUser(db, acme.id, { role: 'ADMIN' });
  const acmeManager = await createUser(db, acme.id, { role: 'MANAGER' });
  const acmeEmployee = await createUser(db, acme.id, { role: 'EMPLOYEE' });
  const globexAdmin = await createUser(db, globex.id, { role: 'ADMIN' });
  const operator = await createOperator(db);
  tokens = {
    acmeAdmin: await loginAs(ctx.app, acme.subdomain, acmeAdmin.email, TEST_PASSWORD),
    acmeManager: await loginAs(ctx.app, acme.subdomain, acmeManager.email, TEST_PASSWORD),
    acmeEmployee: await loginAs(ctx.app, acme.subdomain, acmeEmployee.email, TEST_PASSWORD),
    globexAdmin: await loginAs(ctx.app, globex.subdomain, globexAdmin.email, TEST_PASSWORD),
    operator: (
      await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
        body: { username: operator.username, password: TEST_PASSWORD },
      })
    ).json().token,
  };
});
afterAll(() => ctx.close());

describe('tenancy (product §D2: a token works only on the host it was issued for)', () => {
  it('refuses organization A’s token on organization B’s host', async () => {
    const response = await request(ctx.app, orgHost(globex.subdomain), 'GET', '/api/auth/me', {
      token: tokens.acmeAdmin,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an organization token on the operator host', async () => {
    const response = await request(ctx.app, operatorHost, 'GET', '/api/superadmin/me', { token: tokens.acmeAdmin });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an operator token on an organization host', async () => {
    const response = await request(ctx.app, orgHost(acme.subdomain), 'GET', '/api/auth/me', { token: tokens.operator });
    expect(response.statusCode).toBe(401);
  });

  it('serves organization calls only on organization hosts', async () => {
    const response = await request(ctx.app, mainHost, 'GET', '/api/auth/me', { token: tokens.acmeAdmin });
    expect(response.statusCode).toBe(404);
  });

  it('answers an unknown host (not under BASE_DOMAIN) with 404', async () => {
    const response = await request(ctx.app, 'evil.example.com', 'GET', '/api/site');
    expect(response.statusCode).toBe(404);
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: {
        host: orgHost(acme.subdomain),
        'x-forwarded-host': orgHost(globex.subdomain),
        authorization: `Bearer ${tokens.acmeAdmin}`,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.organization.id).toBe(acme.id);
  });
});

describe('roles (product §6: every permission enforced on the server)', () => {
  it('lets an ADMIN through an ADMIN-only route', async () => {
    const response = await request(ctx.app, orgHost(acme.subdomain), 'GET', '/api/test/admin-only', {
      token: tokens.acmeAdmin,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an EMPLOYEE and a MANAGER on an ADMIN-only route with 403 and a Turkish message', async () => {
    for (const token of [tokens.acmeEmployee, tokens.acmeManager]) {
      const response = await request(ctx.app, orgHost(acme.subdomain), 'GET', '/api/test/admin-only', { token });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('Bu işlem için yetkiniz yok.');
    }
  });

  it('lets ADMIN and MANAGER through an ADMIN-or-MANAGER route, not an EMPLOYEE', async () => {
    const statuses = await Promise.all(
      [tokens.acmeAdmin, tokens.acmeManager, tokens.acmeEmployee].map(
        async (token) =>
          (await request(ctx.app, orgHost(acme.subdomain), 'GET', '/api/test/managers', { token })).statusCode,
      ),
    );
    expect(statuses).toEqual([200, 200, 403]);
  });

  it('checks the host before the role: another organization’s admin gets 401, not 403', async () => {
    const response = await request(ctx.app, orgHost(acme.subdomain), 'GET', '/api/test/admin-only', {
      token: tokens.globexAdmin,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('route declarations', () => {
  it('refuses to register an /api route that declares no access', async () => {
    const app = await buildApp({ config: ctx.app.config, db: ctx.handle.db });
    expect(() => app.get('/api/test/undeclared', () => ({}))).toThrow(/declares no access/);
    await app.close();
  });
});

describe('errors', () => {
  it('answers an unknown API route with a Turkish 404 JSON', async () => {
    const response = await request(ctx.app, orgHost(acme.subdomain), 'GET', '/api/yok');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Böyle bir API adresi yok.' });
  });

  it('publishes the OpenAPI document built from the route schemas', async () => {
    const response = await request(ctx.app, mainHost, 'GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/subdomain/login', '/api/auth/me', '/api/superadmin/login']),
    );
  });

  it('answers /api/site with the base domain and the site of the host', async () => {
    const response = await request(ctx.app, orgHost(acme.subdomain), 'GET', '/api/site');
    expect(response.json()).toEqual({
      baseDomain: 'localhost',
      site: { kind: 'organization', subdomain: acme.subdomain },
    });
  });
});
