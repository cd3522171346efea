import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarFeedTokens,
  historicalLeaveBatches,
  invitations,
  oneTimeTokens,
  scheduledMailOccasions,
  sessions,
  ssoLoginStates,
} from '../../db/schema';
import { createOrganization, createUser } from '../../../test/factories';
import { orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { newToken, hashToken } from '../../platform/tokens';
import { createHousekeepingWorker } from './housekeeping-worker';

let ctx: TestContext;
let org: Awaited<ReturnType<typeof createOrganization>>;
let person: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createTestApp();
  org = await createOrganization(ctx.handle.db, { name: 'Temizlik A.Ş.' });
  person = await createUser(ctx.handle.db, org.id);
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

/** One pass of the hourly worker with its clock at `now`. */
async function housekeeping(now = new Date()) {
  const worker = createHousekeepingWorker({ db: ctx.handle.db, now: () => now });
  try {
    return await worker.runOnce();
  } finally {
    await worker.stop();
  }
}

async function session(values: { expiresAt: Date; revokedAt?: Date }) {
  const [row] = await ctx.handle.db
    .insert(sessions)
    .values({ tokenHash: hashToken(newToken()), kind: 'USER', userId: person.id, organizationId: org.id, ...values })
    .returning({ id: sessions.id });
  return row!.id;
}
const remainingSessions = async (ids: string[]) =>
  (await ctx.handle.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids)))
    .map((r) => r.id)
    .sort();

