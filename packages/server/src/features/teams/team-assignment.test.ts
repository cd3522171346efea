import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, teams, users } from '../../db/schema';
import { createOperator, createOrganization, createUser, TEST_PASSWORD } from '../../../test/factories';
import { mainHost, operatorHost, organizationWithRoles, request } from '../../../test/http';
import { useTestApp } from '../../../test/test-app';
import { scopeOfOrganization } from '../../platform/tenant-scope';
import { createInvitation } from '../invitations';
import { ensureTeams, resolveTeam, teamColumnsOf } from './resolve-team';

/**
 * Issue 23 item 1: every write of a department goes through resolveTeam, so a department text names
 * the organization's team of that name (trimmed, compared case-insensitively), made the first time.
 */
const ctx = useTestApp();
const db = () => ctx.handle.db;

const teamsOf = (organizationId: string) =>
  db().select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.organizationId, organizationId));
const person = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

describe('resolveTeam: the one way a department text becomes a team', () => {
  it('trims, finds the team case-insensitively in the organization only, makes it once, and clears on empty or null', async () => {
    const a = await createOrganization(db());
    const b = await createOrganization(db());
    const made = await resolveTeam(db(), scopeOfOrganization(a.id), '  Satış ');
    expect(made).toMatchObject({ name: 'Satış' });
    expect(await resolveTeam(db(), scopeOfOrganization(a.id), 'satış')).toEqual(made);
    const ofB = await resolveTeam(db(), scopeOfOrganization(b.id), 'Satış');
    expect(ofB.teamId).not.toBe(made.teamId);
    for (const empty of ['', '   ', null, undefined])
      expect(await resolveTeam(db(), scopeOfOrganization(a.id), empty)).toEqual({ teamId: null, name: null });
    expect(await teamsOf(a.id)).toHaveLength(1);
  });

  it('two commands naming a new team at once, each in its transaction, get the same one team (race-safe)', async () => {
    const org = await createOrganization(db());
    const scope = scopeOfOrganization(org.id);
    const results = await Promise.all(
      ['Yeni Ekip', 'yeni ekip ', ' YENİ EKİP'].map((name) => db().transaction((tx) => resolveTeam(tx, scope, name))),
    );
    expect(new Set(results.map((r) => r.teamId)).size).toBe(1);
    expect(await teamsOf(org.id)).toHaveLength(1);
  });
});

