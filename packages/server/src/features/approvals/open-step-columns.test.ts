import { istanbulToday, type Role } from '@paydos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveRequests, users } from '../../db/schema';
import { request } from '../../../test/http';
import { cleanWeeks, today } from '../../../test/leave-dates';
import { useTestApp } from '../../../test/test-app';
import { annualLeave, approvalOrganization } from './approvals-fixture';
import { decidableBy, decidingOf, loadStandings } from './decidable';
import { loadApprovalContext } from './load-approval-context';
import { routeLeave } from './route-request';
import { loadStepRows } from './step-rows';

/**
 * Issue 23: the open step kept on a request (open-step-columns.ts) is what its step rows say after
 * every command, and who may decide a pending request by the SQL condition over it (decidable.ts,
 * the approvals lists, the badge and the dashboard) is who may decide it by the domain's routing of
 * its rows (routeApproval + mayDecide), for every ADMIN and MANAGER of the organization.
 */
const ctx = useTestApp();
const weeks = cleanWeeks(30, 8);
const db = () => ctx.handle.db;

type Organization = Awaited<ReturnType<typeof approvalOrganization>>;

/** The kept columns against the rows: the first undecided step (ADMIN without rows), the requester's team, the earlier decider. */
async function expectColumnsFollowRows(o: Organization, command: string) {
  const requests = await db().select().from(leaveRequests).where(eq(leaveRequests.organizationId, o.org.id));
  const rows = await loadStepRows(
    db(),
    { organizationId: o.org.id },
    requests.map((r) => r.id),
  );
  const people = await db().select().from(users).where(eq(users.organizationId, o.org.id));
  const teamOf = new Map(people.map((p) => [p.id, p.teamId]));
  for (const request of requests) {
    const steps = rows.get(request.id) ?? [];
    const expected =
      request.status === 'PENDING'
        ? {
            openStep: steps.find((s) => s.outcome === null)?.kind ?? 'ADMIN',
            openStepTeamId: teamOf.get(request.userId) ?? null,
            earlierDeciderId: steps.filter((s) => s.outcome === 'APPROVED').at(-1)?.decidedById ?? null,
          }
        : { openStep: null, openStepTeamId: null, earlierDeciderId: null };
    const kept = {
      openStep: request.openStep,
      openStepTeamId: request.openStepTeamId,
      earlierDeciderId: request.earlierDeciderId,
    };
    expect(kept, `${command}: request ${request.id} (${request.status})`).toEqual(expected);
  }
}

/** For each active ADMIN and MANAGER: the pending requests the SQL condition gives = those the domain lets him decide. */
async function expectSqlDecidesAsTheDomain(o: Organization, command: string) {
  const scope = { organizationId: o.org.id };
  const now = new Date();
  const pending = await db()
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.organizationId, o.org.id), eq(leaveRequests.status, 'PENDING')));
  const rows = await loadStepRows(
    db(),
    scope,
    pending.map((r) => r.id),
  );
  const loaded = await loadApprovalContext(
    db(),
    scope,
    { requesterIds: pending.map((r) => r.userId), route: true },
    istanbulToday(now),
  );
  const deciders = new Map(
    pending.map((leave) => [
      leave.id,
      routeLeave(loaded, leave, rows.get(leave.id) ?? []).current?.deciders.map((d) => d.deciderId) ?? [],
    ]),
  );
  const viewers = await db()
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.organizationId, o.org.id),
        eq(users.isActive, true),
        inArray(users.role, ['ADMIN', 'MANAGER'] satisfies Role[]),
      ),
    );
  for (const viewer of viewers) {
    const deciding = decidingOf(viewer, await loadStandings(db(), scope, viewer, now));
    const bySql = await db()
      .select({ id: leaveRequests.id })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.organizationId, o.org.id),
          eq(leaveRequests.status, 'PENDING'),
          decidableBy(deciding, scope),
        ),
      );
    const byDomain = pending.filter((leave) => deciders.get(leave.id)!.includes(viewer.id)).map((leave) => leave.id);
    expect(bySql.map((r) => r.id).sort(), `${command}: ${viewer.role} ${viewer.id}`).toEqual(byDomain.sort());
  }
}

