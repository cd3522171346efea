import { describe, expect, it } from 'vitest';
import type { MinimumNoticeRule } from './team-rules';
import { check } from './team-rules.fixture';

const annual14: MinimumNoticeRule = { leaveType: 'annual_paid', days: 14, mode: 'REFUSE' };

describe('issue 23: a minimum notice per leave type', () => {
  it('minimum notice refuses the leave days before the earliest date', () => {
    const result = check({ startDate: '2025-12-10', endDate: '2025-12-16' }, { minimumNotice: [annual14] });
    expect(result.outcome).toBe('REFUSED');
    expect(result.breaks).toEqual([
      {
        code: 'minimum_notice',
        mode: 'REFUSE',
        leaveType: 'annual_paid',
        minimumDays: 14,
        earliestDate: '2025-12-15',
        dates: ['2025-12-10', '2025-12-11', '2025-12-12'],
        message:
          'Yıllık İzin en az 14 gün önceden talep edilmelidir; en erken 15.12.2025 tarihi için izin istenebilir ' +
          '(bu talepte 10.12.2025, 11.12.2025, 12.12.2025).',
      },
    ]);
  });

  it.each([
    ['exactly the notice is enough', { startDate: '2025-12-15', endDate: '2025-12-19' }, 'ALLOWED'],
    ['a request whose early days are a weekend only', { startDate: '2025-12-13', endDate: '2025-12-15' }, 'ALLOWED'],
    [
      'a rule of another leave type',
      { startDate: '2025-12-02', endDate: '2025-12-02', leaveType: 'unpaid_leave' },
      'ALLOWED',
    ],
    [
      'a sick leave with a notice rule is never refused',
      { startDate: '2025-12-02', endDate: '2025-12-02', leaveType: 'sick_leave_reported' },
      'ALLOWED',
    ],
    ['a request starting today', { startDate: '2025-12-01', endDate: '2025-12-01' }, 'REFUSED'],
  ] as const)('%s: %s', (_title, request, outcome) => {
    const sickRule = { ...annual14, leaveType: 'sick_leave_reported' as const };
    expect(check(request, { minimumNotice: [annual14, sickRule] }).outcome).toBe(outcome);
  });

  it('set to "needs an ADMIN", the short-notice request goes to İK', () => {
    const rule = { ...annual14, mode: 'NEEDS_ADMIN' as const };
    const result = check({ startDate: '2025-12-05', endDate: '2025-12-05' }, { minimumNotice: [rule] });
    expect(result.outcome).toBe('NEEDS_ADMIN');
    expect(result.breaks[0]?.message).toMatch(/Daha erken tarihler İK onayına gider\.$/);
  });
});