describe('every write of a department makes or reuses the team', () => {
  it('a new employee (createEmployee), an invitation and its registration, case-insensitively', async () => {
    const org = await createOrganization(db());
    const first = await createUser(db(), org.id, { department: 'Üretim' });
    const second = await createUser(db(), org.id, { department: ' üretim' });
    expect((await person(first.id)).teamId).toBe((await person(second.id)).teamId);
    expect((await person(second.id)).department).toBe('Üretim');

    const { invitation, token } = await createInvitation(
      db(),
      ctx.app.config,
      scopeOfOrganization({ id: org.id, name: org.name, subdomain: org.subdomain }),
      { email: 'davetli@ekip.test', firstName: 'Davetli', lastName: 'Kişi', department: 'ÜRETİM' },
      null,
      'tr',
      new Date(),
    );
    expect(invitation).toMatchObject({ teamId: (await person(first.id)).teamId, department: 'Üretim' });
    const registered = await request(ctx.app, mainHost, 'POST', '/api/auth/register', {
      body: {
        invitationToken: token,
        password: 'Nehir-Kıyısı-7',
        phone: '+90 532 111 22 33',
        nationalId: '10000000146',
        birthday: '1992-02-29',
        address: 'Kadıköy, İstanbul',
        emergencyContact: 'Ömer Çağlar',
        emergencyPhone: '+90 532 444 55 66',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const [joined] = await db().select().from(users).where(eq(users.email, 'davetli@ekip.test'));
    expect(joined).toMatchObject({ teamId: (await person(first.id)).teamId, department: 'Üretim' });
    expect(await teamsOf(org.id)).toHaveLength(1);
  });

  it('a department text names its team by the Turkish key: "ışık" is the team "IŞIK" for a new person, an invitation and a bulk import (ensureTeams)', async () => {
    const org = await organizationWithRoles(ctx.app, db());
    const made = await request(ctx.app, org.host, 'POST', '/api/teams', {
      token: org.adminToken,
      body: { name: 'IŞIK' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const isik = made.json<{ team: { id: string } }>().team.id;
    const employee = await createUser(db(), org.org.id, { department: 'ışık' });
    expect(await person(employee.id)).toMatchObject({ teamId: isik, department: 'IŞIK' });
    const invited = await request(ctx.app, org.host, 'POST', '/api/admin/invite', {
      token: org.adminToken,
      body: { firstName: 'Davetli', lastName: 'Işık', email: 'isik@ekip.test', department: ' Işık ' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [invitation] = await db().select().from(invitations).where(eq(invitations.email, 'isik@ekip.test'));
    expect(invitation).toMatchObject({ teamId: isik, department: 'IŞIK' });

    const scope = scopeOfOrganization(org.org.id);
    const byKey = await ensureTeams(db(), scope, ['ışık', 'İNSAN KAYNAKLARI', 'insan  kaynakları', null, ' ']);
    expect(teamColumnsOf(byKey, 'ışık')).toEqual({ teamId: isik, department: 'IŞIK' });
    expect(teamColumnsOf(byKey, 'Işık')).toEqual({ teamId: isik, department: 'IŞIK' });
    const hr = teamColumnsOf(byKey, 'insan kaynakları');
    expect(hr.department).toBe('İNSAN KAYNAKLARI');
    expect(teamColumnsOf(byKey, 'İnsan Kaynakları')).toEqual(hr);
    expect(teamColumnsOf(byKey, '')).toEqual({ teamId: null, department: null });
    expect((await teamsOf(org.org.id)).map((t) => t.name).sort()).toEqual(['IŞIK', 'İNSAN KAYNAKLARI']);
  });

  it('the invite route and an ADMIN’s own profile edit make a new team or reuse one; an empty department clears the team', async () => {
    const org = await organizationWithRoles(ctx.app, db());
    const invited = await request(ctx.app, org.host, 'POST', '/api/admin/invite', {
      token: org.adminToken,
      body: { firstName: 'Davetli', lastName: 'Kişi', email: 'yeni@ekip.test', department: 'Kalite ' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [kalite] = await teamsOf(org.org.id);
    expect(kalite).toMatchObject({ name: 'Kalite' });

    const me = { firstName: 'Ayşe', lastName: 'Kaya' };
    const save = (department: string | null) =>
      request(ctx.app, org.host, 'PUT', '/api/users/me', { token: org.adminToken, body: { ...me, department } });
    expect((await save('kalite')).statusCode).toBe(200);
    expect(await person(org.admin.id)).toMatchObject({ teamId: kalite!.id, department: 'Kalite' });
    expect((await save('')).statusCode).toBe(200);
    expect(await person(org.admin.id)).toMatchObject({ teamId: null, department: null });
  });

  it('the operator’s new person and inline edit go through the same teams', async () => {
    const org = await createOrganization(db());
    const operator = await createOperator(db());
    const token = (
      await request(ctx.app, operatorHost, 'POST', '/api/superadmin/login', {
        body: { username: operator.username, password: TEST_PASSWORD },
      })
    ).json<{ token: string }>().token;
    const op = (method: 'POST' | 'PUT', url: string, body: unknown) =>
      request(ctx.app, operatorHost, method, url, { token, body });
    const created = await op('POST', `/api/superadmin/organizations/${org.id}/users`, {
      email: 'operator-kisi@ekip.test',
      firstName: 'Operatör',
      lastName: 'Kişi',
      isActive: false,
      department: 'Depo',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ user: { id: string } }>().user.id;
    const [depo] = await teamsOf(org.id);
    expect(await person(id)).toMatchObject({ teamId: depo!.id, department: 'Depo' });
    expect((await op('PUT', `/api/superadmin/users/${id}`, { department: ' DEPO ' })).statusCode).toBe(200);
    expect((await person(id)).department).toBe('Depo');
    expect((await op('PUT', `/api/superadmin/users/${id}`, { department: 'Sevkiyat' })).statusCode).toBe(200);
    expect(await person(id)).toMatchObject({ department: 'Sevkiyat' });
    expect((await teamsOf(org.id)).map((t) => t.name).sort()).toEqual(['Depo', 'Sevkiyat']);
  });
});
