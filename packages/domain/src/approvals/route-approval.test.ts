import { describe, expect, it } from 'vitest';
import type { ApprovalContext, ApprovalPerson } from './approval-context';
import { DEFAULT_APPROVAL_FLOW, SUGGESTED_LEAVE_TYPE_ROUTES, type ApprovalFlow } from './approval-flow';
import { mayDecide, routeApproval, type RouteApprovalInput } from './route-approval';

const person = (id: string, role: ApprovalPerson['role'], isActive = true): ApprovalPerson => ({ id, role, isActive });
const people = [
  person('ada', 'ADMIN'),
  person('ali', 'ADMIN'),
  person('mert', 'MANAGER'),
  person('melis', 'MANAGER'),
  person('eda', 'EMPLOYEE'),
  person('emre', 'EMPLOYEE'),
];
const context: ApprovalContext = {
  people,
  teams: [
    { id: 'sales', name: 'Satış', memberIds: ['mert', 'eda', 'emre'], managerIds: ['mert'] },
    { id: 'ops', name: 'Operasyon', memberIds: ['melis', 'ali'], managerIds: ['melis'] },
    { id: 'empty', name: 'Depo', memberIds: ['emre'], managerIds: [] },
  ],
  delegations: [],
  absences: [],
  today: '2025-12-01',
};
const twoStep: ApprovalFlow = { kind: 'MANAGER_THEN_ADMIN', leaveTypeRoutes: SUGGESTED_LEAVE_TYPE_ROUTES };

function route(
  over: Partial<RouteApprovalInput> & { requesterId?: string; teamId?: string | null; leaveType?: string },
) {
  const { requesterId = 'eda', teamId = 'sales', leaveType = 'annual_paid', ...rest } = over;
  return routeApproval({
    ...context,
    flow: twoStep,
    approvals: [],
    request: { requesterId, leaveType, teamId },
    ...rest,
  });
}
const deciderIds = (r: ReturnType<typeof route>) => r.current?.deciders.map((d) => d.deciderId) ?? [];
const states = (r: ReturnType<typeof route>) =>
  r.steps.map((s) => `${s.kind}:${s.state}${s.skipReason ? `(${s.skipReason})` : ''}`);

describe('issue 23: the steps of a request follow the flow and the leave type', () => {
  it.each([
    [
      'the spec default: one step, any active ADMIN decides',
      DEFAULT_APPROVAL_FLOW,
      'annual_paid',
      ['ADMIN:CURRENT'],
      ['ada', 'ali'],
    ],
    ['two steps: the team manager first', twoStep, 'annual_paid', ['TEAM_MANAGER:CURRENT', 'ADMIN:WAITING'], ['mert']],
    ['unpaid leave goes to an ADMIN only', twoStep, 'unpaid_leave', ['ADMIN:CURRENT'], ['ada', 'ali']],
    ['a sick leave with an SGK report is recorded without approval', twoStep, 'sick_leave_reported', [], []],
  ] as const)('%s', (_title, flow, leaveType, expectedStates, expectedDeciders) => {
    const r = route({ flow, leaveType });
    expect(states(r)).toEqual(expectedStates);
    expect(deciderIds(r)).toEqual(expectedDeciders);
  });

  it('after the manager approves, İK decides and the manager is shown as the first decider', () => {
    const r = route({ approvals: [{ step: 'TEAM_MANAGER', deciderId: 'mert' }] });
    expect(r.steps[0]).toMatchObject({ state: 'DONE', decidedBy: 'mert' });
    expect(states(r)).toEqual(['TEAM_MANAGER:DONE', 'ADMIN:CURRENT']);
    expect(deciderIds(r)).toEqual(['ada', 'ali']);
  });

  it('when every step is approved nothing is open', () => {
    const approvals = [
      { step: 'TEAM_MANAGER', deciderId: 'mert' },
      { step: 'ADMIN', deciderId: 'ada' },
    ] as const;
    expect(route({ approvals: [...approvals] }).current).toBeNull();
  });

  it('a request that breaks a rule set to "needs an ADMIN" skips the manager and goes to İK', () => {
    expect(states(route({ needsAdmin: true }))).toEqual(['ADMIN:CURRENT']);
    expect(states(route({ needsAdmin: true, leaveType: 'sick_leave_reported' }))).toEqual(['ADMIN:CURRENT']);
  });
});

