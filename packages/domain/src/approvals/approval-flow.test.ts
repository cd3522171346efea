import { describe, expect, it } from 'vitest';
import {
  approvalStepsFor,
  DEFAULT_APPROVAL_FLOW,
  routeOfLeaveType,
  SUGGESTED_LEAVE_TYPE_ROUTES,
} from './approval-flow';

describe('issue 23: an approval flow per organization, with a route per leave type', () => {
  const twoStep = { kind: 'MANAGER_THEN_ADMIN' as const, leaveTypeRoutes: SUGGESTED_LEAVE_TYPE_ROUTES };

  it.each([
    ['the spec default sends every type to an ADMIN', DEFAULT_APPROVAL_FLOW, 'sick_leave_reported', ['ADMIN']],
    ['two steps: manager, then İK', twoStep, 'annual_paid', ['TEAM_MANAGER', 'ADMIN']],
    ['unpaid leave always to an ADMIN only', twoStep, 'unpaid_leave', ['ADMIN']],
    ['sick leave with an SGK report recorded without approval', twoStep, 'sick_leave_reported', []],
    ['an unknown legacy type takes the flow', twoStep, 'legacy_type', ['TEAM_MANAGER', 'ADMIN']],
  ] as const)('%s', (_title, flow, leaveType, steps) => {
    expect(approvalStepsFor(flow, leaveType)).toEqual(steps);
  });

  it('a broken rule that needs an ADMIN sends any type to İK alone', () => {
    expect(approvalStepsFor(twoStep, 'annual_paid', { needsAdmin: true })).toEqual(['ADMIN']);
    expect(approvalStepsFor(twoStep, 'sick_leave_reported', { needsAdmin: true })).toEqual(['ADMIN']);
  });

  it('reads a route only from the organization’s own keys, not from the prototype', () => {
    expect(routeOfLeaveType(DEFAULT_APPROVAL_FLOW, 'toString')).toBe('ADMIN_ONLY');
    expect(routeOfLeaveType({ kind: 'ADMIN_ONLY', leaveTypeRoutes: { maternity: 'NO_APPROVAL' } }, 'maternity')).toBe(
      'NO_APPROVAL',
    );
  });
});
