import { addDays, formatTurkishDate, teamNameKey } from '@paydos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveRequests, lockPeriods, minimumNoticeRules, teams } from '../../db/schema';
import { createOrganization, createUser, leaveRow, TEST_PASSWORD } from '../../../test/factories';
import { loginAs, orgHost, request } from '../../../test/http';
import { cleanWeeks, today, type CleanWeek } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { TenantScope } from '../../platform/tenant-scope';
import { checkRequestAgainstTeamRules, type CheckedRequest } from './check-request';

/**
 * The team rules' loader (issue 23 item 5, docs/approval-rules.md §5) on a real database, through
 * the function create-leave calls and through POST /api/leaves/rule-check. Each week of the test
 * is its own holiday-free week, so one rule's rows never touch another's.
 */
let ctx: TestContext;
let host: string;
let scope: TenantScope;
const [lockWeek, teamLockWeek, staffingWeek, excuseWeek, editWeek] = cleanWeeks(40, 5) as [
  CleanWeek,
  CleanWeek,
  CleanWeek,
  CleanWeek,
  CleanWeek,
];
const people = {} as Record<'ada' | 'eda' | 'emre' | 'selin' | 'mert' | 'admin', { id: string; token: string }>;
let salesId: string;
let techId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  const org = await createOrganization(db, { name: 'Kurallı Ticaret A.Ş.' });
  host = orgHost(org.subdomain);
  scope = { organizationId: org.id };
  const [sales, tech] = await db
    .insert(teams)
    .values([
      {
        organizationId: org.id,
        name: 'Satış',
        nameKey: teamNameKey('Satış'),
        minimumAtWork: 2,
        minimumStaffingMode: 'REFUSE',
      },
      { organizationId: org.id, name: 'Teknoloji', nameKey: teamNameKey('Teknoloji') },
    ])
    .returning();
  salesId = sales!.id;
  techId = tech!.id;
  // A department names the person's team (features/teams resolves it to the team made above).
  const person = async (firstName: string, department: string | null, role: 'ADMIN' | 'EMPLOYEE' = 'EMPLOYEE') => {
    const user = await createUser(db, org.id, { firstName, department, role });
    return { id: user.id, token: await loginAs(ctx.app, org.subdomain, user.email, TEST_PASSWORD) };
  };
  // Satış: Eda, Emre, Selin (three people, at least two at work); Mert is in Teknoloji.
  people.eda = await person('Eda', 'Satış');
  people.emre = await person('Emre', 'Satış');
  people.selin = await person('Selin', 'Satış');
  people.mert = await person('Mert', 'Teknoloji');
  people.ada = await person('Ada', null);
  people.admin = await person('Ali', null, 'ADMIN');
  // Someone who left Satış counts for nobody.
  await createUser(db, org.id, { firstName: 'Ayrılan', department: 'Satış', isActive: false });

  await db.insert(lockPeriods).values([
    {
      organizationId: org.id,
      startDate: lockWeek.day(2),
      endDate: lockWeek.day(6),
      mode: 'REFUSE',
      reason: 'Yıl sonu kapanışı',
    },
    {
      organizationId: org.id,
      teamId: techId,
      startDate: teamLockWeek.monday,
      endDate: teamLockWeek.friday,
      mode: 'NEEDS_ADMIN',
    },
  ]);
  await db.insert(leaveRequests).values([
    // Staffing week: Emre's request still waits for a decision on Tuesday and Wednesday.
    leaveRow(org.id, people.emre.id, 'annual_paid', staffingWeek.day(1), staffingWeek.day(2), { status: 'PENDING' }),
    // A rejected and a cancelled request of Selin on the same days keep nobody from work.
    leaveRow(org.id, people.selin.id, 'annual_paid', staffingWeek.day(1), staffingWeek.day(1), { status: 'REJECTED' }),
    leaveRow(org.id, people.selin.id, 'annual_paid', staffingWeek.day(2), staffingWeek.day(2), { status: 'CANCELLED' }),
    // Excuse week: Emre is on sick leave on Monday.
    leaveRow(org.id, people.emre.id, 'sick_leave_reported', excuseWeek.monday, excuseWeek.monday),
    // Excuse week: Selin's nursing leave, 1,5 saat on Thursday (docs/leave-rules.md §16): she is at work that day.
    leaveRow(org.id, people.selin.id, 'nursing', excuseWeek.day(3), excuseWeek.day(3), {
      days: 0,
      minutesPerDay: 90,
      minutes: 90,
      startTime: '16:30',
    }),
  ]);
});
afterAll(() => ctx.close());

const annual = (requesterId: string, startDate: string, endDate: string): CheckedRequest => ({
  requesterId,
  leaveType: 'annual_paid',
  startDate,
  endDate,
});
const check = (input: CheckedRequest) => checkRequestAgainstTeamRules(ctx.handle.db, scope, input, new Date());
const ask = (token: string, body: Record<string, unknown>) =>
  request(ctx.app, host, 'POST', '/api/leaves/rule-check', { token, body });

