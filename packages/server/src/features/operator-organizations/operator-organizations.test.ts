import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, leaveRequests, organizations, subscriptions } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD, uniqueSubdomain } from '../../../test/factories';
import { operatorHost, operatorOnlyStatuses, operatorToken, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let token: string;
/** A word every organization of this file carries in its name, so searches see only them. */
const tag = `arama${Date.now().toString(36)}`;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await operatorToken(ctx.app, ctx.handle.db);
});
afterAll(() => ctx.close());

const get = (url: string) => request(ctx.app, operatorHost, 'GET', url, { token });
type Listed = {
  id: string;
  name: string;
  subdomain: string;
  _count: { users: number; invitations: number };
  subscription: Record<string, unknown> | null;
};
async function listAll(query: string) {
  const seen: Listed[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(
      `/api/superadmin/organizations?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.statusCode).toBe(200);
    seen.push(...response.json().organizations);
    cursor = response.json().nextCursor;
  } while (cursor);
  return seen;
}

async function addOrganization(name: string, people: number, pendingInvitations = 0) {
  const db = ctx.handle.db;
  const organization = await createOrganization(db, {
    name: `${name} ${tag}`,
    subdomain: uniqueSubdomain(name.toLowerCase().slice(0, 5)),
  });
  for (let i = 0; i < people; i++) await createUser(db, organization.id);
  for (let i = 0; i < pendingInvitations; i++) {
    await db.insert(invitations).values({
      organizationId: organization.id,
      email: `davet${i}@ornek.com.tr`,
      firstName: 'Davetli',
      lastName: 'Kişi',
      tokenHash: `${organization.id}-${i}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  }
  // An expired and a cancelled invitation are not pending.
  await db.insert(invitations).values([
    {
      organizationId: organization.id,
      email: 'eski@ornek.com.tr',
      firstName: 'Eski',
      lastName: 'Davet',
      tokenHash: `${organization.id}-old`,
      expiresAt: new Date(Date.now() - 1000),
    },
    {
      organizationId: organization.id,
      email: 'iptal@ornek.com.tr',
      firstName: 'İptal',
      lastName: 'Davet',
      tokenHash: `${organization.id}-x`,
      expiresAt: new Date(Date.now() + 86_400_000),
      cancelledAt: new Date(),
    },
  ]);
  return organization;
}

let alpha: Awaited<ReturnType<typeof addOrganization>>;
let beta: Awaited<ReturnType<typeof addOrganization>>;
let gamma: Awaited<ReturnType<typeof addOrganization>>;
beforeAll(async () => {
  alpha = await addOrganization('Alfa', 3, 2);
  beta = await addOrganization('Beta', 1, 0);
  gamma = await addOrganization('Gama', 2, 1);
  await ctx.handle.db
    .update(subscriptions)
    .set({ status: 'ACTIVE', billingType: 'yearly', currentPeriodEndsAt: new Date(Date.now() + 300 * 86_400_000) })
    .where(eq(subscriptions.organizationId, gamma.id));
});

describe('GET /api/superadmin/organizations (product §3 Organization, product §D7 keyset paging)', () => {
  it('lists each organization with its user and pending-invitation counts and its subscription', async () => {
    const listed = await listAll(`q=${tag}&sort=name&order=asc`);
    expect(listed.map((o) => o.id)).toEqual([alpha.id, beta.id, gamma.id]);
    expect(listed[0]).toMatchObject({
      name: alpha.name,
      subdomain: alpha.subdomain,
      isActive: true,
      _count: { users: 3, invitations: 2 },
    });
    expect(listed[0]!.subscription).toMatchObject({
      status: 'TRIAL',
      isTrialActive: true,
      billingType: null,
      currentPeriodEndsAt: null,
    });
    expect(listed[2]!.subscription).toMatchObject({ status: 'ACTIVE', isTrialActive: false, billingType: 'yearly' });
  });

  it('searches name or subdomain on the server, case-insensitively, % and _ taken literally', async () => {
    expect((await listAll(`q=${encodeURIComponent(`BETA ${tag}`)}`)).map((o) => o.id)).toEqual([beta.id]);
    expect((await listAll(`q=${gamma.subdomain}`)).map((o) => o.id)).toEqual([gamma.id]);
    expect(await listAll(`q=${encodeURIComponent('%_')}`)).toEqual([]);
  });

  it.each([
    ['users', 'desc', ['alpha', 'gamma', 'beta']],
    ['users', 'asc', ['beta', 'gamma', 'alpha']],
    ['invitations', 'desc', ['alpha', 'gamma', 'beta']],
    ['name', 'desc', ['gamma', 'beta', 'alpha']],
    ['planEndsAt', 'desc', ['gamma', 'beta', 'alpha']],
  ] as const)('sorts by %s %s', async (sort, order, expected) => {
    const ids = { alpha: alpha.id, beta: beta.id, gamma: gamma.id };
    const listed = await listAll(`q=${tag}&sort=${sort}&order=${order}`);
    expect(listed.map((o) => o.id)).toEqual(expected.map((k) => ids[k]));
  });

  it('pages by keyset: limit rows and a cursor, every row once, null after the last page, on every sort', async () => {
    for (const sort of ['name', 'subdomain', 'users', 'invitations', 'createdAt', 'planEndsAt']) {
      const whole = await listAll(`q=${tag}&sort=${sort}`);
      const paged = await listAll(`q=${tag}&sort=${sort}&limit=1`);
      expect(paged.map((o) => o.id)).toEqual(whole.map((o) => o.id));
    }
    const first = (await get(`/api/superadmin/organizations?q=${tag}&limit=2`)).json();
    expect(first.organizations).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await get(`/api/superadmin/organizations?q=${tag}&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.organizations).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
  });

  it('pages ties of the sort value (the same user count) without losing or repeating a row', async () => {
    const tieTag = `esit${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++) await createOrganization(ctx.handle.db, { name: `Eşit ${tieTag} ${i}` });
    const whole = await listAll(`q=${tieTag}&sort=users`);
    const paged = await listAll(`q=${tieTag}&sort=users&limit=2`);
    expect(whole).toHaveLength(5);
    expect(paged.map((o) => o.id)).toEqual(whole.map((o) => o.id));
  });

  it.each([
    ['limit=0', 400],
    ['limit=501', 400],
    ['sort=boyut', 400],
    ['order=yukari', 400],
    ['cursor=bozuk', 400],
    [`cursor=${Buffer.from(JSON.stringify(['x', 'y'])).toString('base64url')}`, 400],
    ['bilinmeyen=1', 400],
  ])('refuses %s with a Turkish 400', async (query, status) => {
    const response = await get(`/api/superadmin/organizations?${query}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatch(/[çğıöşüÇĞİÖŞÜ]|alan|en fazla|en az/);
  });

  it('an invalid cursor says so in Turkish', async () => {
    const response = await get('/api/superadmin/organizations?cursor=bozuk');
    expect(response.json().error).toBe('Sayfa imleci geçersiz. Lütfen listeyi baştan yükleyin.');
  });

  it('answers 500 rows at most and 50 by default', async () => {
    for (let i = 0; i < 51; i++)
      await ctx.handle.db
        .insert(organizations)
        .values({ name: `Toplu ${i}`, subdomain: uniqueSubdomain('toplu'), leavePolicy: {} });
    expect((await get('/api/superadmin/organizations')).json().organizations).toHaveLength(50);
  });
});

describe('GET /api/superadmin/organizations/{id}', () => {
  it('answers the organization with its counts, subscription, active users and leave requests by status', async () => {
    const db = ctx.handle.db;
    const person = await createUser(db, beta.id, { isActive: false });
    for (const status of ['PENDING', 'APPROVED', 'APPROVED', 'CANCELLED'] as const) {
      await db.insert(leaveRequests).values({
        organizationId: beta.id,
        userId: person.id,
        leaveType: 'annual_paid',
        startDate: '2026-02-02',
        endDate: '2026-02-02',
        days: 1,
        status,
      });
    }
    const response = await get(`/api/superadmin/organizations/${beta.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().organization).toMatchObject({
      id: beta.id,
      name: beta.name,
      subdomain: beta.subdomain,
      isActive: true,
      _count: { users: 2, invitations: 0 },
      subscription: { status: 'TRIAL', isTrialActive: true },
      figures: { activeUsers: 1, leaveRequests: { PENDING: 1, APPROVED: 2, REJECTED: 0, CANCELLED: 1, total: 4 } },
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'bozuk-id'])(
    'an unknown or malformed id %s is a Turkish 404',
    async (id) => {
      const response = await get(`/api/superadmin/organizations/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Organizasyon bulunamadı.');
    },
  );
});

describe('operator only', () => {
  it('every organization call: no token 401, an organization admin 401, the operator on other hosts 404', async () => {
    const id = alpha.id;
    const calls: Array<[Parameters<typeof operatorOnlyStatuses>[2], string, unknown?]> = [
      ['GET', '/api/superadmin/organizations'],
      ['GET', `/api/superadmin/organizations/${id}`],
      ['PUT', `/api/superadmin/organizations/${id}/suspend`],
      ['PUT', `/api/superadmin/organizations/${id}/reactivate`],
      ['DELETE', `/api/superadmin/organizations/${id}`, { confirmSubdomain: alpha.subdomain }],
      ['GET', '/api/super-admin/organizations'],
    ];
    for (const [method, url, body] of calls) {
      expect(await operatorOnlyStatuses(ctx.app, ctx.handle.db, method, url, body), `${method} ${url}`).toEqual([
        401, 401, 404, 404,
      ]);
    }
    const [still] = await ctx.handle.db.select().from(organizations).where(eq(organizations.id, id));
    expect(still?.isActive).toBe(true);
  });

  it('the operator sees whether an organization can work by the rule the server enforces: an ended trial is "TRIAL_ENDED", not "ACTIVE" (issue 21), and its people get 402', async () => {
    const db = ctx.handle.db;
    const day = 86_400_000;
    const ended = await createOrganization(db, {
      name: `Deneme bitti ${tag}`,
      trialEndsAt: new Date(Date.now() - day),
    });
    const running = await createOrganization(db, { name: `Deneme sürüyor ${tag}` });
    const suspended = await createOrganization(db, { name: `Askıda ${tag}`, isActive: false });
    const cancelled = await createOrganization(db, { name: `Plan bitti ${tag}` });
    await db
      .update(subscriptions)
      .set({
        status: 'ACTIVE',
        billingType: 'monthly',
        currentPeriodEndsAt: new Date(Date.now() - day),
        cancelAtPeriodEnd: true,
      })
      .where(eq(subscriptions.organizationId, cancelled.id));
    const unpaid = await createOrganization(db, { name: `Ödeme yok ${tag}` });
    await db
      .update(subscriptions)
      .set({
        status: 'ACTIVE',
        billingType: 'monthly',
        currentPeriodEndsAt: new Date(Date.now() - 10 * day),
        graceEndsAt: new Date(Date.now() - 3 * day),
      })
      .where(eq(subscriptions.organizationId, unpaid.id));
    const grace = await createOrganization(db, { name: `Ek süre ${tag}` });
    await db
      .update(subscriptions)
      .set({
        status: 'ACTIVE',
        billingType: 'monthly',
        currentPeriodEndsAt: new Date(Date.now() - 2 * day),
        graceEndsAt: new Date(Date.now() + 5 * day),
      })
      .where(eq(subscriptions.organizationId, grace.id));

    const listed = (await listAll(`q=${tag}&limit=500`)) as Array<Listed & { accessStatus: string }>;
    const statusOf = (id: string) => listed.find((o) => o.id === id)?.accessStatus;
    expect(statusOf(ended.id)).toBe('TRIAL_ENDED');
    expect(listed.find((o) => o.id === ended.id)).toMatchObject({
      isActive: true,
      subscription: { status: 'TRIAL', isTrialActive: false },
    });
    expect(statusOf(running.id)).toBe('ACTIVE');
    expect(statusOf(suspended.id)).toBe('SUSPENDED');
    expect(statusOf(cancelled.id)).toBe('PLAN_ENDED');
    expect(statusOf(unpaid.id)).toBe('PAYMENT_FAILED');
    expect(statusOf(grace.id)).toBe('ACTIVE');
    expect((await get(`/api/superadmin/organizations/${ended.id}`)).json().organization.accessStatus).toBe(
      'TRIAL_ENDED',
    );

    // The same rule as the server's: the ended trial's employee is refused with 402, the running one's is not.
    for (const [organization, status] of [
      [ended, 402],
      [running, 200],
    ] as const) {
      const person = await createUser(db, organization.id);
      const login = await request(ctx.app, orgHost(organization.subdomain), 'POST', '/api/auth/login', {
        body: { email: person.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode, organization.name).toBe(status);
    }
  });
});