describe('issue 23: nobody decides their own request', () => {
  it("a manager's own request skips his step and goes to the ADMINs", () => {
    const r = route({ requesterId: 'mert' });
    expect(states(r)).toEqual(['TEAM_MANAGER:SKIPPED(OWN_REQUEST)', 'ADMIN:CURRENT']);
    expect(mayDecide(r, 'mert')).toBe(false);
    expect(deciderIds(r)).toEqual(['ada', 'ali']);
  });

  it("an ADMIN's own request needs another ADMIN", () => {
    const r = route({ requesterId: 'ali', teamId: 'ops', flow: DEFAULT_APPROVAL_FLOW });
    expect(deciderIds(r)).toEqual(['ada']);
    expect(r.current?.selfDecision).toBe(false);
    expect(mayDecide(r, 'ali')).toBe(false);
  });

  it("the organization's only active ADMIN decides his own request, flagged for the audit (product §D8)", () => {
    const alone = people.map((p) => (p.id === 'ali' ? { ...p, isActive: false } : p));
    const r = route({ requesterId: 'ada', teamId: null, flow: DEFAULT_APPROVAL_FLOW, people: alone });
    expect(deciderIds(r)).toEqual(['ada']);
    expect(r.current?.selfDecision).toBe(true);
  });

  it('the person who approved the manager step does not approve the İK step too (an ADMIN managing a team)', () => {
    const teams = [{ id: 'sales', name: 'Satış', memberIds: ['eda'], managerIds: ['ada'] }];
    const r = route({ teams, approvals: [{ step: 'TEAM_MANAGER', deciderId: 'ada' }] });
    expect(deciderIds(r)).toEqual(['ali']);
    const onlyAda = people.filter((p) => p.id !== 'ali');
    const alone = route({ teams, people: onlyAda, approvals: [{ step: 'TEAM_MANAGER', deciderId: 'ada' }] });
    expect(states(alone)).toEqual(['TEAM_MANAGER:DONE', 'ADMIN:SKIPPED(DECIDED_IN_EARLIER_STEP)']);
    expect(alone.current).toBeNull();
  });
});

describe('issue 23: a team without an active manager, a deactivated approver', () => {
  it.each([
    ['a team with no manager', { teamId: 'empty', requesterId: 'emre' }],
    ['a person in no team', { teamId: null }],
    [
      'a deactivated manager: his open step moves to the ADMINs',
      { people: people.map((p) => (p.id === 'mert' ? { ...p, isActive: false } : p)) },
    ],
    [
      'a manager made an EMPLOYEE: only a Müdür or Yönetici decides a manager step',
      { people: people.map((p) => (p.id === 'mert' ? { ...p, role: 'EMPLOYEE' as const } : p)) },
    ],
  ])('%s goes to the ADMINs', (_title, over) => {
    const r = route(over);
    expect(states(r)).toEqual(['TEAM_MANAGER:SKIPPED(NO_ACTIVE_MANAGER)', 'ADMIN:CURRENT']);
    expect(deciderIds(r)).toEqual(['ada', 'ali']);
  });

  it('a deactivated ADMIN leaves the İK step to the other ADMINs', () => {
    const r = route({
      flow: DEFAULT_APPROVAL_FLOW,
      people: people.map((p) => (p.id === 'ada' ? { ...p, isActive: false } : p)),
    });
    expect(deciderIds(r)).toEqual(['ali']);
  });
});

describe('issue 23: an approver away or with a delegate hands his step to the delegate', () => {
  it('a manager on approved leave today with a standing delegate: the delegate decides for him', () => {
    const r = route({
      absences: [{ personId: 'mert', startDate: '2025-11-28', endDate: '2025-12-05' }],
      delegations: [{ approverId: 'mert', delegateId: 'melis', startDate: null, endDate: null }],
    });
    expect(r.current?.deciders).toEqual([{ deciderId: 'melis', onBehalfOf: 'mert' }]);
    expect(mayDecide(r, 'mert')).toBe(false);
  });

  it('a delegate set for a period covering today stands in; outside it the manager decides', () => {
    const delegations = [{ approverId: 'mert', delegateId: 'emre', startDate: '2025-12-01', endDate: '2025-12-03' }];
    expect(deciderIds(route({ delegations }))).toEqual(['emre']);
    expect(deciderIds(route({ delegations, today: '2025-12-04' }))).toEqual(['mert']);
  });

  it('a delegate who is the requester is skipped: the manager keeps the step', () => {
    const delegations = [{ approverId: 'mert', delegateId: 'eda', startDate: '2025-12-01', endDate: '2025-12-31' }];
    expect(route({ delegations }).current?.deciders).toEqual([{ deciderId: 'mert', onBehalfOf: null }]);
  });

  it('a delegate who approved the manager step is passed over for the İK step', () => {
    const delegations = [{ approverId: 'ada', delegateId: 'mert', startDate: '2025-12-01', endDate: '2025-12-01' }];
    const r = route({ delegations, approvals: [{ step: 'TEAM_MANAGER', deciderId: 'mert' }] });
    expect(r.current?.deciders).toEqual([
      { deciderId: 'ada', onBehalfOf: null },
      { deciderId: 'ali', onBehalfOf: null },
    ]);
  });

  it('two ADMINs delegating to the same person give one decider', () => {
    const delegations = ['ada', 'ali'].map((approverId) => ({
      approverId,
      delegateId: 'melis',
      startDate: '2025-12-01',
      endDate: '2025-12-01',
    }));
    expect(route({ flow: DEFAULT_APPROVAL_FLOW, delegations }).current?.deciders).toEqual([
      { deciderId: 'melis', onBehalfOf: 'ada' },
    ]);
  });
});
