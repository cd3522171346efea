import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests, organizations, payments, subscriptions } from '../../db/schema';
import { createOrganization, createUser } from '../../../test/factories';
import { operatorHost, operatorOnlyStatuses, request, useOperatorApp } from '../../../test/http';
import type { TimelineMonth } from './load-timeline';

const ctx = useOperatorApp();

const get = async (url: string) => request(ctx.app, operatorHost, 'GET', url, { token: ctx.operatorToken });
const oneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
/** The Istanbul calendar month `monthsAgo` months back, as `YYYY-MM`. */
function istanbulMonth(monthsAgo: number) {
  const [year, month] = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' }).split('-').map(Number);
  const index = year! * 12 + (month! - 1) - monthsAgo;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

async function addOrganization(
  options: { paying?: boolean; createdMonthsAgo?: number; people?: number; leaves?: number } = {},
) {
  const db = ctx.handle.db;
  const organization = await createOrganization(db);
  const people = [];
  for (let i = 0; i < (options.people ?? 1); i++) people.push(await createUser(db, organization.id));
  for (let i = 0; i < (options.leaves ?? 0); i++) {
    await db.insert(leaveRequests).values({
      organizationId: organization.id,
      userId: people[0]!.id,
      leaveType: 'annual_paid',
      startDate: '2026-01-05',
      endDate: '2026-01-05',
      days: 1,
      status: 'PENDING',
    });
  }
  if (options.paying) {
    await db
      .update(subscriptions)
      .set({ status: 'ACTIVE', billingType: 'monthly', currentPeriodEndsAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(sql`organization_id = ${organization.id}`);
    await db.insert(payments).values({
      organizationId: organization.id,
      billingType: 'monthly',
      userCount: 1,
      amountKurus: 6900,
      provider: 'demo',
    });
  }
  if (options.createdMonthsAgo) {
    // Months back on Istanbul's calendar, as the timeline counts them: from UTC, 28 February 21:40 less three
    // months is in November, while Istanbul's 1 March 00:40 less three months is in December.
    const at = sql`((now() at time zone 'Europe/Istanbul') - make_interval(months => ${options.createdMonthsAgo}::int)) at time zone 'Europe/Istanbul'`;
    await db
      .update(organizations)
      .set({ createdAt: at })
      .where(sql`id = ${organization.id}`);
    await db
      .update(subscriptions)
      .set({ createdAt: at })
      .where(sql`organization_id = ${organization.id}`);
  }
  return organization;
}

describe('GET /api/superadmin/stats (product §3 Stats, §9 averages)', () => {
  it('counts organizations, users, active subscriptions and leave requests', async () => {
    const before = (await get('/api/superadmin/stats')).json().stats;
    await addOrganization({ people: 3, leaves: 2, paying: true });
    await addOrganization({ people: 1 });
    const response = await get('/api/superadmin/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json().stats).toEqual({
      totalOrganizations: before.totalOrganizations + 2,
      totalUsers: before.totalUsers + 4,
      activeSubscriptions: before.activeSubscriptions + 1,
      totalLeaveRequests: before.totalLeaveRequests + 2,
    });
  });

  it('averages are users per organization, leave requests per user and the share (%) of organizations with an active subscription, each to 1 decimal', async () => {
    await addOrganization({ people: 2, leaves: 1 });
    const { stats, averages } = (await get('/api/superadmin/stats')).json();
    const round1 = (value: number) => Math.round(value * 10) / 10;
    expect(averages).toEqual({
      usersPerOrganization: round1(stats.totalUsers / stats.totalOrganizations),
      leaveRequestsPerUser: round1(stats.totalLeaveRequests / stats.totalUsers),
      activeSubscriptionShare: round1((100 * stats.activeSubscriptions) / stats.totalOrganizations),
    });
    for (const value of Object.values<number>(averages)) expect(oneDecimal(value)).toBe(true);
  });
});

describe('GET /api/superadmin/stats: strict querystring', () => {
  it('an unknown parameter is a Turkish 400, as on every route', async () => {
    const response = await get('/api/superadmin/stats?foo=1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tanınmayan alan gönderildi: foo');
  });
});

describe('GET /api/superadmin/stats/timeline (counts per Istanbul month from SQL)', () => {
  it('answers every month of the window, oldest first, zeros included', async () => {
    const response = await get('/api/superadmin/stats/timeline?months=24');
    expect(response.statusCode).toBe(200);
    const months = response.json().months;
    expect(months.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 24 }, (_, i) => istanbulMonth(23 - i)),
    );
    expect(months[0]).toMatchObject({
      newOrganizations: 0,
      newUsers: 0,
      leaveRequests: 0,
      trialsStarted: 0,
      trialsConverted: 0,
    });
  });

  it('counts new organizations, trials started and converted in the month the trial started', async () => {
    const month = (list: TimelineMonth[], ago: number) => list.find((m) => m.month === istanbulMonth(ago))!;
    const before = (await get('/api/superadmin/stats/timeline?months=12')).json().months;
    await addOrganization({ createdMonthsAgo: 3, paying: true });
    await addOrganization({ createdMonthsAgo: 3 });
    await addOrganization({ people: 2, leaves: 3 });
    const after = (await get('/api/superadmin/stats/timeline?months=12')).json().months;
    expect(after).toHaveLength(12);
    expect(month(after, 3).newOrganizations - month(before, 3).newOrganizations).toBe(2);
    expect(month(after, 3).trialsStarted - month(before, 3).trialsStarted).toBe(2);
    expect(month(after, 3).trialsConverted - month(before, 3).trialsConverted).toBe(1);
    expect(month(after, 0).newOrganizations - month(before, 0).newOrganizations).toBe(1);
    expect(month(after, 0).newUsers - month(before, 0).newUsers).toBe(2 + 1 + 1);
    expect(month(after, 0).leaveRequests - month(before, 0).leaveRequests).toBe(3);
  });

  it.each(['0', '37', 'bir'])('refuses months=%s with a Turkish 400', async (months) => {
    const response = await get(`/api/superadmin/stats/timeline?months=${months}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/[çğıöşüÇĞİÖŞÜ]|en az|en fazla|sayı/i);
  });
});

describe('operator only', () => {
  it.each(['/api/superadmin/stats', '/api/superadmin/stats/timeline', '/api/super-admin/stats'])(
    '%s: no token 401, an organization admin 401, the operator on other hosts 404',
    async (url) => {
      expect(await operatorOnlyStatuses(ctx.app, ctx.handle.db, 'GET', url)).toEqual([401, 401, 404, 404]);
    },
  );
});