describe('team rules loader (issue 23 item 5): lock periods', () => {
  it('lock period, organization-wide: every leave day inside it is refused, the weekend inside it breaks nothing', async () => {
    const result = await check(annual(people.ada.id, lockWeek.monday, addDays(lockWeek.monday, 7)));
    expect(result.outcome).toBe('REFUSED');
    expect(result.breaks).toHaveLength(1);
    expect(result.breaks[0]).toMatchObject({
      code: 'lock_period',
      mode: 'REFUSE',
      dates: [lockWeek.day(2), lockWeek.day(3), lockWeek.day(4)],
    });
    expect(result.breaks[0]!.message).toContain('Yıl sonu kapanışı');
  });

  it('lock period, organization-wide: POST /api/leaves/rule-check answers the same, with the days in the message', async () => {
    const answer = await ask(people.eda.token, {
      leaveType: 'annual_paid',
      startDate: lockWeek.day(3),
      endDate: lockWeek.day(4),
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ outcome: string; breaks: Array<{ code: string; dates: string[]; message: string }> }>();
    expect(body.outcome).toBe('REFUSED');
    expect(body.breaks[0]).toMatchObject({ code: 'lock_period', dates: [lockWeek.day(3), lockWeek.day(4)] });
    expect(body.breaks[0]!.message).toContain(formatTurkishDate(lockWeek.day(3)));
  });

  it('lock period, per team: it binds the team’s members only, and its İK mode sends the request to İK', async () => {
    const member = await check(annual(people.mert.id, teamLockWeek.day(3), teamLockWeek.day(4)));
    expect(member.outcome).toBe('NEEDS_ADMIN');
    expect(member.breaks.map((b) => b.code)).toEqual(['lock_period']);
    for (const other of [people.eda, people.ada]) {
      expect(await check(annual(other.id, teamLockWeek.day(3), teamLockWeek.day(4)))).toEqual({
        outcome: 'ALLOWED',
        breaks: [],
      });
    }
  });
});

describe('team rules loader: minimum staffing', () => {
  it('minimum staffing: a pending request of a colleague counts, so a second request that would leave one of three at work is refused on those days', async () => {
    const result = await check(annual(people.eda.id, staffingWeek.monday, staffingWeek.friday));
    expect(result.outcome).toBe('REFUSED');
    const [staffing] = result.breaks;
    expect(staffing).toMatchObject({
      code: 'minimum_staffing',
      teamId: salesId,
      minimumAtWork: 2,
      dates: [staffingWeek.day(1), staffingWeek.day(2)],
      atWork: [
        { date: staffingWeek.day(1), count: 1 },
        { date: staffingWeek.day(2), count: 1 },
      ],
    });
    expect(staffing!.message).toContain('Satış');
  });

  it('minimum staffing: rejected and cancelled requests, people who left and the requester’s own request keep nobody away', async () => {
    // Emre's own pending request is on Tuesday-Wednesday: his check of the whole week breaks nothing.
    expect(await check(annual(people.emre.id, staffingWeek.monday, staffingWeek.friday))).toEqual({
      outcome: 'ALLOWED',
      breaks: [],
    });
    expect((await check(annual(people.selin.id, staffingWeek.day(3), staffingWeek.day(4)))).outcome).toBe('ALLOWED');
  });

  it('minimum staffing: POST /api/leaves/rule-check names the days, and an ADMIN checks a colleague’s request by userId', async () => {
    const own = await ask(people.selin.token, {
      leaveType: 'annual_paid',
      startDate: staffingWeek.day(2),
      endDate: staffingWeek.day(2),
    });
    expect(own.json()).toMatchObject({
      outcome: 'REFUSED',
      breaks: [{ code: 'minimum_staffing', dates: [staffingWeek.day(2)] }],
    });
    const forColleague = await ask(people.admin.token, {
      leaveType: 'annual_paid',
      startDate: staffingWeek.day(1),
      endDate: staffingWeek.day(1),
      userId: people.eda.id,
    });
    expect(forColleague.json()).toMatchObject({ outcome: 'REFUSED', breaks: [{ code: 'minimum_staffing' }] });
    const employeeForColleague = await ask(people.selin.token, {
      leaveType: 'annual_paid',
      startDate: staffingWeek.day(1),
      endDate: staffingWeek.day(1),
      userId: people.eda.id,
    });
    expect(employeeForColleague.statusCode).toBe(403);
  });

  it('minimum staffing: a sick report is never refused, but it counts as away in a colleague’s request', async () => {
    const sick = await check({
      ...annual(people.emre.id, staffingWeek.monday, staffingWeek.friday),
      leaveType: 'sick_leave_reported',
    });
    expect(sick).toEqual({ outcome: 'ALLOWED', breaks: [] });
    const excuse = await check({
      ...annual(people.ada.id, lockWeek.day(2), lockWeek.day(3)),
      leaveType: 'excuse.marriage',
    });
    expect(excuse).toEqual({ outcome: 'ALLOWED', breaks: [] });
    // Emre's sick Monday and Selin's request that Monday leave Eda alone: one of three at work.
    const result = await check(annual(people.selin.id, excuseWeek.monday, excuseWeek.monday));
    expect(result.breaks).toMatchObject([
      { code: 'minimum_staffing', atWork: [{ date: excuseWeek.monday, count: 1 }] },
    ]);
  });
});

describe('team rules loader: minimum staffing and hourly leave (docs/leave-rules.md §16)', () => {
  it('minimum staffing does not count hourly leave as away: a colleague on nursing hours is at work that day', async () => {
    // Eda's Thursday leaves Emre and Selin at work (two of three): Selin's 1,5 saat keep her there.
    expect(await check(annual(people.eda.id, excuseWeek.day(3), excuseWeek.day(3)))).toEqual({
      outcome: 'ALLOWED',
      breaks: [],
    });
  });

  it('minimum staffing does not count hourly leave as away: an hourly unpaid request breaks no minimum, a whole day does', async () => {
    // Emre's pending Tuesday: Selin away all day would leave Eda alone; two hours of it leave two at work.
    const body = { leaveType: 'unpaid_leave', startDate: staffingWeek.day(1), endDate: staffingWeek.day(1) };
    expect((await ask(people.selin.token, body)).json()).toMatchObject({ outcome: 'REFUSED' });
    expect((await ask(people.selin.token, { ...body, minutesPerDay: 120 })).json()).toEqual({
      outcome: 'ALLOWED',
      breaks: [],
    });
  });
});

describe('team rules loader: minimum notice and edits', () => {
  it('minimum notice: annual leave asked 14 days ahead; the days before the earliest date break it, and the message names that date', async () => {
    await ctx.handle.db
      .insert(minimumNoticeRules)
      .values({ organizationId: scope.organizationId, leaveType: 'annual_paid', days: 14, mode: 'REFUSE' });
    try {
      const start = addDays(today(), 3);
      const result = await check(annual(people.ada.id, start, addDays(start, 20)));
      expect(result.outcome).toBe('REFUSED');
      const notice = result.breaks.find((b) => b.code === 'minimum_notice');
      expect(notice).toMatchObject({ mode: 'REFUSE', minimumDays: 14, earliestDate: addDays(today(), 14) });
      expect(notice!.dates.every((d) => d < addDays(today(), 14))).toBe(true);
      expect(notice!.message).toContain(formatTurkishDate(addDays(today(), 14)));
      // Unpaid leave has no notice rule here; a sick report is bound by none.
      expect((await check({ ...annual(people.ada.id, start, start), leaveType: 'unpaid_leave' })).breaks).toEqual([]);
      expect(
        (await check({ ...annual(people.ada.id, start, start), leaveType: 'sick_leave_reported' })).breaks,
      ).toEqual([]);
    } finally {
      await ctx.handle.db.delete(minimumNoticeRules);
    }
  });

  it('an edit passes its leave’s id: its own row is left out, so moving a request within its days breaks nothing it did not break before', async () => {
    const db = ctx.handle.db;
    const [own] = await db
      .insert(leaveRequests)
      .values(
        leaveRow(scope.organizationId, people.eda.id, 'annual_paid', editWeek.monday, editWeek.day(1), {
          status: 'PENDING',
        }),
      )
      .returning();
    const [colleague] = await db
      .insert(leaveRequests)
      .values(
        leaveRow(scope.organizationId, people.emre.id, 'annual_paid', editWeek.day(3), editWeek.day(3), {
          status: 'PENDING',
        }),
      )
      .returning();
    // Eda moves her request to Tuesday-Wednesday: with Emre pending on Thursday, nothing breaks.
    const edit = { ...annual(people.eda.id, editWeek.day(1), editWeek.day(2)), leaveId: own!.id };
    expect(await check(edit)).toEqual({ outcome: 'ALLOWED', breaks: [] });
    // Selin editing into Thursday meets Emre's request there (one of three at work).
    expect((await check({ ...annual(people.selin.id, editWeek.day(3), editWeek.day(3)), leaveId: null })).outcome).toBe(
      'REFUSED',
    );
    const answer = await ask(people.eda.token, {
      leaveType: 'annual_paid',
      startDate: editWeek.day(1),
      endDate: editWeek.day(2),
      leaveId: own!.id,
    });
    expect(answer.json()).toEqual({ outcome: 'ALLOWED', breaks: [] });
    // Another person's request is not an edit of one's own: 404.
    const foreign = await ask(people.eda.token, {
      leaveType: 'annual_paid',
      startDate: editWeek.day(1),
      endDate: editWeek.day(2),
      leaveId: colleague!.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
