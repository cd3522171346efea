import type { ApprovalFlowResponse } from '@paydos/contract/approvals';
import type { DelegationsResponse } from '@paydos/contract/delegations';
import type { LeavePage, LeaveRequest } from '@paydos/contract/leaves';
import type { TeamRulesResponse } from '@paydos/contract/team-rules';
import type { TeamsResponse } from '@paydos/contract/teams';
import { describe, expect, it } from 'vitest';
import { loginAs, request } from '../../../test/http';
import {
  DEMO_DELEGATED_REASON,
  DEMO_HALFWAY_REASON,
  DEMO_MANAGER_NOTE,
  DEMO_STANDING_DELEGATE_REASON,
  DEMO_YEAR_END_REASON,
  yearEndLock,
} from './demo-approvals';
import { DEMO_PEOPLE } from './demo-organization';
import { adminEmail, ctx, host, logins, today, useDemoOrganization } from './demo-organization-fixture';

// Issue 23 item 7: the demo shows the approval flow and the team rules, read through the API as its people see them.

useDemoOrganization();

const emailOf = (firstName: string) => DEMO_PEOPLE.find((p) => p.firstName === firstName)!.email;
const tokenOf = (email: string) => loginAs(ctx.app, 'demo', email, logins.peoplePassword);
const get = async <T>(email: string, url: string) =>
  (await request(ctx.app, host, 'GET', url, { token: await tokenOf(email) })).json<T>();
const pendingFor = async (email: string) =>
  (await get<LeavePage>(email, '/api/leaves?status=PENDING&limit=500')).leaveRequests;
const byReason = (leaves: LeaveRequest[], reason: string) => leaves.find((l) => l.reason === reason);

describe('the demo of approval flows and team rules (issue 23 item 7)', () => {
  it('runs the two-step flow with the suggested routes', async () => {
    const { flow } = await get<ApprovalFlowResponse>(adminEmail, '/api/organization/approval-flow');
    expect(flow).toEqual({
      kind: 'MANAGER_THEN_ADMIN',
      leaveTypeRoutes: { sick_leave_reported: 'NO_APPROVAL', unpaid_leave: 'ADMIN_ONLY' },
    });
  });

  it('has two teams with their Müdür: Mehmet of Teknoloji, Burak of Lojistik', async () => {
    const { teams } = await get<TeamsResponse>(adminEmail, '/api/teams');
    const managersOf = (name: string) => teams.find((t) => t.name === name)?.managers.map((m) => m.name);
    expect(managersOf('Teknoloji')).toEqual(['Mehmet Demir']);
    expect(managersOf('Lojistik')).toEqual(['Burak Öztürk']);
  });

  it('a two-step request halfway: approved by Mehmet with his note, waiting at İK for Ayşe', async () => {
    const halfway = byReason(await pendingFor(adminEmail), DEMO_HALFWAY_REASON)!;
    expect(halfway.stageLabel).toBe("İK'da");
    expect(halfway.canDecide).toBe(true);
    const [manager, hr] = halfway.steps;
    expect(manager).toMatchObject({
      kind: 'TEAM_MANAGER',
      state: 'DONE',
      outcome: 'APPROVED',
      note: DEMO_MANAGER_NOTE,
    });
    expect(manager!.decidedBy?.name).toBe('Mehmet Demir');
    expect(new Date(manager!.decidedAt!).getTime()).toBeLessThan(Date.now());
    expect(hr).toMatchObject({ kind: 'ADMIN', state: 'CURRENT' });
    expect(hr!.deciders.map((d) => d.name)).toEqual(['Ayşe Yılmaz']);
  });

  it('a delegate while the Müdür is away: Zeynep’s next request waits for Burak, deciding for Mehmet', async () => {
    const delegated = byReason(await pendingFor(emailOf('Burak')), DEMO_DELEGATED_REASON)!;
    expect(delegated.stageLabel).toBe('Yöneticide');
    expect(delegated.canDecide).toBe(true);
    const current = delegated.steps.find((s) => s.state === 'CURRENT')!;
    expect(current.deciders).toEqual([
      expect.objectContaining({ name: 'Burak Öztürk', onBehalfOf: expect.objectContaining({ name: 'Mehmet Demir' }) }),
    ]);
    const asMehmet = byReason(await pendingFor(emailOf('Mehmet')), DEMO_DELEGATED_REASON);
    expect(asMehmet?.canDecide ?? false).toBe(false);
    const asAdmin = byReason(await pendingFor(adminEmail), DEMO_DELEGATED_REASON)!;
    expect(asAdmin.canDecide).toBe(false);
  });

  it('a standing delegate ("Onaylı izinde olduğu günlerde"): Burak is on approved leave today, so Elif’s request to Satış’s Müdür waits for Mehmet, deciding for Burak', async () => {
    const { delegations } = await get<DelegationsResponse>(emailOf('Burak'), '/api/delegations');
    expect(delegations).toEqual([
      expect.objectContaining({
        startDate: null,
        endDate: null,
        activeToday: true,
        approver: expect.objectContaining({ name: 'Burak Öztürk' }),
        delegate: expect.objectContaining({ name: 'Mehmet Demir' }),
      }),
    ]);
    const burakOnLeave = (
      await get<LeavePage>(emailOf('Burak'), '/api/leaves/my-requests?limit=500')
    ).leaveRequests.filter((l) => l.status === 'APPROVED' && l.startDate <= today && today <= l.endDate);
    expect(burakOnLeave.length, 'Burak is on approved leave today').toBe(1);
    const { teams } = await get<TeamsResponse>(adminEmail, '/api/teams');
    expect(teams.find((t) => t.name === 'Satış')?.managers.map((m) => m.name)).toEqual(['Burak Öztürk']);

    const standing = byReason(await pendingFor(emailOf('Mehmet')), DEMO_STANDING_DELEGATE_REASON)!;
    expect(standing.stageLabel).toBe('Yöneticide');
    expect(standing.canDecide).toBe(true);
    const current = standing.steps.find((s) => s.state === 'CURRENT')!;
    expect(current.kind).toBe('TEAM_MANAGER');
    expect(current.deciders).toEqual([
      expect.objectContaining({ name: 'Mehmet Demir', onBehalfOf: expect.objectContaining({ name: 'Burak Öztürk' }) }),
    ]);
    const asBurak = byReason(await pendingFor(emailOf('Burak')), DEMO_STANDING_DELEGATE_REASON);
    expect(asBurak?.canDecide ?? false).toBe(false);
    expect(byReason(await pendingFor(adminEmail), DEMO_STANDING_DELEGATE_REASON)!.canDecide).toBe(false);
  });

  it('locks the year-end closing (to İK) and keeps one of Teknoloji at work', async () => {
    const rules = await get<TeamRulesResponse>(adminEmail, '/api/team-rules');
    expect(rules.lockPeriods).toEqual([
      expect.objectContaining({
        ...yearEndLock(today),
        teamId: null,
        mode: 'NEEDS_ADMIN',
        reason: DEMO_YEAR_END_REASON,
      }),
    ]);
    expect(rules.teams.find((t) => t.name === 'Teknoloji')).toMatchObject({
      minimumAtWork: 1,
      minimumStaffingMode: 'NEEDS_ADMIN',
    });
  });
});
