import { describe, expect, it } from 'vitest';
import { couponState } from './coupon-state';

const coupon = { isActive: true, startDate: '2026-01-01', endDate: '2026-01-18' };

describe('coupon state: the one rule behind the operator badge and the checkout refusal', () => {
  it.each([
    ['2025-12-31', 'NOT_STARTED'],
    ['2026-01-01', 'ACTIVE'],
    ['2026-01-18', 'ACTIVE'],
    ['2026-01-19', 'EXPIRED'],
    ['2026-11-25', 'EXPIRED'],
  ] as const)('on %s a coupon valid 01.01.2026–18.01.2026 is %s (both dates included)', (today, state) => {
    expect(couponState(coupon, today)).toBe(state);
  });

  it('a switched-off coupon is INACTIVE whatever its dates (checkout refuses that first)', () => {
    expect(couponState({ ...coupon, isActive: false }, '2026-01-10')).toBe('INACTIVE');
    expect(couponState({ ...coupon, isActive: false }, '2026-02-10')).toBe('INACTIVE');
  });
});
