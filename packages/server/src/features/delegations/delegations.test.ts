import { messages } from '@paydos/contract/messages';
import { addDays, istanbulToday } from '@paydos/domain';
import { describe, expect, it } from 'vitest';
import { cleanWeeks } from '../../../test/leave-dates';
import { createUser } from '../../../test/factories';
import { request } from '../../../test/http';
import {
  auditOf,
  call,
  ctx,
  leaveOf,
  mailsTo,
  org,
  other,
  person,
  team,
  useDelegationsOrganization,
  type Person,
} from './delegations-fixture';

useDelegationsOrganization();

const m = messages.delegations;
const today = () => istanbulToday(new Date());
const add = (who: Person, body: Record<string, unknown>) => call(who, 'POST', '/api/delegations', body);
const list = (who: Person) => call(who, 'GET', '/api/delegations');
const [w1, w2, w3] = cleanWeeks(30, 3);

describe('POST /api/delegations: who may name a delegate', () => {
  it('issue 23 item 4: a MANAGER names his own delegate for a period; the delegate is mailed and the change audited', async () => {
    const manager = await person('MANAGER', 'Mert', 'Kaya');
    const delegate = await person('MANAGER', 'Emre', 'Şahin');
    const response = await add(manager, { delegateId: delegate.id, startDate: w1!.monday, endDate: w1!.friday });
    expect(response.statusCode).toBe(201);
    const { delegation, message } = response.json();
    expect(message).toBe(m.created);
    expect(delegation).toMatchObject({
      approver: { id: manager.id, name: 'Mert Kaya' },
      delegate: { id: delegate.id, name: 'Emre Şahin' },
      startDate: w1!.monday,
      endDate: w1!.friday,
      activeToday: false,
    });
    const [mail] = await mailsTo(delegate, 'delegation-named');
    expect(mail?.subject).toBe('Mert Kaya sizi onay vekili belirledi');
    expect(mail?.text).toContain('/leave-approvals');
    const [entry] = await auditOf('delegation.create', delegation.id);
    expect(entry).toMatchObject({ actorId: manager.id, actorLabel: 'MANAGER' });
    expect(entry?.after).toEqual({
      approverId: manager.id,
      delegateId: delegate.id,
      startDate: w1!.monday,
      endDate: w1!.friday,
    });
  });

  it('issue 23 item 4: an EMPLOYEE names no delegate (403); a MANAGER names none for another approver (403)', async () => {
    const employee = await person('EMPLOYEE', 'Selin', 'Ak');
    const manager = await person('MANAGER', 'Murat', 'Tan');
    const otherManager = await person('MANAGER', 'Melis', 'Oz');
    expect((await add(employee, { delegateId: manager.id })).statusCode).toBe(403);
    const forOther = await add(manager, { delegateId: employee.id, approverId: otherManager.id });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().error).toBe(m.onlyAdminForOthers);
  });

  it('issue 23 item 4: an ADMIN names a delegate for another approver (a MANAGER), not for an EMPLOYEE', async () => {
    const admin = await person('ADMIN', 'Ada', 'Yıldız');
    const manager = await person('MANAGER', 'Mahir', 'Er');
    const employee = await person('EMPLOYEE', 'Ece', 'Bal');
    const deputy = await person('MANAGER', 'Efe', 'Bal');
    const response = await add(admin, { approverId: manager.id, delegateId: deputy.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().delegation).toMatchObject({ approver: { id: manager.id }, startDate: null, endDate: null });
    expect((await auditOf('delegation.create', response.json().delegation.id))[0]?.actorId).toBe(admin.id);
    const notApprover = await add(admin, { approverId: employee.id, delegateId: manager.id });
    expect(notApprover.statusCode).toBe(400);
    expect(notApprover.json().error).toBe(m.approverNotApprover);
  });
});

