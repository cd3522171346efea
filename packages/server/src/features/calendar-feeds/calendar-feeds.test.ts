import { addDays, istanbulToday, weekdayOf } from '@paydos/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { ROLES } from '@paydos/domain';

let ctx: TestContext;
let host: string;
let otherHost: string;
const tokens: Record<string, string> = {};
let otherToken: string;
const ids: Record<string, string> = {};

/** The first Monday at least a week ahead: its Friday is the test's leave end. */
function nextMonday() {
  let day = addDays(istanbulToday(new Date()), 7);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
}
const monday = nextMonday();
const friday = addDays(monday, 4);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name: 'Takvim A.Ş.' });
  host = orgHost(org.subdomain);
  const people: Record<string, { id: string; email: string }> = {};
  for (const role of ROLES) {
    people[role] = await createUser(db, org.id, { role, firstName: 'Rol', lastName: role });
    tokens[role] = await loginAs(ctx.app, org.subdomain, people[role].email, TEST_PASSWORD);
  }
  const colleague = await createUser(db, org.id, { firstName: 'Deniz', lastName: 'Kaya' });
  const other = await createOrganization(db, { name: 'Başka Firma' });
  otherHost = orgHost(other.subdomain);
  const otherUser = await createUser(db, other.id, {});
  otherToken = await loginAs(ctx.app, other.subdomain, otherUser.email, TEST_PASSWORD);

  const rows = await db
    .insert(leaveRequests)
    .values([
      {
        organizationId: org.id,
        userId: people.EMPLOYEE!.id,
        leaveType: 'unpaid_leave',
        startDate: monday,
        endDate: friday,
        days: 5,
        status: 'APPROVED',
      },
      {
        organizationId: org.id,
        userId: people.EMPLOYEE!.id,
        leaveType: 'annual_paid',
        startDate: addDays(monday, 14),
        endDate: addDays(monday, 15),
        days: 2,
        status: 'PENDING',
      },
      {
        organizationId: org.id,
        userId: people.EMPLOYEE!.id,
        leaveType: 'unpaid_leave',
        startDate: addDays(monday, 21),
        endDate: addDays(monday, 21),
        days: 1,
        status: 'CANCELLED',
      },
      {
        organizationId: org.id,
        userId: colleague.id,
        leaveType: 'sick_leave_reported',
        startDate: addDays(monday, 7),
        endDate: addDays(monday, 8),
        days: 2,
        status: 'APPROVED',
        reason: 'Grip raporu',
      },
      {
        organizationId: org.id,
        userId: colleague.id,
        leaveType: 'annual_paid',
        startDate: addDays(monday, 28),
        endDate: addDays(monday, 28),
        days: 1,
        status: 'PENDING',
      },
      // Outside the window (a year back and ahead): never in a feed.
      {
        organizationId: org.id,
        userId: people.EMPLOYEE!.id,
        leaveType: 'unpaid_leave',
        startDate: addDays(monday, 400),
        endDate: addDays(monday, 400),
        days: 1,
        status: 'APPROVED',
      },
    ])
    .returning({ id: leaveRequests.id });
  ids.week = rows[0]!.id;
  ids.cancelled = rows[2]!.id;
});
afterAll(() => ctx.close());

async function createFeed(token: string, on = host) {
  const created = await request(ctx.app, on, 'POST', '/api/calendar-feeds', { token, body: {} });
  expect(created.statusCode).toBe(201);
  return created.json<{ createdAt: string; urls: { myLeave: string; team: string; holidays: string } }>();
}

const pathOf = (url: string) => new URL(url).pathname;

function events(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => ({
    uid: String(e.getFirstPropertyValue('uid')),
    summary: String(e.getFirstPropertyValue('summary')),
    status: e.getFirstPropertyValue('status') as string | null,
    start: String(e.getFirstPropertyValue('dtstart')),
    end: String(e.getFirstPropertyValue('dtend')),
  }));
}

