import type { LeaveRequest } from '@paydos/contract/leaves';

/** A leave request as the organization's lists answer it (issue 23's fields included), for the approvals tests. */
export const testLeave = (overrides: Partial<LeaveRequest> = {}): LeaveRequest => ({
  id: 'l-1',
  userId: 'u-2',
  leaveType: 'annual_paid',
  leaveTypeName: 'Yıllık İzin',
  startDate: '2026-06-08',
  endDate: '2026-06-10',
  days: 3,
  reason: 'Aile ziyareti',
  status: 'PENDING',
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-05-01T09:00:00.000Z',
  version: 1,
  hours: null,
  user: { firstName: 'Zeynep', lastName: 'Kaya', email: 'zeynep@ornek.com.tr', position: null, department: null },
  steps: [],
  stageLabel: 'Beklemede',
  canDecide: false,
  ruleBreaks: [],
  substitute: null,
  acknowledgement: null,
  ...overrides,
});