describe('POST /api/delegations: the delegate and the dates', () => {
  it('docs/approval-rules.md §3: only a MANAGER or an ADMIN can be an approval delegate; an EMPLOYEE is a Turkish 400 on delegateId, nothing written', async () => {
    const manager = await person('MANAGER', 'Mert', 'Rol');
    const employee = await person('EMPLOYEE', 'Eren', 'Rol');
    const admin = await person('ADMIN', 'Ayten', 'Rol');
    const refused = await add(manager, { delegateId: employee.id, startDate: w1!.monday, endDate: w1!.friday });
    expect([refused.statusCode, refused.json().error]).toEqual([400, m.delegateNotApprover]);
    expect(refused.json().fields).toEqual({ delegateId: m.delegateNotApprover });
    expect((await list(manager)).json().delegations).toEqual([]);
    expect(await mailsTo(employee)).toEqual([]);
    const toAdmin = await add(manager, { delegateId: admin.id, startDate: w1!.monday, endDate: w1!.friday });
    expect(toAdmin.statusCode).toBe(201);
    expect(toAdmin.json().delegation.delegate).toEqual({ id: admin.id, name: 'Ayten Rol' });
  });

  it('issue 23 item 4: the delegate is an active person of the organization other than the approver (400, 404)', async () => {
    const manager = await person('MANAGER', 'Metin', 'Aras');
    const gone = await person('MANAGER', 'Gökhan', 'Eski', { isActive: false });
    const self = await add(manager, { delegateId: manager.id });
    expect([self.statusCode, self.json().error]).toEqual([400, m.delegateSelf]);
    const inactive = await add(manager, { delegateId: gone.id });
    expect([inactive.statusCode, inactive.json().error]).toEqual([400, m.delegateInactive]);
    const foreign = await add(manager, { delegateId: other.personId });
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, m.delegateNotFound]);
    expect((await list(manager)).json().delegations).toEqual([]);
  });

  it('issue 23 item 4: another organization’s approver is a 404 for an ADMIN', async () => {
    const admin = await person('ADMIN', 'Aslı', 'Koç');
    const delegate = await person('MANAGER', 'Deniz', 'Ulu');
    const response = await add(admin, { approverId: other.personId, delegateId: delegate.id });
    expect([response.statusCode, response.json().error]).toEqual([404, m.approverNotFound]);
  });

  it('issue 23 item 4: both dates or none; the start not after the end; the end not in the past (Turkish 400s)', async () => {
    const manager = await person('MANAGER', 'Mete', 'Gül');
    const delegate = await person('MANAGER', 'Duru', 'Gül');
    const onlyStart = await add(manager, { delegateId: delegate.id, startDate: w1!.monday });
    expect([onlyStart.statusCode, onlyStart.json().error]).toEqual([400, m.datesTogether]);
    const reversed = await add(manager, { delegateId: delegate.id, startDate: w1!.friday, endDate: w1!.monday });
    expect([reversed.statusCode, reversed.json().error]).toEqual([400, m.rangeInvalid]);
    const past = await add(manager, {
      delegateId: delegate.id,
      startDate: addDays(today(), -10),
      endDate: addDays(today(), -3),
    });
    expect([past.statusCode, past.json().error]).toEqual([400, m.endInPast]);
    expect(past.json().fields).toEqual({ endDate: m.endInPast });
  });

  it('issue 23 item 4: an approver’s periods do not overlap (409); the next period, after it, is fine', async () => {
    const manager = await person('MANAGER', 'Mert', 'Deniz');
    const first = await person('MANAGER', 'Filiz', 'Bir');
    const second = await person('MANAGER', 'Sena', 'İki');
    expect((await add(manager, { delegateId: first.id, startDate: w1!.monday, endDate: w1!.friday })).statusCode).toBe(
      201,
    );
    const clash = await add(manager, { delegateId: second.id, startDate: w1!.friday, endDate: w2!.monday });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatch(/^Bu tarihlerle çakışan bir onay vekili dönemi zaten var \(/);
    expect(
      (await add(manager, { delegateId: second.id, startDate: addDays(w1!.friday, 1), endDate: w2!.friday }))
        .statusCode,
    ).toBe(201);
    expect((await mailsTo(second, 'delegation-named')).length).toBe(1);
  });

  it('issue 23 item 4: at most one standing delegate per approver (409), beside any number of periods', async () => {
    const manager = await person('MANAGER', 'Mustafa', 'Sürekli');
    const delegate = await person('MANAGER', 'Derya', 'Sürekli');
    expect((await add(manager, { delegateId: delegate.id })).statusCode).toBe(201);
    const second = await add(manager, { delegateId: delegate.id, startDate: null, endDate: null });
    expect([second.statusCode, second.json().error]).toEqual([409, m.standingExists]);
    expect(
      (await add(manager, { delegateId: delegate.id, startDate: w3!.monday, endDate: w3!.friday })).statusCode,
    ).toBe(201);
  });
});

