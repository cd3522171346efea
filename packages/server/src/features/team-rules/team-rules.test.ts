import { addDays, teamNameKey } from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lockPeriods, minimumNoticeRules, teams } from '../../db/schema';
import { createUser } from '../../../test/factories';
import { organizationWithRoles, request } from '../../../test/http';
import { cleanWeek, today } from '../../../test/leave-dates';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { TeamRulesResponse } from '@paydos/contract/team-rules';

/** The team rules' settings (issue 23 item 5): ADMIN only, validated in Turkish, the tenant's own rows, audited `team_rules.*`. */
let ctx: TestContext;
let org: Awaited<ReturnType<typeof organizationWithRoles>>;
let other: Awaited<ReturnType<typeof organizationWithRoles>>;
let techId: string;
let otherTeamId: string;
const week = cleanWeek(30);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.handle.db;
  org = await organizationWithRoles(ctx.app, db, { organization: { name: 'Ayarlı Yazılım A.Ş.' } });
  other = await organizationWithRoles(ctx.app, db, { organization: { name: 'Komşu Şirket' } });
  const [tech] = await db
    .insert(teams)
    .values({ organizationId: org.org.id, name: 'Teknoloji', nameKey: teamNameKey('Teknoloji') })
    .returning();
  techId = tech!.id;
  await createUser(db, org.org.id, { department: 'Teknoloji' });
  await createUser(db, org.org.id, { department: 'Teknoloji' });
  await createUser(db, org.org.id, { department: 'Teknoloji', isActive: false });
  const [foreign] = await db
    .insert(teams)
    .values({ organizationId: other.org.id, name: 'Yabancı', nameKey: teamNameKey('Yabancı') })
    .returning();
  otherTeamId = foreign!.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = org.adminToken, body?: unknown) =>
  request(ctx.app, org.host, method, url, { token, ...(body !== undefined ? { body } : {}) });
const rules = async () => (await call('GET', '/api/team-rules')).json<TeamRulesResponse>();
const lock = (more: Record<string, unknown> = {}) => ({
  startDate: week.monday,
  endDate: week.friday,
  mode: 'REFUSE',
  reason: 'Envanter sayımı',
  ...more,
});
const auditOf = (action: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, org.org.id), eq(auditLog.action, action)));

