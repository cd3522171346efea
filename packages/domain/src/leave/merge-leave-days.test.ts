import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../calendar/calendar-date';
import { mergeLeaveDays, type LeaveDay } from './merge-leave-days';

const day = (date: string, leaveType = 'annual_paid', userId = 'u1'): LeaveDay => ({ date, leaveType, userId });

describe('mergeLeaveDays: same person, same type, at most 3 days apart (product §9 monthly report)', () => {
  it('merges Friday with the next Monday (3 days apart) but not with a 4-day gap', () => {
    expect(mergeLeaveDays([day('2025-03-07'), day('2025-03-10'), day('2025-03-11'), day('2025-03-15')])).toEqual([
      { startDate: '2025-03-07', endDate: '2025-03-11', leaveType: 'annual_paid', userId: 'u1', days: 3 },
      { startDate: '2025-03-15', endDate: '2025-03-15', leaveType: 'annual_paid', userId: 'u1', days: 1 },
    ]);
  });

  it('keeps people and leave types apart, and sums half days exactly', () => {
    const merged = mergeLeaveDays([
      day('2025-03-03', 'sick_leave_reported'),
      day('2025-03-04'),
      { ...day('2025-03-05'), days: 0.5 },
      day('2025-03-04', 'annual_paid', 'u2'),
      day('2025-03-03'),
    ]);
    expect(merged).toEqual([
      { startDate: '2025-03-03', endDate: '2025-03-05', leaveType: 'annual_paid', userId: 'u1', days: 2.5 },
      { startDate: '2025-03-03', endDate: '2025-03-03', leaveType: 'sick_leave_reported', userId: 'u1', days: 1 },
      { startDate: '2025-03-04', endDate: '2025-03-04', leaveType: 'annual_paid', userId: 'u2', days: 1 },
    ]);
  });

  it('property: merging is idempotent and keeps the total of days', () => {
    const first = toDayNumber('2025-01-01');
    const anyDay = fc.record({
      date: fc.integer({ min: first, max: first + 90 }).map(fromDayNumber),
      leaveType: fc.constantFrom('annual_paid', 'excuse.marriage', 'unpaid_leave'),
      userId: fc.constantFrom('a', 'b', 'c'),
      days: fc.constantFrom(0.5, 1),
    });
    fc.assert(
      fc.property(fc.array(anyDay, { maxLength: 60 }), (days) => {
        const once = mergeLeaveDays(days);
        expect(mergeLeaveDays(once)).toEqual(once);
        const total = (list: ReadonlyArray<{ days?: number }>) => list.reduce((sum, d) => sum + (d.days ?? 1) * 2, 0);
        expect(total(once)).toBe(total(days));
      }),
    );
  });
});
