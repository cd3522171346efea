import { teamNameKey } from '@paydos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests, lockPeriods, teams } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { TeamCalendarMonth } from '@paydos/contract/team-calendar';

/**
 * The team calendar's rule days (issue 23 item 5): lock days and the days a shown team is at or
 * under its minimum at work, approved and pending leave counted, counts and team names only.
 * March 2026: Ramazan Bayramı's arife is Thursday the 19th (half day), the bayram Friday the 20th.
 */
let ctx: TestContext;
let host: string;
let adminToken: string;
let employeeToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name: 'Kurallı Takvim A.Ş.' });
  host = orgHost(org.subdomain);
  const [sales, support, tech] = await db
    .insert(teams)
    .values([
      { organizationId: org.id, name: 'Satış', nameKey: teamNameKey('Satış'), minimumAtWork: 2 },
      {
        organizationId: org.id,
        name: 'Destek',
        nameKey: teamNameKey('Destek'),
        minimumAtWork: 2,
        minimumStaffingMode: 'NEEDS_ADMIN',
      },
      { organizationId: org.id, name: 'Teknoloji', nameKey: teamNameKey('Teknoloji') },
    ])
    .returning();
  const member = (firstName: string, teamId: string, department: string, role: 'ADMIN' | 'EMPLOYEE' = 'EMPLOYEE') =>
    createUser(db, org.id, { firstName, lastName: 'Kişi', department, role });
  const admin = await member('Ali', tech!.id, 'Teknoloji', 'ADMIN');
  const ayse = await member('Ayşe', sales!.id, 'Satış');
  const burak = await member('Burak', sales!.id, 'Satış');
  const cem = await member('Cem', sales!.id, 'Satış');
  await member('Deniz', support!.id, 'Destek');
  await member('Ece', support!.id, 'Destek');
  // Someone who left Satış and his leave count for nobody.
  const gone = await createUser(db, org.id, { firstName: 'Ayrılan', department: 'Satış', isActive: false });
  adminToken = await loginAs(ctx.app, org.subdomain, admin.email, TEST_PASSWORD);
  employeeToken = await loginAs(ctx.app, org.subdomain, ayse.email, TEST_PASSWORD);

  await db
    .insert(leaveRequests)
    .values([
      leaveRow(org.id, burak.id, 'annual_paid', '2026-03-03', '2026-03-03'),
      leaveRow(org.id, cem.id, 'annual_paid', '2026-03-04', '2026-03-05', { status: 'PENDING' }),
      leaveRow(org.id, burak.id, 'sick_leave_reported', '2026-03-05', '2026-03-05'),
      leaveRow(org.id, cem.id, 'annual_paid', '2026-03-10', '2026-03-10', { status: 'REJECTED' }),
      leaveRow(org.id, gone.id, 'annual_paid', '2026-03-11', '2026-03-11'),
    ]);
  await db.insert(lockPeriods).values([
    { organizationId: org.id, startDate: '2026-03-16', endDate: '2026-03-17', mode: 'REFUSE', reason: 'Envanter' },
    { organizationId: org.id, teamId: tech!.id, startDate: '2026-03-25', endDate: '2026-03-25', mode: 'NEEDS_ADMIN' },
  ]);
  const other = await createOrganization(db, { name: 'Komşu A.Ş.' });
  await db
    .insert(lockPeriods)
    .values({ organizationId: other.id, startDate: '2026-03-02', endDate: '2026-03-31', mode: 'REFUSE' });
});
afterAll(() => ctx.close());

async function march(token: string, query = '') {
  const answer = await request(ctx.app, host, 'GET', `/api/team-calendar?month=2026-03${query}`, { token });
  expect(answer.statusCode).toBe(200);
  return answer.json<TeamCalendarMonth>();
}
const dayOf = (calendar: TeamCalendarMonth, date: string) => calendar.ruleDays.find((d) => d.date === date);
const satis = (calendar: TeamCalendarMonth, date: string) =>
  dayOf(calendar, date)?.shortStaffed.filter((s) => s.teamName === 'Satış') ?? [];

describe('team calendar rule days (issue 23 item 5)', () => {
  it('minimum staffing: a team at or under its minimum is marked with its counts, a pending request counted; a rejected one and a leaver are not', async () => {
    const calendar = await march(adminToken);
    expect(satis(calendar, '2026-03-03')).toEqual([{ teamName: 'Satış', atWork: 2, minimumAtWork: 2 }]);
    expect(satis(calendar, '2026-03-04')).toEqual([{ teamName: 'Satış', atWork: 2, minimumAtWork: 2 }]);
    // Cem's pending request and Burak's sick report the same day: one of three at work.
    expect(satis(calendar, '2026-03-05')).toEqual([{ teamName: 'Satış', atWork: 1, minimumAtWork: 2 }]);
    for (const date of ['2026-03-02', '2026-03-10', '2026-03-11']) expect(satis(calendar, date)).toEqual([]);
  });

  it('minimum staffing: only working days are marked (the weekend and the bayram are not, the half-day arife is)', async () => {
    const calendar = await march(adminToken);
    const destek = calendar.ruleDays
      .filter((d) => d.shortStaffed.some((s) => s.teamName === 'Destek'))
      .map((d) => d.date);
    // Two people, a minimum of two: every working day of March is at the minimum.
    expect(destek).toContain('2026-03-19');
    expect(destek).not.toContain('2026-03-20');
    expect(destek).not.toContain('2026-03-07');
    expect(destek).not.toContain('2026-03-08');
    expect(destek).toHaveLength(21);
  });

  it('lock days: the organization’s period on each of its days, a team’s period with the team’s name; another organization’s never', async () => {
    const calendar = await march(adminToken);
    for (const date of ['2026-03-16', '2026-03-17'])
      expect(dayOf(calendar, date)!.lock).toEqual({ reason: 'Envanter', mode: 'REFUSE', teamName: null });
    expect(dayOf(calendar, '2026-03-25')!.lock).toEqual({ reason: null, mode: 'NEEDS_ADMIN', teamName: 'Teknoloji' });
    expect(calendar.ruleDays.filter((d) => d.lock).map((d) => d.date)).toEqual([
      '2026-03-16',
      '2026-03-17',
      '2026-03-25',
    ]);
  });

  it('only the teams shown: filtered to Satış, the calendar carries Satış’s days and the organization’s lock, not Teknoloji’s or Destek’s', async () => {
    const calendar = await march(adminToken, '&department=Sat%C4%B1%C5%9F');
    // Ayrılan left Satış: listed with his leave, as the calendar lists a former colleague's, counted for nobody.
    expect(calendar.people.map((p) => p.firstName).sort()).toEqual(['Ayrılan', 'Ayşe', 'Burak', 'Cem']);
    expect(dayOf(calendar, '2026-03-25')).toBeUndefined();
    expect(dayOf(calendar, '2026-03-16')!.lock).toMatchObject({ mode: 'REFUSE' });
    expect(calendar.ruleDays.flatMap((d) => d.shortStaffed.map((s) => s.teamName))).not.toContain('Destek');
    expect(satis(calendar, '2026-03-05')).toHaveLength(1);
  });

  it('an EMPLOYEE gets the same counts, and never who is away: no name, no leave type in the rule days', async () => {
    const calendar = await march(employeeToken);
    expect(satis(calendar, '2026-03-05')).toEqual([{ teamName: 'Satış', atWork: 1, minimumAtWork: 2 }]);
    const text = JSON.stringify(calendar.ruleDays);
    for (const hidden of ['Burak', 'Cem', 'sick_leave_reported', 'Hastalık']) expect(text).not.toContain(hidden);
  });
});
