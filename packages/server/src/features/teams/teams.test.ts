import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@paydos/contract/messages';
import { teamResponse, teamsResponse } from '@paydos/contract/teams';
import { auditLog, invitations, teamManagers, users } from '../../db/schema';
import { createUser } from '../../../test/factories';
import { organizationWithRoles, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
const m = messages.teams;

type Org = Awaited<ReturnType<typeof organizationWithRoles>>;
const call = (
  org: Org,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  token = org.adminToken,
) => request(ctx.app, org.host, method, url, { token, body });
const newOrg = () => organizationWithRoles(ctx.app, ctx.handle.db);
const teamsOf = async (org: Org, token = org.adminToken) =>
  teamsResponse.parse((await call(org, 'GET', '/api/teams', undefined, token)).json()).teams;
const created = async (org: Org, body: unknown) => {
  const response = await call(org, 'POST', '/api/teams', body);
  expect(response.statusCode, response.body).toBe(201);
  return teamResponse.parse(response.json()).team;
};

describe('teams: who may read and write them (issue 23 item 1)', () => {
  it('an ADMIN and a MANAGER read the teams; an EMPLOYEE gets 403; only an ADMIN creates, renames, deletes or lists the candidates', async () => {
    const org = await newOrg();
    const team = await created(org, { name: 'Satış' });
    expect((await call(org, 'GET', '/api/teams', undefined, org.managerToken)).statusCode).toBe(200);
    expect((await call(org, 'GET', '/api/teams', undefined, org.employeeToken)).statusCode).toBe(403);
    for (const token of [org.managerToken, org.employeeToken]) {
      expect((await call(org, 'GET', '/api/teams/manager-candidates', undefined, token)).statusCode).toBe(403);
      expect((await call(org, 'POST', '/api/teams', { name: 'Depo' }, token)).statusCode).toBe(403);
      expect((await call(org, 'PATCH', `/api/teams/${team.id}`, { name: 'Depo' }, token)).statusCode).toBe(403);
      expect((await call(org, 'DELETE', `/api/teams/${team.id}`, undefined, token)).statusCode).toBe(403);
    }
    expect((await teamsOf(org)).map((t) => t.name)).toEqual(['Satış']);
  });

  it('another organization’s team is a 404 for a rename and a delete, and never listed', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const foreign = await created(other, { name: 'Yabancı' });
    for (const response of [
      await call(org, 'PATCH', `/api/teams/${foreign.id}`, { name: 'Ele Geçirilen' }),
      await call(org, 'DELETE', `/api/teams/${foreign.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(m.notFound);
    }
    expect(await teamsOf(org)).toEqual([]);
    expect((await teamsOf(other)).map((t) => t.name)).toEqual(['Yabancı']);
  });
});

describe('teams: what a team takes (Turkish 400s and 409s, nothing half-written)', () => {
  it('a name is required; a name taken case-insensitively (spaces trimmed) is a 409 naming the team', async () => {
    const org = await newOrg();
    const empty = await call(org, 'POST', '/api/teams', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(m.nameRequired);
    await created(org, { name: 'Satış' });
    const taken = await call(org, 'POST', '/api/teams', { name: ' satış ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(m.nameTaken('Satış'));
    expect((await teamsOf(org)).map((t) => t.name)).toEqual(['Satış']);
  });

  it('team names fold Turkish İ/ı: creating "IŞIK" when "Işık" exists is the 409 naming "Işık"; "ik" is "İK"; "SINIR" (sınır) and "sinir" are two teams', async () => {
    const org = await newOrg();
    await created(org, { name: 'Işık' });
    const taken = await call(org, 'POST', '/api/teams', { name: 'IŞIK' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(m.nameTaken('Işık'));
    await created(org, { name: 'İK' });
    const ik = await call(org, 'POST', '/api/teams', { name: 'ik' });
    expect(ik.statusCode).toBe(409);
    expect(ik.json().error).toBe(m.nameTaken('İK'));
    const irmak = await created(org, { name: 'IRMAK' });
    const renamed = await call(org, 'PATCH', `/api/teams/${irmak.id}`, { name: 'ışık' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error).toBe(m.nameTaken('Işık'));
    expect((await call(org, 'PATCH', `/api/teams/${irmak.id}`, { name: 'ırmak' })).statusCode).toBe(200);
    await created(org, { name: 'SINIR' });
    await created(org, { name: 'sinir' });
    expect((await teamsOf(org)).map((t) => t.name)).toEqual(['ırmak', 'Işık', 'İK', 'SINIR', 'sinir']);
  });

  it('managers must be active MANAGER or ADMIN people of the organization: an EMPLOYEE, a deactivated manager, another organization’s person or a malformed id is a 400', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const retired = await createUser(ctx.handle.db, org.org.id, { role: 'MANAGER', isActive: false });
    for (const managerIds of [[org.employee.id], [retired.id], [other.admin.id], ['bozuk']]) {
      const response = await call(org, 'POST', '/api/teams', { name: 'Depo', managerIds });
      expect(response.statusCode, JSON.stringify(managerIds)).toBe(400);
      expect(response.json().error).toBe(m.managerInvalid);
    }
    expect(await teamsOf(org)).toEqual([]);
  });
});

describe('teams: members, managers, renames and deletes', () => {
  it('a team lists its active members counted and its managers by name; the candidates are the active MANAGER and ADMIN people', async () => {
    const org = await newOrg();
    const candidates = (await call(org, 'GET', '/api/teams/manager-candidates')).json().people as {
      id: string;
      role: string;
    }[];
    expect(candidates.map((p) => p.role).sort()).toEqual(['ADMIN', 'MANAGER']);
    const team = await created(org, { name: 'Üretim', managerIds: candidates.map((p) => p.id) });
    await createUser(ctx.handle.db, org.org.id, { department: 'üretim' });
    await createUser(ctx.handle.db, org.org.id, { department: 'Üretim ' });
    await createUser(ctx.handle.db, org.org.id, { department: 'Üretim', isActive: false });
    const [listed] = await teamsOf(org, org.managerToken);
    expect(listed).toMatchObject({
      id: team.id,
      name: 'Üretim',
      memberCount: 2,
      minimumAtWork: null,
      minimumStaffingMode: 'REFUSE',
    });
    expect(listed!.managers.map((p) => p.id).sort()).toEqual(candidates.map((p) => p.id).sort());
    expect(listed!.managers[0]!.name).toMatch(/\S+ \S+/);
  });

  it('a rename carries to the members’ and invitations’ department in the same transaction; a case-only rename is allowed; a rename to another team’s name is a 409', async () => {
    const org = await newOrg();
    const team = await created(org, { name: 'satış' });
    await created(org, { name: 'Depo' });
    const member = await createUser(ctx.handle.db, org.org.id, { department: 'Satış' });
    expect(
      (
        await call(org, 'POST', '/api/admin/invite', {
          firstName: 'Davetli',
          lastName: 'Kişi',
          email: 'davetli@ekip.test',
          department: 'Satış ',
        })
      ).statusCode,
    ).toBe(201);
    const renamed = await call(org, 'PATCH', `/api/teams/${team.id}`, { name: 'Satış ve Pazarlama' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ team: { name: 'Satış ve Pazarlama', memberCount: 1 }, message: m.updated });
    const [person] = await ctx.handle.db.select().from(users).where(eq(users.id, member.id));
    expect(person).toMatchObject({ department: 'Satış ve Pazarlama', teamId: team.id });
    const [invited] = await ctx.handle.db.select().from(invitations).where(eq(invitations.email, 'davetli@ekip.test'));
    expect(invited).toMatchObject({ department: 'Satış ve Pazarlama', teamId: team.id });

    expect((await call(org, 'PATCH', `/api/teams/${team.id}`, { name: 'SATIŞ VE PAZARLAMA' })).statusCode).toBe(200);
    const clash = await call(org, 'PATCH', `/api/teams/${team.id}`, { name: 'depo' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(m.nameTaken('Depo'));
    const [after] = await ctx.handle.db.select().from(users).where(eq(users.id, member.id));
    expect(after!.department).toBe('SATIŞ VE PAZARLAMA');
  });

  it('managers are set to exactly the given ones; a delete clears the members’ and invitations’ team and department and removes the managers', async () => {
    const org = await newOrg();
    const team = await created(org, { name: 'Finans', managerIds: [org.admin.id] });
    const member = await createUser(ctx.handle.db, org.org.id, { department: 'finans' });
    await call(org, 'POST', '/api/admin/invite', {
      firstName: 'Davetli',
      lastName: 'Kişi',
      email: 'finans@ekip.test',
      department: 'Finans',
    });
    const cleared = await call(org, 'PATCH', `/api/teams/${team.id}`, { managerIds: [] });
    expect(teamResponse.parse(cleared.json()).team.managers).toEqual([]);
    expect((await call(org, 'PATCH', `/api/teams/${team.id}`, { managerIds: [org.admin.id] })).statusCode).toBe(200);

    const deleted = await call(org, 'DELETE', `/api/teams/${team.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(m.deleted);
    const [person] = await ctx.handle.db.select().from(users).where(eq(users.id, member.id));
    expect(person).toMatchObject({ department: null, teamId: null });
    const [invited] = await ctx.handle.db.select().from(invitations).where(eq(invitations.email, 'finans@ekip.test'));
    expect(invited).toMatchObject({ department: null, teamId: null });
    expect(await ctx.handle.db.select().from(teamManagers).where(eq(teamManagers.teamId, team.id))).toEqual([]);
    expect(await teamsOf(org)).toEqual([]);
  });

  it('every change is in the audit log: team.create, team.update (what changed), team.delete', async () => {
    const org = await newOrg();
    const team = await created(org, { name: 'Lojistik', managerIds: [org.admin.id] });
    await call(org, 'PATCH', `/api/teams/${team.id}`, { name: 'Lojistik', managerIds: [org.admin.id] });
    await call(org, 'PATCH', `/api/teams/${team.id}`, { name: 'Sevkiyat' });
    await call(org, 'DELETE', `/api/teams/${team.id}`);
    const entries = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.org.id), eq(auditLog.targetId, team.id)))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => [e.action, e.targetType, e.actorId, e.before, e.after])).toEqual([
      ['team.create', 'team', org.admin.id, null, { name: 'Lojistik', managerIds: [org.admin.id] }],
      ['team.update', 'team', org.admin.id, { name: 'Lojistik' }, { name: 'Sevkiyat' }],
      ['team.delete', 'team', org.admin.id, { name: 'Sevkiyat', managerIds: [org.admin.id], memberCount: 0 }, null],
    ]);
  });
});
