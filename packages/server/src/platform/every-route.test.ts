import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { loginAs, mainHost, operatorHost, orgHost, request } from '../../test/http';
import { createTestApp, type TestContext } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  path: string;
}

let ctx: TestContext;
let routes: Route[];
let subdomain: string;
let adminToken: string;
let operatorToken: string;
let foreignIds: string[];

/** Requests that end the caller's own session; everything else may be sent with any input. */
const endsOwnSession = (route: Route) => route.path.endsWith('/logout');

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const org = await createOrganization(db);
  const other = await createOrganization(db);
  subdomain = org.subdomain;
  const admin = await createUser(db, org.id, { role: 'ADMIN' });
  const foreignPerson = await createUser(db, other.id);
  const [foreignLeave] = await db
    .insert(leaveRequests)
    .values({ organizationId: other.id, userId: foreignPerson.id, leaveType: 'annual_paid', startDate: '2027-03-01', endDate: '2027-03-02', days: 2, status: 'APPROVED' })
    .returning();
  foreignIds = [foreignPerson.id, foreignLeave!.id];
  adminToken = await loginAs(ctx.app, subdomain, admin.email, TEST_PASSWORD);
  const operator = await createOperator(db);
  const login = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', { body: { username: operator.username, password: TEST_PASSWORD } });
  operatorToken = login.json().token;
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method): method is Method => ['GET', 'POST', 'PUT', 'DELETE'].includes(method))
      .map((method) => ({ method, path })),
  );
});
afterAll(() => ctx.close());

const withParams = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
const hostsAndTokens = () => [
  { host: orgHost(subdomain), token: adminToken },
  { host: operatorHost, token: operatorToken },
  { host: mainHost, token: undefined },
];
const malformedBodies: Array<{ body?: unknown; payload?: string }> = [
  {},
  { body: {} },
  { body: [] },
  { payload: '{"kırık": ' },
  { body: { email: 12, startDate: 'dün', endDate: '31.02.2026', days: 'çok', leaveType: 'yok', password: null, name: ['x'], leavePolicyJson: '{' } },
];

describe('every route (spec §8: bad input gets a Turkish 4xx, never a 500)', () => {
  it('answers malformed ids, bodies and JSON with a 4xx and a Turkish message on every host', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes.filter((r) => !endsOwnSession(r))) {
      for (const { host, token } of hostsAndTokens()) {
        for (const input of route.method === 'GET' || route.method === 'DELETE' ? [{}] : malformedBodies) {
          const url = withParams(route.path, 'bozuk-kimlik');
          const response = await request(ctx.app, host, route.method, url, { token, ...input });
          if (response.statusCode >= 500) failures.push(`${route.method} ${url} on ${host} → ${response.statusCode} ${response.body.slice(0, 120)}`);
          else if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json') && !response.json().message) {
            failures.push(`${route.method} ${url} on ${host} → ${response.statusCode} without a message`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("never lets an organization's admin reach another organization's people or leaves by id (tenancy)", async () => {
    const leaks: string[] = [];
    for (const route of routes.filter((r) => r.path.includes('{') && !endsOwnSession(r))) {
      for (const id of foreignIds) {
        const url = withParams(route.path, id);
        const response = await request(ctx.app, orgHost(subdomain), route.method, url, { token: adminToken, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }) });
        if (response.statusCode < 400 || response.statusCode >= 500) leaks.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