describe('team rules settings: who may', () => {
  it('only an ADMIN reads and changes the team rules; a MANAGER and an EMPLOYEE get 403 and nothing changes', async () => {
    for (const token of [org.managerToken, org.employeeToken]) {
      expect((await call('GET', '/api/team-rules', token)).statusCode).toBe(403);
      expect((await call('POST', '/api/team-rules/lock-periods', token, lock())).statusCode).toBe(403);
      expect(
        (await call('PUT', `/api/team-rules/teams/${techId}/minimum`, token, { minimumAtWork: 1, mode: 'REFUSE' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', '/api/team-rules/notice/annual_paid', token, { days: 3, mode: 'REFUSE' })).statusCode,
      ).toBe(403);
    }
    expect(await ctx.handle.db.select().from(lockPeriods).where(eq(lockPeriods.organizationId, org.org.id))).toEqual(
      [],
    );
  });
});

describe('team rules settings: lock periods', () => {
  it('an ADMIN adds a lock period for a team and one for the whole organization; GET lists them with the team’s name; audited', async () => {
    const forTeam = await call('POST', '/api/team-rules/lock-periods', org.adminToken, lock({ teamId: techId }));
    expect(forTeam.statusCode).toBe(201);
    expect(forTeam.json()).toEqual({ message: 'Kilitli dönem eklendi.' });
    const whole = await call(
      'POST',
      '/api/team-rules/lock-periods',
      org.adminToken,
      lock({ startDate: week.day(2), mode: 'NEEDS_ADMIN', reason: null }),
    );
    expect(whole.statusCode).toBe(201);
    const listed = (await rules()).lockPeriods;
    expect(listed).toMatchObject([
      { teamId: techId, teamName: 'Teknoloji', startDate: week.monday, mode: 'REFUSE', reason: 'Envanter sayımı' },
      { teamId: null, teamName: null, startDate: week.day(2), mode: 'NEEDS_ADMIN', reason: null },
    ]);
    const [entry] = await auditOf('team_rules.lock_period.create');
    expect(entry).toMatchObject({ targetType: 'lock_period', actorLabel: 'ADMIN' });
    expect(entry!.after).toMatchObject({
      teamId: techId,
      teamName: 'Teknoloji',
      startDate: week.monday,
      mode: 'REFUSE',
    });
  });

  it('a lock period is refused in Turkish: end before start, an unknown mode, a period already over, a year with no holiday table', async () => {
    const refused = [
      [lock({ startDate: week.friday, endDate: week.monday }), 'Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
      [lock({ mode: 'BELKI' }), 'Kural biçimi "Reddet" ya da "İK onayına gider" olmalıdır.'],
      [
        lock({ startDate: addDays(today(), -10), endDate: addDays(today(), -1) }),
        'Bitiş tarihi bugünden önce olan bir dönem kilitlenemez.',
      ],
      [lock({ startDate: '2199-01-01', endDate: '2199-01-02' }), null],
    ] as const;
    for (const [body, message] of refused) {
      const answer = await call('POST', '/api/team-rules/lock-periods', org.adminToken, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(answer.json<{ message: string }>().message).toBe(message);
      else expect(answer.json<{ message: string }>().message).toMatch(/yıl|tarih/i);
    }
  });

  it('tenant isolation: another organization’s team in the body and its lock period in the path are 404, and its lock stays', async () => {
    const [foreignLock] = await ctx.handle.db
      .insert(lockPeriods)
      .values({ organizationId: other.org.id, startDate: week.monday, endDate: week.friday, mode: 'REFUSE' })
      .returning();
    const withForeignTeam = await call(
      'POST',
      '/api/team-rules/lock-periods',
      org.adminToken,
      lock({ teamId: otherTeamId }),
    );
    expect(withForeignTeam.statusCode).toBe(404);
    expect(withForeignTeam.json<{ message: string }>().message).toBe('Ekip bulunamadı.');
    const deleteForeign = await call('DELETE', `/api/team-rules/lock-periods/${foreignLock!.id}`);
    expect(deleteForeign.statusCode).toBe(404);
    expect(deleteForeign.json<{ message: string }>().message).toBe('Kilitli dönem bulunamadı.');
    expect(await ctx.handle.db.select().from(lockPeriods).where(eq(lockPeriods.id, foreignLock!.id))).toHaveLength(1);
    // Organization B's ADMIN sees none of A's rules.
    const theirs = await request(ctx.app, other.host, 'GET', '/api/team-rules', { token: other.adminToken });
    expect(theirs.json<TeamRulesResponse>().lockPeriods.map((l) => l.id)).toEqual([foreignLock!.id]);
    expect(theirs.json<TeamRulesResponse>().teams.map((t) => t.name)).toEqual(['Yabancı']);
  });

  it('an ADMIN deletes a lock period: gone from the list, audited with what it was', async () => {
    const [first] = (await rules()).lockPeriods;
    const answer = await call('DELETE', `/api/team-rules/lock-periods/${first!.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Kilitli dönem silindi.' });
    expect((await rules()).lockPeriods.map((l) => l.id)).not.toContain(first!.id);
    const [entry] = await auditOf('team_rules.lock_period.delete');
    expect(entry).toMatchObject({ targetId: first!.id });
    expect(entry!.before).toMatchObject({ startDate: first!.startDate, mode: first!.mode });
    expect((await call('DELETE', `/api/team-rules/lock-periods/${first!.id}`)).statusCode).toBe(404);
  });
});

describe('team rules settings: minimum staffing and notice', () => {
  it('minimum staffing: an ADMIN sets a team’s minimum and mode; GET shows it with the active member count; null clears it; audited each time', async () => {
    const set = await call('PUT', `/api/team-rules/teams/${techId}/minimum`, org.adminToken, {
      minimumAtWork: 1,
      mode: 'NEEDS_ADMIN',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ message: 'Asgari çalışan sayısı kaydedildi.' });
    expect((await rules()).teams).toEqual([
      { id: techId, name: 'Teknoloji', memberCount: 2, minimumAtWork: 1, minimumStaffingMode: 'NEEDS_ADMIN' },
    ]);
    const cleared = await call('PUT', `/api/team-rules/teams/${techId}/minimum`, org.adminToken, {
      minimumAtWork: null,
      mode: 'REFUSE',
    });
    expect(cleared.json()).toEqual({ message: 'Asgari çalışan kuralı kaldırıldı.' });
    expect((await rules()).teams[0]).toMatchObject({ minimumAtWork: null, minimumStaffingMode: 'REFUSE' });
    const entries = await auditOf('team_rules.minimum_staffing.update');
    expect(entries.map((e) => e.after)).toEqual(
      expect.arrayContaining([
        { teamName: 'Teknoloji', minimumAtWork: 1, mode: 'NEEDS_ADMIN' },
        { teamName: 'Teknoloji', minimumAtWork: null, mode: 'REFUSE' },
      ]),
    );
  });

  it('minimum staffing: a negative or fractional minimum is a Turkish 400; another organization’s team is a 404 and stays as it was', async () => {
    for (const minimumAtWork of [-1, 1.5, 1001, '2']) {
      const answer = await call('PUT', `/api/team-rules/teams/${techId}/minimum`, org.adminToken, {
        minimumAtWork,
        mode: 'REFUSE',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(
        'Asgari çalışan sayısı 0 ile 1000 arasında bir tam sayı olmalıdır.',
      );
    }
    const foreign = await call('PUT', `/api/team-rules/teams/${otherTeamId}/minimum`, org.adminToken, {
      minimumAtWork: 5,
      mode: 'REFUSE',
    });
    expect(foreign.statusCode).toBe(404);
    const [row] = await ctx.handle.db.select().from(teams).where(eq(teams.id, otherTeamId));
    expect(row!.minimumAtWork).toBeNull();
  });

  it('minimum notice: set per bound leave type (annual, unpaid), written over, cleared by DELETE; every change audited', async () => {
    expect(
      (await call('PUT', '/api/team-rules/notice/annual_paid', org.adminToken, { days: 14, mode: 'REFUSE' })).json(),
    ).toEqual({ message: 'Asgari ön bildirim kaydedildi.' });
    await call('PUT', '/api/team-rules/notice/annual_paid', org.adminToken, { days: 7, mode: 'NEEDS_ADMIN' });
    await call('PUT', '/api/team-rules/notice/unpaid_leave', org.adminToken, { days: 30, mode: 'REFUSE' });
    expect((await rules()).minimumNotice).toEqual([
      { leaveType: 'annual_paid', leaveTypeName: 'Yıllık İzin', days: 7, mode: 'NEEDS_ADMIN' },
      { leaveType: 'unpaid_leave', leaveTypeName: 'Ücretsiz İzin', days: 30, mode: 'REFUSE' },
    ]);
    const cleared = await call('DELETE', '/api/team-rules/notice/unpaid_leave');
    expect(cleared.json()).toEqual({ message: 'Asgari ön bildirim kuralı kaldırıldı.' });
    expect((await rules()).minimumNotice.map((r) => r.leaveType)).toEqual(['annual_paid']);
    const updates = await auditOf('team_rules.minimum_notice.update');
    expect(updates.map((e) => [e.before, e.after])).toEqual(
      expect.arrayContaining([
        [null, { leaveType: 'annual_paid', days: 14, mode: 'REFUSE' }],
        [
          { leaveType: 'annual_paid', days: 14, mode: 'REFUSE' },
          { leaveType: 'annual_paid', days: 7, mode: 'NEEDS_ADMIN' },
        ],
      ]),
    );
    expect(await auditOf('team_rules.minimum_notice.delete')).toHaveLength(1);
  });

  it('minimum notice: a leave type the rules do not bind (sick report, excuse leave) and a notice past 365 days are Turkish 400s; nothing written', async () => {
    for (const leaveType of ['sick_leave_reported', 'excuse.marriage', 'bilinmeyen']) {
      const answer = await call('PUT', `/api/team-rules/notice/${leaveType}`, org.adminToken, {
        days: 3,
        mode: 'REFUSE',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(
        'Ekip kuralları yalnızca yıllık izni ve ücretsiz izni bağlar.',
      );
    }
    const tooLong = await call('PUT', '/api/team-rules/notice/annual_paid', org.adminToken, {
      days: 366,
      mode: 'REFUSE',
    });
    expect(tooLong.statusCode).toBe(400);
    const rows = await ctx.handle.db
      .select()
      .from(minimumNoticeRules)
      .where(eq(minimumNoticeRules.organizationId, org.org.id));
    expect(rows.map((r) => [r.leaveType, r.days])).toEqual([['annual_paid', 7]]);
  });
});
