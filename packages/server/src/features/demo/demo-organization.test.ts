import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators, organizations, users } from '../../db/schema';
import { loginAs, operatorHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { DEMO_OPERATOR, DEMO_PASSWORD, DEMO_PEOPLE, ensureDemoData } from './demo-organization';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo data of the embedded default', () => {
  it('creates the demo organization with an admin, a manager and five employees, once', async () => {
    expect(await ensureDemoData(ctx.handle.db)).toBe('created');
    expect(await ensureDemoData(ctx.handle.db)).toBe('renewed');
    const [demo] = await ctx.handle.db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    const people = await ctx.handle.db.select().from(users).where(eq(users.organizationId, demo!.id));
    expect(people.map((p) => p.role).sort()).toEqual(['ADMIN', 'EMPLOYEE', 'EMPLOYEE', 'EMPLOYEE', 'EMPLOYEE', 'EMPLOYEE', 'MANAGER']);
    expect(new Set(people.map((p) => p.startDate)).size).toBe(DEMO_PEOPLE.length);
    expect(await ctx.handle.db.select().from(operators).where(eq(operators.username, DEMO_OPERATOR.username))).toHaveLength(1);
  });

  it('the printed logins work', async () => {
    for (const person of DEMO_PEOPLE) expect(await loginAs(ctx.app, 'demo', person.email, DEMO_PASSWORD)).toBeTruthy();
    const operator = await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', { body: DEMO_OPERATOR });
    expect(operator.statusCode).toBe(200);
  });

  it('gives the 50-year-old warehouse keeper the art. 53 age minimum and 15+ years band (26 days)', async () => {
    const burak = DEMO_PEOPLE.find((p) => p.firstName === 'Burak')!;
    const token = await loginAs(ctx.app, 'demo', burak.email, DEMO_PASSWORD);
    const me = await request(ctx.app, orgHost('demo'), 'GET', '/api/auth/me', { token });
    expect(me.json().user.annualLeaveDays).toBe(26);
  });
});
