import { describe, expect, it } from 'vitest';
import type { ApprovalContext } from './approval-context';
import { SUGGESTED_LEAVE_TYPE_ROUTES, type ApprovalFlow } from './approval-flow';
import { checkTeamRules } from './check-team-rules';
import { requestStageLabel } from './request-stage';
import { routeApproval } from './route-approval';
import type { CheckTeamRulesInput, TeamRules } from './team-rules';

/** The worked example of docs/approval-rules.md, end to end. */
const flow: ApprovalFlow = { kind: 'MANAGER_THEN_ADMIN', leaveTypeRoutes: SUGGESTED_LEAVE_TYPE_ROUTES };
const rules: TeamRules = {
  lockPeriods: [
    {
      id: 'year-end',
      teamId: null,
      startDate: '2025-12-22',
      endDate: '2025-12-31',
      mode: 'NEEDS_ADMIN',
      reason: 'Yıl sonu kapanışı',
    },
  ],
  minimumStaffing: [{ teamId: 'sales', minimumAtWork: 3, mode: 'REFUSE' }],
  minimumNotice: [{ leaveType: 'annual_paid', days: 14, mode: 'REFUSE' }],
};
const context: ApprovalContext = {
  people: [
    { id: 'ada', role: 'ADMIN', isActive: true },
    { id: 'ali', role: 'ADMIN', isActive: true },
    { id: 'mert', role: 'MANAGER', isActive: true },
    // Mert's deputy: a delegate is a MANAGER or an ADMIN (docs/approval-rules.md §3).
    { id: 'emre', role: 'MANAGER', isActive: true },
    ...['eda', 'selin'].map((id) => ({ id, role: 'EMPLOYEE' as const, isActive: true })),
  ],
  teams: [{ id: 'sales', name: 'Satış', memberIds: ['mert', 'eda', 'emre', 'selin'], managerIds: ['mert'] }],
  delegations: [{ approverId: 'mert', delegateId: 'emre', startDate: null, endDate: null }],
  absences: [{ personId: 'mert', startDate: '2025-12-01', endDate: '2025-12-05' }],
  today: '2025-12-01',
};
const emrePending = { personId: 'emre', startDate: '2026-01-02', endDate: '2026-01-09', status: 'PENDING' as const };

function ask(requesterId: string, startDate: string, endDate: string) {
  const input: CheckTeamRulesInput = {
    ...context,
    request: { requesterId, leaveType: 'annual_paid', startDate, endDate },
    rules,
    leaves: [emrePending],
    workingDays: [1, 2, 3, 4, 5],
  };
  const check = checkTeamRules(input);
  const route = routeApproval({
    ...context,
    flow,
    request: { requesterId, leaveType: 'annual_paid', teamId: 'sales' },
    approvals: [],
    needsAdmin: check.outcome === 'NEEDS_ADMIN',
  });
  return {
    check,
    route,
    label: requestStageLabel({ status: 'PENDING', flowKind: flow.kind, currentStep: route.current?.kind ?? null }),
  };
}

describe('docs/approval-rules.md worked example', () => {
  it('Eda, 29.12.2025-02.01.2026: the lock needs İK, the staffing rule refuses 02.01.2026', () => {
    const { check } = ask('eda', '2025-12-29', '2026-01-02');
    expect(check.outcome).toBe('REFUSED');
    expect(check.breaks.map((b) => [b.code, b.mode, b.dates])).toEqual([
      ['lock_period', 'NEEDS_ADMIN', ['2025-12-29', '2025-12-30', '2025-12-31']],
      ['minimum_staffing', 'REFUSE', ['2026-01-02']],
    ]);
  });

  it("Eda, 29.12-31.12.2025: only the lock, so İK alone decides and she reads İK'da", () => {
    const { check, route, label } = ask('eda', '2025-12-29', '2025-12-31');
    expect(check.outcome).toBe('NEEDS_ADMIN');
    expect(route.steps.map((s) => s.kind)).toEqual(['ADMIN']);
    expect(route.current?.deciders.map((d) => d.deciderId)).toEqual(['ada', 'ali']);
    expect(label).toBe("İK'da");
  });

  it('Selin, 12.01-16.01.2026: no rule broken; Mert is away, so Emre decides for him; she reads Yöneticide', () => {
    const { check, route, label } = ask('selin', '2026-01-12', '2026-01-16');
    expect(check.breaks).toEqual([]);
    expect(route.current?.deciders).toEqual([{ deciderId: 'emre', onBehalfOf: 'mert' }]);
    expect(label).toBe('Yöneticide');
  });
});