async function feed(url: string, on = host) {
  const answer = await request(ctx.app, on, 'GET', pathOf(url));
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
  // Rate limited per address (a feed is public: whoever holds the URL).
  expect(answer.headers['x-ratelimit-limit']).toBe('60');
  return answer.body;
}

describe('calendar feeds (issue 16, product §D7: per-person secret URLs, RFC 5545, Europe/Istanbul)', () => {
  it('my-leave feed: every own request in the window, all-day with the exclusive DTEND (a leave ending Friday ends on Saturday), pending tentative, cancelled marked cancelled', async () => {
    const { urls } = await createFeed(tokens.EMPLOYEE!);
    expect(urls.myLeave).toMatch(new RegExp(`^http://[^/]+/api/calendar-feeds/[A-Za-z0-9_-]{43}/my-leave\\.ics$`));
    const ics = await feed(urls.myLeave);
    expect(ics).toContain('X-WR-TIMEZONE:Europe/Istanbul');
    const list = events(ics);
    expect(list).toHaveLength(3);
    const week = list.find((e) => e.uid === `${ids.week}@localhost`)!;
    expect(week).toMatchObject({
      start: monday,
      end: addDays(friday, 1),
      summary: 'Ücretsiz İzin',
      status: 'CONFIRMED',
    });
    expect(weekdayOf(week.end)).toBe(6);
    expect(list.find((e) => e.uid === `${ids.cancelled}@localhost`)!.status).toBe('CANCELLED');
    expect(list.find((e) => e.status === 'TENTATIVE')!.summary).toContain('beklemede');
  });

  it('UIDs are stable across an edit: the edited leave keeps its UID with the new dates and a higher SEQUENCE', async () => {
    const { urls } = await createFeed(tokens.EMPLOYEE!);
    const before = events(await feed(urls.myLeave)).find((e) => e.uid === `${ids.week}@localhost`)!;
    const edit = await request(ctx.app, host, 'PUT', `/api/leaves/${ids.week}/update`, {
      token: tokens.ADMIN,
      body: { startDate: monday, endDate: addDays(friday, -1) },
    });
    expect(edit.statusCode).toBe(200);
    const ics = await feed(urls.myLeave);
    const after = events(ics).filter((e) => e.uid === before.uid);
    expect(after).toHaveLength(1);
    expect(after[0]!.end).toBe(friday);
    expect(ics).toMatch(/SEQUENCE:[2-9]/);
  });

  it('an EMPLOYEE’s company feed names colleagues "İzinli" with no leave type, no reason and no pending request; their own leave in full', async () => {
    const { urls } = await createFeed(tokens.EMPLOYEE!);
    const ics = await feed(urls.team);
    const list = events(ics);
    expect(list.map((e) => e.summary)).toContain('Deniz Kaya: İzinli');
    expect(ics).not.toContain('Hastalık');
    expect(ics).not.toContain('Grip');
    expect(list.some((e) => e.summary === 'Rol EMPLOYEE: Ücretsiz İzin')).toBe(true);
    expect(list.filter((e) => e.summary.startsWith('Deniz'))).toHaveLength(1);
  });

  it('a MANAGER’s company feed shows leave types (product §D7), never the reason', async () => {
    const { urls } = await createFeed(tokens.MANAGER!);
    const ics = await feed(urls.team);
    expect(events(ics).map((e) => e.summary)).toContain('Deniz Kaya: Hastalık İzni (SGK Raporlu)');
    expect(ics).not.toContain('Grip');
  });

  it('the holidays feed has the public holidays of a year back and ahead, arifes from 13:00 Istanbul', async () => {
    const { urls } = await createFeed(tokens.EMPLOYEE!);
    const list = events(await feed(urls.holidays));
    expect(list.length).toBeGreaterThan(25);
    const arife = list.find((e) => e.summary.startsWith('Cumhuriyet Bayramı Arifesi'))!;
    expect(arife.start).toMatch(/T10:00:00Z$/);
    const full = list.find((e) => e.summary === 'Cumhuriyet Bayramı')!;
    expect(full.end).toBe(addDays(full.start, 1));
  });

  it('a new feed ends the old one, and a revoked token is refused with a Turkish 404', async () => {
    const first = await createFeed(tokens.MANAGER!);
    const second = await createFeed(tokens.MANAGER!);
    const old = await request(ctx.app, host, 'GET', pathOf(first.urls.team));
    expect(old.statusCode).toBe(404);
    expect(old.json().error).toBe('Takvim bağlantısı bulunamadı veya iptal edilmiş.');
    await feed(second.urls.team);
    const status = await request(ctx.app, host, 'GET', '/api/calendar-feeds', { token: tokens.MANAGER });
    expect(status.json().feed.createdAt).toBe(second.createdAt);
    expect(JSON.stringify(status.json())).not.toContain('calendar-feeds/');
    expect((await request(ctx.app, host, 'DELETE', '/api/calendar-feeds', { token: tokens.MANAGER })).statusCode).toBe(
      200,
    );
    expect((await request(ctx.app, host, 'GET', pathOf(second.urls.holidays))).statusCode).toBe(404);
    expect(
      (await request(ctx.app, host, 'GET', '/api/calendar-feeds', { token: tokens.MANAGER })).json().feed,
    ).toBeNull();
    expect((await request(ctx.app, host, 'DELETE', '/api/calendar-feeds', { token: tokens.MANAGER })).statusCode).toBe(
      404,
    );
  });

  it('another organization’s token is refused on this host (404), and a feed answers only on an organization host', async () => {
    const { urls } = await createFeed(otherToken, otherHost);
    await feed(urls.myLeave, otherHost);
    const refused = await request(ctx.app, host, 'GET', pathOf(urls.myLeave));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('Takvim bağlantısı bulunamadı veya iptal edilmiş.');
    expect((await request(ctx.app, 'localhost:3000', 'GET', pathOf(urls.myLeave))).statusCode).toBe(404);
  });

  it('the window reaches a year back (365 days): a leave that ended 365 days ago is in the feed, one that ended 366 days ago is not', async () => {
    const db = ctx.handle.db;
    const org = await createOrganization(db, { name: 'Geçmiş Yıl A.Ş.' });
    const person = await createUser(db, org.id, {});
    const token = await loginAs(ctx.app, org.subdomain, person.email, TEST_PASSWORD);
    const today = istanbulToday(new Date());
    const leave = (end: number) => ({
      organizationId: org.id,
      userId: person.id,
      leaveType: 'unpaid_leave' as const,
      startDate: addDays(today, end - 1),
      endDate: addDays(today, end),
      days: 2,
      status: 'APPROVED' as const,
    });
    const [, edge, recent] = await db
      .insert(leaveRequests)
      .values([leave(-366), leave(-365), leave(-300)])
      .returning({ id: leaveRequests.id });
    const { urls } = await createFeed(token, orgHost(org.subdomain));
    const uids = events(await feed(urls.myLeave, orgHost(org.subdomain))).map((e) => e.uid);
    expect(uids.sort()).toEqual([`${edge!.id}@localhost`, `${recent!.id}@localhost`].sort());
  });

  it('the feeds are rate limited per address: the 61st call within a minute answers 429 in Turkish, another address still reads', async () => {
    const { urls } = await createFeed(tokens.EMPLOYEE!);
    const read = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: pathOf(urls.holidays), remoteAddress, headers: { host } });
    for (let i = 0; i < 60; i++) expect((await read('10.16.0.1')).statusCode).toBe(200);
    const refused = await read('10.16.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.');
    expect((await read('10.16.0.2')).statusCode).toBe(200);
  });

  it('managing a feed needs a session of this organization (401 otherwise)', async () => {
    expect((await request(ctx.app, host, 'POST', '/api/calendar-feeds', { body: {} })).statusCode).toBe(401);
    expect((await request(ctx.app, host, 'GET', '/api/calendar-feeds', { token: otherToken })).statusCode).toBe(401);
  });
});
