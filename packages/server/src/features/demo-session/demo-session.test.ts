import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../test/factories';
import { mainHost, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { ensureDemoData } from '../demo/demo-organization';
import { DEMO_SESSION_EMAIL } from './start-demo-session';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_DATA: '1' });
});
afterAll(() => ctx?.close());

const startDemo = (app: TestContext['app'], host = mainHost) => request(app, host, 'POST', '/api/demo/session');
const exchange = (app: TestContext['app'], host: string, code: string) =>
  request(app, host, 'POST', '/api/auth/handover', { body: { code } });

describe('"Demo İzle": POST /api/demo/session (issue 21: a one-click login into the living demo, never the operator site)', () => {
  it('answers 404 while the installation has no demo organization, even with the demo on', async () => {
    const response = await startDemo(ctx.app);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Bu kurulumda canlı demo yok.');
  });

  it('with the demo: a one-time handover code for the demo ADMIN, exchanged on the demo host only, once', async () => {
    await ensureDemoData(ctx.handle.db, ctx.app.config);
    const response = await startDemo(ctx.app);
    expect(response.statusCode).toBe(200);
    const { handoverCode, subdomain } = response.json();
    expect(subdomain).toBe('demo');
    expect(handoverCode).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Object.keys(response.json()).sort()).toEqual(['handoverCode', 'subdomain']); // no session token in the answer

    // Another organization's host and the operator's host cannot spend it.
    const other = await createOrganization(ctx.handle.db);
    expect((await exchange(ctx.app, orgHost(other.subdomain), handoverCode)).statusCode).toBe(401);
    expect((await exchange(ctx.app, operatorHost, handoverCode)).statusCode).toBe(404);

    const session = await exchange(ctx.app, orgHost('demo'), handoverCode);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email: DEMO_SESSION_EMAIL, role: 'ADMIN' });
    const token = session.json().token as string;
    expect((await request(ctx.app, orgHost('demo'), 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
    // The session is the demo organization's: the operator site does not take it.
    expect((await request(ctx.app, operatorHost, 'GET', '/api/superadmin/stats', { token })).statusCode).toBe(401);
    // Spent: the same code again is refused.
    expect((await exchange(ctx.app, orgHost('demo'), handoverCode)).statusCode).toBe(401);
  });

  it('is a main-site route only: an organization host and the operator host answer 404', async () => {
    expect((await startDemo(ctx.app, orgHost('demo'))).statusCode).toBe(404);
    expect((await startDemo(ctx.app, operatorHost)).statusCode).toBe(404);
    expect((await startDemo(ctx.app, 'superadmin.localhost:3000')).statusCode).toBe(404);
  });

  it('answers 404 where the installation has no demo (DEMO_DATA=0), though the demo organization’s rows exist', async () => {
    const off = await createTestApp({ DEMO_DATA: '0' }, { handle: ctx.handle });
    try {
      expect((await startDemo(off.app)).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('is rate-limited per address like the sign-in routes (429 in Turkish)', async () => {
    const limited = await createTestApp({ DEMO_DATA: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '3' }, { handle: ctx.handle });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await startDemo(limited.app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await startDemo(limited.app);
      expect(refused.json().message).toMatch(/Çok fazla/);
    } finally {
      await limited.close();
    }
  });
});
