import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoverCodes, sessions, users } from '../../db/schema';
import { createOrganization } from '../../../test/factories';
import { mainHost, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { hashToken } from '../../platform/tokens';
import { createInvitation } from '../invitations/create-invitation';
import { createHousekeepingWorker } from '../housekeeping/housekeeping-worker';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const unique = () => randomBytes(4).toString('hex');
const INVALID =
  'Otomatik giriş bağlantısının süresi dolmuş ya da bağlantı daha önce kullanılmış. Lütfen e-posta adresiniz ve şifrenizle giriş yapın.';

/** The onboarding wizard's answer for a new organization. */
async function onboard() {
  const id = unique();
  const payload = {
    firstName: 'Ayşe',
    lastName: 'Kaya',
    email: `devir-${id}@ornek.com.tr`,
    password: 'Kuzey-Işığı-58',
    companyName: 'Devir Teslim A.Ş.',
    subdomain: `devir-${id}`,
    staffMembers: [],
    workingDays: [1, 2, 3, 4, 5],
  };
  const response = await request(ctx.app, mainHost, 'POST', '/api/onboarding/complete', { body: payload });
  expect(response.statusCode).toBe(200);
  return { ...response.json().data, email: payload.email } as {
    token: string;
    handoverCode: string;
    organization: { id: string; subdomain: string };
    email: string;
  };
}

const exchange = (subdomain: string, code: string) =>
  request(ctx.app, orgHost(subdomain), 'POST', '/api/auth/handover', { body: { code } });

describe('handover codes (issue 20: sessions out of URLs)', () => {
  it('onboarding answers a one-time code; POST /api/auth/handover on the new host exchanges it for a working session', async () => {
    const created = await onboard();
    expect(created.handoverCode).toMatch(/^[\w-]{43}$/);
    expect(created.handoverCode).not.toBe(created.token);
    const response = await exchange(created.organization.subdomain, created.handoverCode);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: created.email, role: 'ADMIN' });
    const me = await request(ctx.app, orgHost(created.organization.subdomain), 'GET', '/api/auth/me', {
      token: body.token,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(created.email);
  });

  it('the code is stored only as its hash, bound to the organization and the person, for 60 seconds', async () => {
    const created = await onboard();
    const rows = await ctx.handle.db
      .select()
      .from(handoverCodes)
      .where(eq(handoverCodes.organizationId, created.organization.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toBe(hashToken(created.handoverCode));
    expect(JSON.stringify(rows)).not.toContain(created.handoverCode);
    const [admin] = await ctx.handle.db.select({ id: users.id }).from(users).where(eq(users.email, created.email));
    expect(rows[0]!.userId).toBe(admin!.id);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(55_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
  });

  it('a code is single use: the second exchange is a Turkish 401, and of two at once only one wins', async () => {
    const created = await onboard();
    expect((await exchange(created.organization.subdomain, created.handoverCode)).statusCode).toBe(200);
    const again = await exchange(created.organization.subdomain, created.handoverCode);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(INVALID);

    const racing = await onboard();
    const answers = await Promise.all([
      exchange(racing.organization.subdomain, racing.handoverCode),
      exchange(racing.organization.subdomain, racing.handoverCode),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('an expired code is refused (401) and housekeeping removes it', async () => {
    const created = await onboard();
    await ctx.handle.db
      .update(handoverCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(handoverCodes.codeHash, hashToken(created.handoverCode)));
    const response = await exchange(created.organization.subdomain, created.handoverCode);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(INVALID);
    const worker = createHousekeepingWorker({ db: ctx.handle.db, now: () => new Date() });
    try {
      expect((await worker.runOnce()).handoverCodes).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.stop();
    }
    expect(
      await ctx.handle.db
        .select()
        .from(handoverCodes)
        .where(eq(handoverCodes.codeHash, hashToken(created.handoverCode))),
    ).toHaveLength(0);
  });

  it('a code works only on its own organization’s host: another organization’s host is 401 (and does not spend it), the main site 404', async () => {
    const created = await onboard();
    const elsewhere = await createOrganization(ctx.handle.db);
    expect((await exchange(elsewhere.subdomain, created.handoverCode)).statusCode).toBe(401);
    expect(
      (await request(ctx.app, mainHost, 'POST', '/api/auth/handover', { body: { code: created.handoverCode } }))
        .statusCode,
    ).toBe(404);
    expect((await exchange(created.organization.subdomain, created.handoverCode)).statusCode).toBe(200);
  });

  it('a session token is not a handover code, and a handover code is not a session token', async () => {
    const created = await onboard();
    expect((await exchange(created.organization.subdomain, created.token)).statusCode).toBe(401);
    const me = await request(ctx.app, orgHost(created.organization.subdomain), 'GET', '/api/auth/me', {
      token: created.handoverCode,
    });
    expect(me.statusCode).toBe(401);
  });

  it('a missing or malformed code is a Turkish 400, never a 500', async () => {
    const created = await onboard();
    const host = orgHost(created.organization.subdomain);
    for (const body of [{}, { code: '' }, { code: 42 }, { code: 'x'.repeat(500) }]) {
      const response = await request(ctx.app, host, 'POST', '/api/auth/handover', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(INVALID);
    }
  });

  it('the setup page and an invitation sign-up hand over the same way', async () => {
    const setup = await request(ctx.app, mainHost, 'POST', '/api/auth/setup-organization', {
      body: {
        firstName: 'Mert',
        lastName: 'Yıldız',
        email: `kurulum-${unique()}@ornek.com.tr`,
        password: 'Kuzey-Işığı-58',
        organizationName: `Kurulum ${unique()}`,
      },
    });
    expect(setup.statusCode).toBe(200);
    expect((await exchange(setup.json().organization.subdomain, setup.json().handoverCode)).statusCode).toBe(200);

    const org = await createOrganization(ctx.handle.db);
    const { token } = await createInvitation(
      ctx.handle.db,
      ctx.app.config,
      { organizationId: org.id, organizationName: org.name, subdomain: org.subdomain },
      {
        email: `davet-${unique()}@ornek.com.tr`,
        firstName: 'Şebnem',
        lastName: 'Çağlar',
        role: 'EMPLOYEE',
        startDate: '2020-01-01',
      },
      null,
      'tr',
      new Date(),
    );
    const registered = await request(ctx.app, mainHost, 'POST', '/api/auth/register', {
      body: {
        invitationToken: token,
        password: 'Kuzey-Işığı-58',
        phone: '+90 532 111 22 33',
        nationalId: '10000000146',
        birthday: '1990-01-01',
        address: 'Kadıköy, İstanbul',
        emergencyContact: 'Ömer Çağlar',
        emergencyPhone: '+90 532 444 55 66',
      },
    });
    expect(registered.statusCode).toBe(200);
    const handed = await exchange(org.subdomain, registered.json().handoverCode);
    expect(handed.statusCode).toBe(200);
    expect(handed.json().user.role).toBe('EMPLOYEE');
    const live = await ctx.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(handed.json().token)));
    expect(live).toHaveLength(1);
  });
});
