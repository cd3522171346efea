import { approvalFlowBody } from '@paydos/contract/approvals';
import { describe, expect, it } from 'vitest';
import { approvalFlowFormSchema } from './flow-form-schema';

const bodies: [string, unknown][] = [
  ['the spec’s one step', { kind: 'ADMIN_ONLY', leaveTypeRoutes: {} }],
  [
    'two steps with the suggested routes',
    { kind: 'MANAGER_THEN_ADMIN', leaveTypeRoutes: { sick_leave_reported: 'NO_APPROVAL', unpaid_leave: 'ADMIN_ONLY' } },
  ],
  ['no routes at all', { kind: 'MANAGER_THEN_ADMIN' }],
  ['a dotted leave type code', { kind: 'ADMIN_ONLY', leaveTypeRoutes: { 'excuse.marriage': 'MANAGER_THEN_ADMIN' } }],
  ['an unknown flow', { kind: 'THREE_STEPS', leaveTypeRoutes: {} }],
  ['an unknown route', { kind: 'ADMIN_ONLY', leaveTypeRoutes: { annual_paid: 'SOMEONE' } }],
  ['an unknown leave type', { kind: 'ADMIN_ONLY', leaveTypeRoutes: { holiday: 'ADMIN_ONLY' } }],
];

describe('the approval flow form checks what the contract checks (approvalFlowBody)', () => {
  it.each(bodies)('%s: the same verdict and message', (_name, body) => {
    const contract = approvalFlowBody.safeParse(body);
    const form = approvalFlowFormSchema.safeParse(body);
    expect(form.success).toBe(contract.success);
    if (contract.success) expect(form.data).toEqual(contract.data);
    else
      expect(form.error?.issues.map((issue) => issue.message)).toEqual(
        contract.error.issues.map((issue) => issue.message),
      );
  });
});
