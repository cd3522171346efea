import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, organizations, users } from '../../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { operatorHost } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { App } from '../../app';
import { createHousekeepingWorker } from '../housekeeping/housekeeping-worker';
import { LOGIN_THROTTLE, waitText } from './login-throttle';

/** The app's clock, moved by the tests (no test sleeps through a wait). */
let clock = Date.parse('2026-03-02T09:00:00Z');
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};

let ctx: TestContext;
let second: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { now });
  second = await createTestApp({}, { now, handle: ctx.handle });
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

let address = 0;
/** A login from a new address each time (the per-address limit never counts here). */
function login(app: App, host: string, url: string, body: unknown) {
  address += 1;
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.20.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function person() {
  const organization = await createOrganization(ctx.handle.db);
  const user = await createUser(ctx.handle.db, organization.id, {
    email: `sahip-${organization.subdomain}@ornek.com.tr`,
  });
  return { organization, user, host: `${organization.subdomain}.localhost:3000` };
}

const FREE = LOGIN_THROTTLE.freeFailures;
const waitMessage = (wait: string) =>
  `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${wait} sonra tekrar deneyin.`;

describe('login throttling (issue 20: one budget per account for every login route, host spelling and instance)', () => {
  it('host variants (uppercase, mixed case, trailing dot) and both organization login routes share one budget per account', async () => {
    const { organization, user } = await person();
    const sub = organization.subdomain;
    const variants = [
      `${sub}.localhost:3000`,
      `${sub.toUpperCase()}.localhost:3000`,
      `${sub[0]!.toUpperCase()}${sub.slice(1)}.LocalHost`,
      `${sub}.localhost.:3000`,
    ];
    const urls = ['/api/auth/login', '/api/subdomain/login'];
    const statuses = [];
    // The free failures and the one that starts the wait, spread over every spelling of the host and both routes.
    for (let i = 0; i <= FREE; i++) {
      const response = await login(ctx.app, variants[i % variants.length]!, urls[i % 2]!, {
        email: user.email,
        password: `tahmin-${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array(FREE + 1).fill(401));
    // Now every spelling and both routes wait, even with the right password (it is not checked), the e-mail in capitals too.
    for (const host of variants) {
      for (const url of urls) {
        const response = await login(ctx.app, host, url, {
          email: ` ${user.email.toUpperCase()} `,
          password: TEST_PASSWORD,
        });
        expect(response.statusCode, `${host} ${url}`).toBe(429);
      }
    }
    expect(
      await ctx.handle.db.select().from(loginThrottles).where(eq(loginThrottles.organizationId, organization.id)),
    ).toHaveLength(1);
  });

  it('two app instances on the same database share the budget', async () => {
    const { user, host } = await person();
    const statuses = [];
    for (let i = 0; i <= FREE + 1; i++) {
      const app = i % 2 === 0 ? ctx.app : second.app;
      statuses.push(
        (await login(app, host, '/api/auth/login', { email: user.email, password: `tahmin-${i}` })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(FREE + 1).fill(401), 429]);
  });

  it('failures from other addresses do not lock the owner out: after the growing wait the right password works, and the wait says how long (429, message, Retry-After)', async () => {
    const { user, host } = await person();
    const guess = (i: number) =>
      login(ctx.app, host, '/api/subdomain/login', { email: user.email, password: `tahmin-${i}` });
    for (let i = 0; i < FREE; i++) expect((await guess(i)).statusCode).toBe(401);
    // Each further failure makes the next attempt wait: 1 s, 2 s, 4 s.
    for (const seconds of [1, 2, 4]) {
      expect((await guess(seconds)).statusCode).toBe(401);
      const waiting = await login(ctx.app, host, '/api/subdomain/login', {
        email: user.email,
        password: TEST_PASSWORD,
      });
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe(String(seconds));
      expect(waiting.json().error).toBe(waitMessage(`${seconds} saniye`));
      advance(seconds * 1000 - 1);
      expect((await guess(99)).statusCode, 'still waiting a millisecond before the end').toBe(429);
      advance(1);
    }
    // A flood during the wait is refused without being counted: the owner's wait does not grow.
    expect((await guess(100)).statusCode).toBe(401);
    for (let i = 0; i < 20; i++) expect((await guess(200 + i)).statusCode).toBe(429);
    advance(8000);
    const owner = await login(ctx.app, host, '/api/subdomain/login', { email: user.email, password: TEST_PASSWORD });
    expect(owner.statusCode).toBe(200);
    // The success cleared the count: the free failures are free again.
    for (let i = 0; i < FREE; i++) expect((await guess(i)).statusCode).toBe(401);
  });

  it('the wait doubles up to 15 minutes, and the message says it in minutes', async () => {
    const { user, host } = await person();
    const guess = () => login(ctx.app, host, '/api/auth/login', { email: user.email, password: 'tahmin-123' });
    let wait = 0;
    for (let i = 0; i < FREE + 12; i++) {
      advance(wait);
      expect((await guess()).statusCode).toBe(401);
      wait = i < FREE ? 0 : Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.baseDelayMs * 2 ** (i - FREE));
    }
    expect(wait).toBe(15 * 60_000);
    const waiting = await guess();
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('900');
    expect(waiting.json().error).toBe(waitMessage('15 dakika'));
    expect([waitText(1), waitText(59_000), waitText(60_000), waitText(61_000)]).toEqual([
      '1 saniye',
      '59 saniye',
      '1 dakika',
      '2 dakika',
    ]);
  });

  it('an unknown account gets the same answers as a known one (the 429 tells nothing about who exists)', async () => {
    const { user, host } = await person();
    const answers = async (email: string) => {
      const result = [];
      for (let i = 0; i <= FREE + 1; i++) {
        const response = await login(ctx.app, host, '/api/subdomain/login', { email, password: 'tahmin-123' });
        result.push([response.statusCode, response.json().error, response.headers['retry-after']]);
      }
      return result;
    };
    expect(await answers('kimse-yok@ornek.com.tr')).toEqual(await answers(user.email));
  });

  it('many attempts at once: only the free failures and the one that starts the wait are checked', async () => {
    const { user, host } = await person();
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        login(ctx.app, host, '/api/subdomain/login', { email: user.email, password: `tahmin-${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(FREE + 1).fill(401), ...Array(16 - FREE - 1).fill(429)]);
  });

  it('a deactivated person’s right password clears the count too (the answer after a right password is not a failure)', async () => {
    const { organization, user, host } = await person();
    for (let i = 0; i < FREE; i++)
      await login(ctx.app, host, '/api/subdomain/login', { email: user.email, password: 'tahmin-123' });
    await ctx.handle.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(
      (await login(ctx.app, host, '/api/subdomain/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(403);
    expect(
      await ctx.handle.db.select().from(loginThrottles).where(eq(loginThrottles.organizationId, organization.id)),
    ).toEqual([]);
  });

  it('operator login: one budget per username (any case, any spacing), the owner gets in after the wait', async () => {
    const operator = await createOperator(ctx.handle.db);
    const guess = (username: string) =>
      login(ctx.app, operatorHost, '/api/superadmin/login', { username, password: 'tahmin-123' });
    const spellings = [operator.username, operator.username.toUpperCase(), ` ${operator.username} `];
    for (let i = 0; i <= FREE; i++) expect((await guess(spellings[i % spellings.length]!)).statusCode).toBe(401);
    const waiting = await login(second.app, operatorHost, '/api/superadmin/login', {
      username: operator.username,
      password: TEST_PASSWORD,
    });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json().error).toBe(waitMessage('1 saniye'));
    advance(1000);
    const owner = await login(ctx.app, operatorHost, '/api/superadmin/login', {
      username: operator.username,
      password: TEST_PASSWORD,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('failure counts go with their organization’s erasure, and housekeeping removes them a day after the last failure', async () => {
    const { organization, user, host } = await person();
    await login(ctx.app, host, '/api/subdomain/login', { email: user.email, password: 'tahmin-123' });
    const other = await person();
    await login(ctx.app, other.host, '/api/subdomain/login', { email: other.user.email, password: 'tahmin-123' });
    const organizationsWithRows = async () =>
      (await ctx.handle.db.select().from(loginThrottles)).map((r) => r.organizationId);
    expect(await organizationsWithRows()).toEqual(expect.arrayContaining([organization.id, other.organization.id]));
    await ctx.handle.db.delete(organizations).where(eq(organizations.id, other.organization.id));
    expect(await organizationsWithRows()).not.toContain(other.organization.id);
    const housekeeping = async (at: number) => {
      const worker = createHousekeepingWorker({ db: ctx.handle.db, now: () => new Date(at) });
      try {
        return await worker.runOnce();
      } finally {
        await worker.stop();
      }
    };
    await housekeeping(clock + LOGIN_THROTTLE.forgetAfterMs - 1000);
    expect(await organizationsWithRows()).toContain(organization.id);
    expect((await housekeeping(clock + LOGIN_THROTTLE.forgetAfterMs + 1000)).loginThrottles).toBeGreaterThanOrEqual(1);
    expect(await organizationsWithRows()).not.toContain(organization.id);
  });
});
