import { describe, expect, it } from 'vitest';
import { formatTenure, tenureParts } from './tenure';

describe('tenure display (product §9: 365/30 on the profile, 365.25/30.44 on detail and operator pages)', () => {
  it.each([
    ['2025-09-01', '2025-09-01', 'Az önce başladı'],
    ['2025-09-01', '2025-09-30', 'Az önce başladı'],
    ['2025-09-01', '2025-10-01', '1 ay'],
    ['2024-09-01', '2025-09-01', '1 yıl'],
    ['2020-01-01', '2025-09-01', '5 yıl 8 ay'],
    ['2025-10-01', '2025-09-01', 'Henüz başlamadı'],
  ])('profile: %s to %s reads %s', (start, on, text) => expect(formatTenure(start, on)).toBe(text));

  it('the two divisors differ where the quarter days add up', () => {
    // 1461 days: 4 years and 1 day at 365, exactly 4 years at 365.25.
    expect(tenureParts('2021-01-01', '2025-01-01', 'profile')).toEqual({ years: 4, months: 0, days: 1461 });
    expect(tenureParts('2021-01-01', '2025-01-01', 'detail')).toEqual({ years: 4, months: 0, days: 1461 });
    // 364 days: 12 × 30 = 360 would read "12 ay"; months are capped at 11.
    expect(tenureParts('2025-01-01', '2025-12-31', 'profile')).toMatchObject({ years: 0, months: 11 });
    // 365 days: a year at 365, only 11 months at 365.25.
    expect(formatTenure('2023-01-01', '2024-01-01', 'profile')).toBe('1 yıl');
    expect(formatTenure('2023-01-01', '2024-01-01', 'detail')).toBe('11 ay');
  });
});
