import { describe, expect, it } from 'vitest';
import { trialBanner, trialBannerColor, trialDaysLeft } from './trial';

describe('trial banner (product §4: days left rounded up, at least 0; red ≤ 3, amber ≤ 7, else blue)', () => {
  it('rounds the time left up to whole days', () => {
    expect(trialDaysLeft('2025-09-15T09:00:00+03:00', '2025-09-01T09:00:00+03:00')).toBe(14);
    expect(trialDaysLeft('2025-09-15T09:00:00+03:00', '2025-09-14T09:00:01+03:00')).toBe(1);
    expect(trialDaysLeft('2025-09-15T09:00:00Z', '2025-09-15T09:00:00Z')).toBe(0);
    expect(trialDaysLeft('2025-09-15T09:00:00Z', '2025-10-15T09:00:00Z')).toBe(0);
    expect(trialDaysLeft(Date.UTC(2025, 8, 15), Date.UTC(2025, 8, 12, 12))).toBe(3);
  });

  it('refuses a bare date, whose zone would be a guess', () => {
    expect(() => trialDaysLeft('2025-09-15', '2025-09-01T00:00:00Z')).toThrow(RangeError);
  });

  it.each([
    [0, 'red'],
    [3, 'red'],
    [4, 'amber'],
    [7, 'amber'],
    [8, 'blue'],
    [14, 'blue'],
  ] as const)('%i days left: %s', (days, color) => expect(trialBannerColor(days)).toBe(color));

  it("says 'Deneme süreniz doldu!' with a pay-now action at 0", () => {
    expect(trialBanner(0)).toEqual({
      daysLeft: 0,
      color: 'red',
      expired: true,
      action: 'pay_now',
      expiredText: 'Deneme süreniz doldu!',
    });
    expect(trialBanner(5)).toMatchObject({ expired: false, action: 'choose_plan', expiredText: null, color: 'amber' });
  });
});