describe('housekeeping (issue 13: expired sessions, tokens, invitations and consent links removed on a schedule)', () => {
  it('removes expired sessions and sessions revoked more than 30 days ago; live ones and recent revocations stay', async () => {
    const expired = await session({ expiresAt: ago(HOUR) });
    const oldRevoked = await session({ expiresAt: ahead(DAY), revokedAt: ago(31 * DAY) });
    const recentRevoked = await session({ expiresAt: ahead(DAY), revokedAt: ago(DAY) });
    const live = await session({ expiresAt: ahead(DAY) });
    await housekeeping();
    expect(await remainingSessions([expired, oldRevoked, recentRevoked, live])).toEqual([recentRevoked, live].sort());
    // With the clock two days ahead, the live session has expired too.
    await housekeeping(ahead(2 * DAY));
    expect(await remainingSessions([recentRevoked, live])).toEqual([]);
  });

  it('removes reset and set-password tokens once expired or used; an unused live one stays', async () => {
    const db = ctx.handle.db;
    const rows = await db
      .insert(oneTimeTokens)
      .values([
        {
          purpose: 'PASSWORD_RESET',
          tokenHash: hashToken(newToken()),
          organizationId: org.id,
          userId: person.id,
          expiresAt: ago(1000),
        },
        {
          purpose: 'SET_PASSWORD',
          tokenHash: hashToken(newToken()),
          organizationId: org.id,
          userId: person.id,
          expiresAt: ahead(HOUR),
          usedAt: ago(1000),
        },
        {
          purpose: 'PASSWORD_RESET',
          tokenHash: hashToken(newToken()),
          organizationId: org.id,
          userId: person.id,
          expiresAt: ahead(HOUR),
        },
      ])
      .returning({ id: oneTimeTokens.id });
    await housekeeping();
    const left = await db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(
        inArray(
          oneTimeTokens.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id)).toEqual([rows[2]!.id]);
  });

  it('removes invitations never accepted 30 days after their expiry; accepted ones (the record of who invited whom) and recent ones stay', async () => {
    const db = ctx.handle.db;
    const invitation = (values: Partial<typeof invitations.$inferInsert>) => ({
      organizationId: org.id,
      email: `davet-${newToken().slice(0, 6).toLowerCase()}@ornek.com.tr`,
      firstName: 'Davetli',
      lastName: 'Kişi',
      tokenHash: hashToken(newToken()),
      expiresAt: ago(31 * DAY),
      ...values,
    });
    const rows = await db
      .insert(invitations)
      .values([
        invitation({}),
        invitation({ cancelledAt: ago(37 * DAY) }),
        invitation({ acceptedAt: ago(36 * DAY) }),
        invitation({ expiresAt: ago(DAY) }),
        invitation({ expiresAt: ahead(DAY) }),
      ])
      .returning({ id: invitations.id });
    await housekeeping();
    const left = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        inArray(
          invitations.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[2]!.id, rows[3]!.id, rows[4]!.id].sort());
  });

  it('retires historical consent links 30 days past their expiry: the token hash is gone, the batch stays, the link answers 404', async () => {
    const db = ctx.handle.db;
    const oldToken = newToken();
    const recentToken = newToken();
    const [old, recent] = await db
      .insert(historicalLeaveBatches)
      .values([
        {
          organizationId: org.id,
          userId: person.id,
          tokenHash: hashToken(oldToken),
          tokenExpiresAt: ago(31 * DAY),
          status: 'APPROVED',
        },
        { organizationId: org.id, userId: person.id, tokenHash: hashToken(recentToken), tokenExpiresAt: ago(DAY) },
      ])
      .returning({ id: historicalLeaveBatches.id });
    expect((await housekeeping()).consentLinks).toBeGreaterThanOrEqual(1);
    const rows = await db
      .select()
      .from(historicalLeaveBatches)
      .where(inArray(historicalLeaveBatches.id, [old!.id, recent!.id]));
    expect(rows.find((r) => r.id === old!.id)).toMatchObject({ tokenHash: null, status: 'APPROVED' });
    expect(rows.find((r) => r.id === recent!.id)!.tokenHash).toBe(hashToken(recentToken));
    const retired = await request(
      ctx.app,
      orgHost(org.subdomain),
      'GET',
      `/api/historical-leaves/approval/${oldToken}`,
    );
    expect(retired.statusCode).toBe(404);
    // The recent one still explains itself ("expired"), as before.
    const expired = await request(
      ctx.app,
      orgHost(org.subdomain),
      'GET',
      `/api/historical-leaves/approval/${recentToken}`,
    );
    expect(expired.statusCode).toBe(400);
    // The organization's list of batches still shows both.
    const listed = await db
      .select({ id: historicalLeaveBatches.id })
      .from(historicalLeaveBatches)
      .where(eq(historicalLeaveBatches.organizationId, org.id));
    expect(listed.length).toBeGreaterThanOrEqual(2);
  });

  it('removes scheduled-mail claims older than 30 days (only today’s occasions are ever claimed again)', async () => {
    const db = ctx.handle.db;
    const rows = await db
      .insert(scheduledMailOccasions)
      .values([
        { organizationId: org.id, occasion: 'birthday', subjectId: person.id, localDate: '2020-01-01' },
        { organizationId: org.id, occasion: 'birthday', subjectId: person.id, localDate: '2099-01-01' },
      ])
      .returning({ id: scheduledMailOccasions.id });
    await housekeeping();
    const left = await db
      .select({ id: scheduledMailOccasions.id })
      .from(scheduledMailOccasions)
      .where(
        inArray(
          scheduledMailOccasions.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id)).toEqual([rows[1]!.id]);
  });

  it('removes calendar feed tokens revoked more than 30 days ago (they never work again); the live one and a recent revocation stay', async () => {
    const db = ctx.handle.db;
    const feedToken = (revokedAt: Date | null) => ({
      organizationId: org.id,
      userId: person.id,
      tokenHash: hashToken(newToken()),
      revokedAt,
    });
    const rows = await db
      .insert(calendarFeedTokens)
      .values([feedToken(ago(31 * DAY)), feedToken(ago(DAY)), feedToken(null)])
      .returning({ id: calendarFeedTokens.id });
    const ids = rows.map((r) => r.id);
    expect((await housekeeping()).feedTokens).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: calendarFeedTokens.id })
      .from(calendarFeedTokens)
      .where(inArray(calendarFeedTokens.id, ids));
    expect(left.map((r) => r.id).sort()).toEqual([ids[1]!, ids[2]!].sort());
  });

  it('removes single sign-on states once expired (a sign-in abandoned at the provider); a live one stays', async () => {
    const db = ctx.handle.db;
    const state = (expiresAt: Date) => ({
      organizationId: org.id,
      stateHash: hashToken(newToken()),
      browserHash: hashToken(newToken()),
      codeVerifier: newToken(),
      nonce: newToken(),
      expiresAt,
    });
    const rows = await db
      .insert(ssoLoginStates)
      .values([state(ago(HOUR)), state(ahead(HOUR))])
      .returning({ id: ssoLoginStates.id });
    expect((await housekeeping()).ssoLoginStates).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: ssoLoginStates.id })
      .from(ssoLoginStates)
      .where(
        inArray(
          ssoLoginStates.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id)).toEqual([rows[1]!.id]);
  });

  it('two instances housekeeping at once both succeed', async () => {
    await session({ expiresAt: ago(HOUR) });
    const results = await Promise.all([housekeeping(), housekeeping()]);
    expect(results.reduce((n, r) => n + r.sessions, 0)).toBeGreaterThanOrEqual(1);
  });
});