async function expectHolds(o: Organization, command: string) {
  await expectColumnsFollowRows(o, command);
  await expectSqlDecidesAsTheDomain(o, command);
}

describe('issue 23: the open step kept on the request follows its step rows after every command', () => {
  it('send, manager approves, İK approves, reject, edit, cancel, manager deactivated and back, team managers changed, delegation, requester moved to another team, team deleted', async () => {
    const o = await approvalOrganization(ctx);
    const ask = async (who: typeof o.employee, week: number) => {
      const sent = await o.ask(who, annualLeave(weeks[week]!));
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json().leaveRequest.id as string;
    };
    const ok = (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBe(200);
    const asAdmin = (method: 'PATCH' | 'DELETE', url: string, body?: unknown) =>
      request(ctx.app, o.host, method, url, { token: o.admin.token, ...(body !== undefined ? { body } : {}) });

    const first = await ask(o.employee, 0);
    const second = await ask(o.colleague, 1);
    const support = await ask(o.supportEmployee, 2);
    const managersOwn = await ask(o.manager, 3);
    await expectHolds(o, 'send');

    ok(await o.approve(o.manager, first, { note: 'Uygun.' }));
    await expectHolds(o, 'manager approves');

    ok(await o.approve(o.admin, first));
    await expectHolds(o, 'İK approves');

    ok(await o.reject(o.manager, second, { reason: 'Ekip dolu.' }));
    await expectHolds(o, 'reject');

    const edit = { startDate: weeks[4]!.monday, endDate: weeks[4]!.day(1), reason: 'Tatil' };
    ok(await o.call(o.admin.token, 'PUT', `/api/leaves/${first}/update`, edit));
    await expectHolds(o, 'edit');

    ok(await o.call(o.admin.token, 'PUT', `/api/leaves/${first}/cancel`, { reason: 'Vazgeçti.' }));
    await expectHolds(o, 'cancel');

    // Destek's only manager deactivated: his open step is İK's at once (no write), and his again when he is back.
    ok(await asAdmin('DELETE', `/api/admin/users/${o.otherManager.id}`));
    await expectHolds(o, 'manager deactivated');
    ok(await asAdmin('DELETE', `/api/admin/users/${o.otherManager.id}`));
    await expectHolds(o, 'manager reactivated');

    // Satış managed by Ali instead of Mehmet: Mehmet's own request now waits for Ali, Eda's second one too.
    const third = await ask(o.employee, 5);
    ok(await asAdmin('PATCH', `/api/teams/${o.teams.sales}`, { managerIds: [o.otherManager.id] }));
    await expectHolds(o, 'team managers changed');
    ok(await asAdmin('PATCH', `/api/teams/${o.teams.sales}`, { managerIds: [o.manager.id] }));
    await expectHolds(o, 'team managers changed back');

    // Mehmet's steps go to Ali today.
    await o.delegate(o.manager, o.otherManager, today(), today());
    await expectHolds(o, 'delegation');

    // The ADMIN's own request waits at İK (no team); once he joins Destek it waits for Destek's manager.
    const adminsOwn = await ask(o.admin, 6);
    await expectHolds(o, 'ADMIN sends');
    const me = { firstName: o.admin.firstName, lastName: o.admin.lastName, department: 'Destek' };
    ok(await o.call(o.admin.token, 'PUT', '/api/users/me', me));
    await expectHolds(o, 'requester moved to another team');

    const kept = await db()
      .select()
      .from(leaveRequests)
      .where(inArray(leaveRequests.id, [third, managersOwn, support, adminsOwn]));
    expect(kept.map((r) => r.status)).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING']);
    expect(kept.find((r) => r.id === adminsOwn)).toMatchObject({
      openStep: 'TEAM_MANAGER',
      openStepTeamId: o.teams.support,
    });
    // Destek deleted: its members keep no team, so their requests' manager step is passed over to İK.
    ok(await asAdmin('DELETE', `/api/teams/${o.teams.support}`));
    await expectHolds(o, 'team deleted');
  });
});