describe('GET /api/delegations: activeToday and standingInFor', () => {
  it('docs/approval-rules.md §3: a standing delegate stands in today only while the approver is on approved leave', async () => {
    const manager = await person('MANAGER', 'Meltem', 'Izinli');
    const delegate = await person('MANAGER', 'Doruk', 'Vekil');
    const { delegation } = (await add(manager, { delegateId: delegate.id })).json();
    expect(delegation.activeToday).toBe(false);
    await leaveOf(manager, addDays(today(), -1), addDays(today(), 2), 'PENDING');
    expect((await list(manager)).json().delegations[0].activeToday).toBe(false);
    await leaveOf(manager, addDays(today(), 3), addDays(today(), 5));
    expect((await list(manager)).json().delegations[0].activeToday).toBe(false);
    await leaveOf(manager, today(), today());
    expect((await list(manager)).json().delegations[0].activeToday).toBe(true);
    const seen = (await list(delegate)).json();
    expect(seen.delegations).toEqual([]);
    expect(seen.standingInFor).toMatchObject([
      { id: delegation.id, approver: { name: 'Meltem Izinli' }, activeToday: true },
    ]);
  });

  it('docs/approval-rules.md §3: a period covering today stands in today, before the standing delegate', async () => {
    const manager = await person('MANAGER', 'Mehmet', 'İkili');
    const standing = await person('MANAGER', 'Sinan', 'Sürekli');
    const dated = await person('MANAGER', 'Dilek', 'Dönem');
    await add(manager, { delegateId: standing.id });
    await add(manager, { delegateId: dated.id, startDate: today(), endDate: addDays(today(), 1) });
    await leaveOf(manager, today(), today());
    const delegations: Array<{ delegate: { id: string }; activeToday: boolean }> = (await list(manager)).json()
      .delegations;
    expect(delegations.map((d) => [d.delegate.id, d.activeToday])).toEqual([
      [standing.id, false],
      [dated.id, true],
    ]);
    expect((await list(standing)).json().standingInFor[0].activeToday).toBe(false);
    expect((await list(dated)).json().standingInFor[0].activeToday).toBe(true);
  });

  it('issue 23 item 4: an ADMIN lists everyone’s delegations, a MANAGER only his own; another organization sees none', async () => {
    const admin = await person('ADMIN', 'Ayla', 'Hepsi');
    const manager = await person('MANAGER', 'Mine', 'Kendi');
    const delegate = await person('MANAGER', 'Dursun', 'Liste');
    const { delegation } = (await add(manager, { delegateId: delegate.id })).json();
    const all: Array<{ id: string; approver: { id: string } }> = (await list(admin)).json().delegations;
    expect(all.map((d) => d.id)).toContain(delegation.id);
    expect(new Set(all.map((d) => d.approver.id)).size).toBeGreaterThan(1);
    const own: Array<{ approver: { id: string } }> = (await list(manager)).json().delegations;
    expect(own.every((d) => d.approver.id === manager.id)).toBe(true);
    const foreign = await request(ctx.app, other.host, 'GET', '/api/delegations', { token: other.adminToken });
    expect(foreign.json().delegations).toEqual([]);
  });
});

