import { describe, expect, it } from 'vitest';
import { DEFAULT_APPROVAL_FLOW } from './approval-flow';
import { routeApproval } from './route-approval';
import { check, people, teams } from './team-rules.fixture';

describe('issue 23: one check returns every broken rule with its dates', () => {
  const rules = {
    lockPeriods: [
      {
        id: 'close',
        teamId: null,
        startDate: '2025-12-31',
        endDate: '2025-12-31',
        mode: 'NEEDS_ADMIN' as const,
        reason: null,
      },
    ],
    minimumStaffing: [{ teamId: 'sales', minimumAtWork: 4, mode: 'NEEDS_ADMIN' as const }],
    minimumNotice: [{ leaveType: 'annual_paid' as const, days: 30, mode: 'REFUSE' as const }],
  };

  it('lock, staffing and notice together, in that order; one refusal refuses the request', () => {
    const result = check({ startDate: '2025-12-29', endDate: '2026-01-02' }, rules);
    expect(result.outcome).toBe('REFUSED');
    expect(result.breaks.map((b) => [b.code, b.mode, b.dates])).toEqual([
      ['lock_period', 'NEEDS_ADMIN', ['2025-12-31']],
      ['minimum_staffing', 'NEEDS_ADMIN', ['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-02']],
      ['minimum_notice', 'REFUSE', ['2025-12-29', '2025-12-30']],
    ]);
  });

  it('only "needs an ADMIN" rules broken: the request goes to İK alone', () => {
    const result = check({ startDate: '2025-12-31', endDate: '2025-12-31' }, rules, { today: '2025-11-01' });
    expect(result.outcome).toBe('NEEDS_ADMIN');
    const route = routeApproval({
      flow: { kind: 'MANAGER_THEN_ADMIN', leaveTypeRoutes: {} },
      request: { requesterId: 'eda', leaveType: 'annual_paid', teamId: 'sales' },
      approvals: [],
      needsAdmin: result.outcome === 'NEEDS_ADMIN',
      people: [...people, { id: 'ada', role: 'ADMIN', isActive: true }],
      teams,
      delegations: [],
      absences: [],
      today: '2025-11-01',
    });
    expect(route.steps.map((s) => s.kind)).toEqual(['ADMIN']);
    expect(route.current?.deciders).toEqual([{ deciderId: 'ada', onBehalfOf: null }]);
  });

  it('no rules, or a request of a type the rules do not bind: allowed', () => {
    expect(check({ startDate: '2025-12-29', endDate: '2025-12-31' }, {})).toEqual({ outcome: 'ALLOWED', breaks: [] });
    expect(check({ startDate: '2025-12-29', endDate: '2025-12-31', leaveType: 'maternity' }, rules).outcome).toBe(
      'ALLOWED',
    );
    expect(DEFAULT_APPROVAL_FLOW.kind).toBe('ADMIN_ONLY');
  });
});
