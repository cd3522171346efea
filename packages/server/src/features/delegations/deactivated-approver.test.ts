import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalDelegations, teamManagers } from '../../db/schema';
import { operatorHost, operatorToken, request } from '../../../test/http';
import {
  auditOf,
  call,
  ctx,
  mailsTo,
  person,
  team,
  useDelegationsOrganization,
  type Person,
} from './delegations-fixture';

useDelegationsOrganization();

const delegationsOf = (who: Person) =>
  ctx.handle.db
    .select()
    .from(approvalDelegations)
    .where(or(eq(approvalDelegations.approverId, who.id), eq(approvalDelegations.delegateId, who.id)));

/** The manager's own standing delegate, and another approver's standing delegation to the manager. */
async function delegationsAround(manager: Person) {
  const delegate = await person('MANAGER', 'Dilan', `Vekil${manager.lastName}`);
  const approver = await person('MANAGER', 'Onur', `Onaylayan${manager.lastName}`);
  const his = (await call(manager, 'POST', '/api/delegations', { delegateId: delegate.id })).json().delegation;
  const forOther = (await call(approver, 'POST', '/api/delegations', { delegateId: manager.id })).json().delegation;
  return { delegate, approver, his: his as { id: string }, forOther: forOther as { id: string } };
}

describe('a deactivated approver (issue 23 item 4)', () => {
  it('issue 23 item 4: deactivating a person deletes his delegations, as approver and as delegate, audited; the other side is told', async () => {
    const admin = await person('ADMIN', 'Ayhan', 'Kapatan');
    const manager = await person('MANAGER', 'Mert', 'Ayrılan');
    const { delegate, approver, his, forOther } = await delegationsAround(manager);
    const response = await call(admin, 'DELETE', `/api/admin/users/${manager.id}`);
    expect([response.statusCode, response.json().user.isActive]).toEqual([200, false]);
    expect(await delegationsOf(manager)).toEqual([]);
    for (const id of [his.id, forOther.id]) {
      const [entry] = await auditOf('delegation.delete', id);
      expect(entry).toMatchObject({ actorId: admin.id, after: { cause: 'deactivated', userId: manager.id } });
    }
    expect(await mailsTo(delegate, 'delegation-removed')).toHaveLength(1);
    const [told] = await mailsTo(approver, 'delegation-delegate-deactivated');
    expect(told?.subject).toBe('Onay vekiliniz Mert Ayrılan deaktif edildi');
  });

  it('issue 23 item 4: the ADMINs are mailed once, naming the teams left without an active manager', async () => {
    const admins = [await person('ADMIN', 'Aylin', 'Bir'), await person('ADMIN', 'Ahmet', 'İki')];
    const manager = await person('MANAGER', 'Melek', 'Son');
    const coManager = await person('MANAGER', 'Mesut', 'Kalan');
    const goneManager = await person('MANAGER', 'Mazhar', 'Eski', { isActive: false });
    await team('Depo', [], [manager]);
    await team('Muhasebe', [], [manager, coManager]);
    await team('Lojistik', [], [manager, goneManager]);
    await call(admins[0]!, 'DELETE', `/api/admin/users/${manager.id}`);
    for (const admin of admins) {
      const mails = await mailsTo(admin, 'teams-without-manager');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Aktif müdürü kalmayan ekipler: Depo, Lojistik');
      expect(mails[0]?.text).toContain('Melek Son deaktif edildi.');
    }
    // Then his co-manager goes too: Muhasebe has no active manager left, a second mail names only it.
    await call(admins[0]!, 'DELETE', `/api/admin/users/${coManager.id}`);
    expect(await mailsTo(admins[1]!, 'teams-without-manager')).toHaveLength(2);
    const [second] = (await mailsTo(admins[1]!, 'teams-without-manager')).filter((m) => m.text.includes('Mesut'));
    expect(second?.subject).toBe('Aktif müdürü kalmayan ekipler: Muhasebe');
  });

  it('issue 23 item 4: a person who managed no team and had no delegation is deactivated with no mail to the ADMINs', async () => {
    const admin = await person('ADMIN', 'Akın', 'Sessiz');
    const employee = await person('EMPLOYEE', 'Emin', 'Sessiz');
    await call(admin, 'DELETE', `/api/admin/users/${employee.id}`);
    expect(await mailsTo(admin, 'teams-without-manager')).toEqual([]);
  });

  it('issue 23 item 4: the operator’s deactivation does the same cleanup and the same mail', async () => {
    const admin = await person('ADMIN', 'Arda', 'Operatörlü');
    const manager = await person('MANAGER', 'Murat', 'Operatörle');
    const { delegate, his, forOther } = await delegationsAround(manager);
    await team('Kalite', [], [manager]);
    const token = await operatorToken(ctx.app, ctx.handle.db);
    const response = await request(ctx.app, operatorHost, 'PUT', `/api/superadmin/users/${manager.id}`, {
      token,
      body: { isActive: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await delegationsOf(manager)).toEqual([]);
    expect((await auditOf('delegation.delete', his.id))[0]?.actorKind).toBe('OPERATOR');
    expect(await auditOf('delegation.delete', forOther.id)).toHaveLength(1);
    expect(await mailsTo(delegate, 'delegation-removed')).toHaveLength(1);
    const [mail] = await mailsTo(admin, 'teams-without-manager');
    expect(mail?.subject).toBe('Aktif müdürü kalmayan ekipler: Kalite');
  });
});

describe('a delegate made an EMPLOYEE (issue 23 item 4)', () => {
  it('docs/approval-rules.md §3: only a MANAGER or an ADMIN can be an approval delegate, so the operator making one an EMPLOYEE deletes the delegations naming him as delegate, audited; the approver is told; his own stay', async () => {
    const manager = await person('MANAGER', 'Mahmut', 'İndirilen');
    const { delegate, approver, his, forOther } = await delegationsAround(manager);
    const token = await operatorToken(ctx.app, ctx.handle.db);
    const response = await request(ctx.app, operatorHost, 'PUT', `/api/superadmin/users/${manager.id}`, {
      token,
      body: { role: 'EMPLOYEE' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await delegationsOf(manager)).map((d) => d.id)).toEqual([his.id]);
    const [entry] = await auditOf('delegation.delete', forOther.id);
    expect(entry).toMatchObject({ actorKind: 'OPERATOR', after: { cause: 'demoted', userId: manager.id } });
    const [told] = await mailsTo(approver, 'delegation-delegate-demoted');
    expect(told?.subject).toBe('Onay vekiliniz Mahmut İndirilen artık onay vermiyor');
    expect(told?.text).toContain('artık Personel rolünde olduğu için');
    expect(await mailsTo(delegate, 'delegation-removed')).toEqual([]);
    // A role change that keeps him an approver touches nothing.
    const promoted = await person('MANAGER', 'Mine', 'Terfi');
    const kept = (await call(approver, 'POST', '/api/delegations', { delegateId: promoted.id })).json();
    await request(ctx.app, operatorHost, 'PUT', `/api/superadmin/users/${promoted.id}`, {
      token,
      body: { role: 'ADMIN' },
    });
    expect((await delegationsOf(promoted)).map((d) => d.id)).toEqual([kept.delegation.id]);
  });

  it("docs/approval-rules.md §2: a Müdür made an EMPLOYEE manages no team any more, so his team's manager step goes to İK", async () => {
    const manager = await person('MANAGER', 'Murat', 'Eski');
    const member = await person('EMPLOYEE', 'Melek', 'Ekip');
    const teamId = await team('Arşiv', [member], [manager]);
    const token = await operatorToken(ctx.app, ctx.handle.db);
    const response = await request(ctx.app, operatorHost, 'PUT', `/api/superadmin/users/${manager.id}`, {
      token,
      body: { role: 'EMPLOYEE' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const managers = await ctx.handle.db.select().from(teamManagers).where(eq(teamManagers.teamId, teamId));
    expect(managers).toEqual([]);
  });
});