describe('DELETE /api/delegations/:id', () => {
  it('issue 23 item 4: the approver removes his delegate; the delegate is told and the removal audited', async () => {
    const manager = await person('MANAGER', 'Melih', 'Siler');
    const delegate = await person('MANAGER', 'Dora', 'Silinen');
    const { delegation } = (
      await add(manager, { delegateId: delegate.id, startDate: w2!.monday, endDate: w2!.friday })
    ).json();
    const removed = await call(manager, 'DELETE', `/api/delegations/${delegation.id}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, m.deleted]);
    expect((await list(manager)).json().delegations).toEqual([]);
    const [mail] = await mailsTo(delegate, 'delegation-removed');
    expect(mail?.subject).toBe('Melih Siler adına onay vekilliğiniz sona erdi');
    const [entry] = await auditOf('delegation.delete', delegation.id);
    expect(entry?.before).toMatchObject({ approverId: manager.id, delegateId: delegate.id, startDate: w2!.monday });
    expect((await call(manager, 'DELETE', `/api/delegations/${delegation.id}`)).statusCode).toBe(404);
  });

  it('issue 23 item 4: another MANAGER may not remove it (403); an ADMIN may; another organization’s id is a 404', async () => {
    const manager = await person('MANAGER', 'Mert', 'Sahip');
    const stranger = await person('MANAGER', 'Mert', 'Yabancı');
    const admin = await person('ADMIN', 'Ayşe', 'Silen');
    const delegate = await person('MANAGER', 'Demet', 'Vekil');
    const { delegation } = (await add(manager, { delegateId: delegate.id })).json();
    const refused = await call(stranger, 'DELETE', `/api/delegations/${delegation.id}`);
    expect([refused.statusCode, refused.json().error]).toEqual([403, m.onlyOwnOrAdmin]);
    const foreign = await request(ctx.app, other.host, 'DELETE', `/api/delegations/${delegation.id}`, {
      token: other.adminToken,
    });
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, m.notFound]);
    expect((await call(admin, 'DELETE', `/api/delegations/${delegation.id}`)).statusCode).toBe(200);
    expect((await auditOf('delegation.delete', delegation.id))[0]?.actorId).toBe(admin.id);
  });
});

describe('GET /api/colleagues: the pickers’ people', () => {
  it('issue 23 item 4: active colleagues of the organization, the caller’s team first (Turkish order), the caller left out', async () => {
    const caller = await person('EMPLOYEE', 'Zeynep', 'Arayan');
    const mate = await person('EMPLOYEE', 'Ömer', 'Ekipten');
    const mate2 = await person('EMPLOYEE', 'Çiğdem', 'Ekipten');
    const outsider = await person('EMPLOYEE', 'Aaron', 'Dışarıdan');
    await person('EMPLOYEE', 'Pasif', 'Kişi', { isActive: false });
    await team('Satış', [caller, mate, mate2]);
    const response = await call(caller, 'GET', '/api/colleagues');
    expect(response.statusCode).toBe(200);
    const people: Array<{ id: string; name: string; department: string | null; role: string }> = response.json().people;
    // The team first, in Turkish order (Ç before Ö), then the others from A.
    expect(people.slice(0, 2).map((p) => p.name)).toEqual(['Çiğdem Ekipten', 'Ömer Ekipten']);
    expect(people[0]).toMatchObject({
      firstName: 'Çiğdem',
      lastName: 'Ekipten',
      department: 'Satış',
      role: 'EMPLOYEE',
    });
    expect(people[2]?.id).toBe(outsider.id);
    expect(people.some((p) => p.id === caller.id)).toBe(false);
    expect(people.some((p) => p.name === 'Pasif Kişi')).toBe(false);
    expect(people.some((p) => p.id === other.personId)).toBe(false);
  });

  it('issue 23 item 4: q searches the full name; another organization never shows', async () => {
    const caller = await person('MANAGER', 'Kemal', 'Arar');
    const found = await person('EMPLOYEE', 'Nazlı', 'Bulunur');
    const search: Array<{ id: string }> = (
      await call(caller, 'GET', `/api/colleagues?q=${encodeURIComponent('azlı bul')}`)
    ).json().people;
    expect(search.map((p) => p.id)).toEqual([found.id]);
    const foreign: Array<{ id: string }> = (
      await request(ctx.app, other.host, 'GET', '/api/colleagues?q=Bulunur', { token: other.adminToken })
    ).json().people;
    expect(foreign).toEqual([]);
    const everyone: Array<{ id: string }> = (
      await request(ctx.app, other.host, 'GET', '/api/colleagues', { token: other.adminToken })
    ).json().people;
    expect(everyone.map((p) => p.id)).toEqual([other.personId]);
  });

  it('docs/approval-rules.md §3: role=approver offers only MANAGERs and ADMINs (the delegate picker); without it everyone (the substitute picker)', async () => {
    const caller = await person('MANAGER', 'Kaan', 'Seçen');
    const manager = await person('MANAGER', 'Ömür', 'Onaylayan');
    const admin = await person('ADMIN', 'Öykü', 'Onaylayan');
    const employee = await person('EMPLOYEE', 'Özge', 'Onaylayan');
    const ids = async (query: string) =>
      ((await call(caller, 'GET', `/api/colleagues?${query}`)).json().people as Array<{ id: string }>).map((p) => p.id);
    expect(await ids('q=Onaylayan&role=approver')).toEqual([manager.id, admin.id]);
    expect(await ids('q=Onaylayan')).toEqual([manager.id, admin.id, employee.id]);
    const approvers: Array<{ role: string }> = (await call(caller, 'GET', '/api/colleagues?role=approver')).json()
      .people;
    expect(approvers.length).toBeGreaterThan(2);
    expect(approvers.every((p) => p.role === 'MANAGER' || p.role === 'ADMIN')).toBe(true);
    const bad = await call(caller, 'GET', '/api/colleagues?role=EMPLOYEE');
    expect([bad.statusCode, bad.json().error]).toEqual([400, m.colleaguesRoleInvalid]);
  });

  it('issue 23 item 4: at most 50 colleagues in one answer', async () => {
    const caller = await person('EMPLOYEE', 'Çok', 'Arayan');
    for (let i = 0; i < 52; i++)
      await createUser(ctx.handle.db, org.id, { firstName: `Kalabalık${i}`, lastName: 'Kişi' });
    const response = await call(caller, 'GET', '/api/colleagues');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().people).toHaveLength(50);
  });
});
