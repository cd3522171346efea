import { describe, expect, it } from 'vitest';
import type { LockPeriod } from './team-rules';
import { check } from './team-rules.fixture';

const yearEnd: LockPeriod = {
  id: 'year-end',
  teamId: null,
  startDate: '2025-12-22',
  endDate: '2025-12-31',
  mode: 'REFUSE',
  reason: 'Yıl sonu kapanışı',
};

describe('issue 23: lock periods', () => {
  it('lock period at year end refuses, naming each leave day inside it', () => {
    const result = check({ startDate: '2025-12-26', endDate: '2026-01-02' }, { lockPeriods: [yearEnd] });
    expect(result).toEqual({
      outcome: 'REFUSED',
      breaks: [
        {
          code: 'lock_period',
          mode: 'REFUSE',
          lockPeriodId: 'year-end',
          teamId: null,
          dates: ['2025-12-26', '2025-12-29', '2025-12-30', '2025-12-31'],
          message:
            '22.12.2025 - 31.12.2025 arasında izin alınamaz (Yıl sonu kapanışı); bu talebin 26.12.2025, 29.12.2025, ' +
            '30.12.2025, 31.12.2025 izin günleri bu döneme düşüyor.',
        },
      ],
    });
  });

  it.each([
    ['a weekend inside the lock is not a leave day', '2025-12-27', '2025-12-28'],
    ['a holiday inside the lock is not a leave day (1 January)', '2026-01-01', '2026-01-01'],
    ['a request after the lock', '2026-01-02', '2026-01-09'],
  ])('%s: nothing broken', (_title, startDate, endDate) => {
    const lock = { ...yearEnd, endDate: '2026-01-01' };
    expect(check({ startDate, endDate }, { lockPeriods: [lock] })).toEqual({ outcome: 'ALLOWED', breaks: [] });
  });

  it('a half day (arife) inside a lock is a leave day: its morning is worked', () => {
    const arife = { ...yearEnd, startDate: '2026-03-19', endDate: '2026-03-19', reason: null };
    const result = check({ startDate: '2026-03-18', endDate: '2026-03-22' }, { lockPeriods: [arife] });
    expect(result.breaks.map((b) => b.dates)).toEqual([['2026-03-19']]);
    expect(result.breaks[0]?.message).toBe(
      '19.03.2026 tarihinde izin alınamaz; bu talebin 19.03.2026 izin günü bu döneme düşüyor.',
    );
  });

  it("a team's lock binds its members only", () => {
    const salesLock = { ...yearEnd, teamId: 'sales' };
    const request = { startDate: '2025-12-29', endDate: '2025-12-29' };
    expect(check({ ...request, requesterId: 'selin' }, { lockPeriods: [salesLock] }).outcome).toBe('REFUSED');
    expect(check({ ...request, requesterId: 'melis' }, { lockPeriods: [salesLock] }).outcome).toBe('ALLOWED');
  });

  it('a lock set to "needs an ADMIN" sends the request to İK with the days named', () => {
    const lock = { ...yearEnd, mode: 'NEEDS_ADMIN' as const };
    const result = check({ startDate: '2025-12-31', endDate: '2025-12-31' }, { lockPeriods: [lock] });
    expect(result.outcome).toBe('NEEDS_ADMIN');
    expect(result.breaks[0]?.message).toBe(
      '22.12.2025 - 31.12.2025 arasında izin İK onayına bağlıdır (Yıl sonu kapanışı); bu talebin 31.12.2025 izin ' +
        'günü bu döneme düşüyor.',
    );
  });

  it('a long request names five dates in the message and carries every date', () => {
    const result = check({ startDate: '2025-12-15', endDate: '2025-12-31' }, { lockPeriods: [yearEnd] });
    expect(result.breaks[0]?.dates).toHaveLength(8);
    expect(result.breaks[0]?.message).toContain('26.12.2025 ve 3 gün daha izin günleri');
  });

  it('a sick leave on an SGK report is never refused by a lock (an event the employer cannot move)', () => {
    const sick = { startDate: '2025-12-29', endDate: '2025-12-31', leaveType: 'sick_leave_reported' };
    expect(check(sick, { lockPeriods: [yearEnd] })).toEqual({ outcome: 'ALLOWED', breaks: [] });
  });
});
