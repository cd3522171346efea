import { describe, expect, it } from 'vitest';
import { yearlyDiscountPercent } from './pricing';

describe('yearly discount (spec §9: 1 - yearly / (12 × monthly), whole percent)', () => {
  it('gives 14 % for 69 TL monthly and 59 TL a month billed yearly', () => {
    expect(yearlyDiscountPercent(6900, 70800)).toBe(14);
    expect(yearlyDiscountPercent(69, 708)).toBe(14);
    expect(yearlyDiscountPercent(100, 1200)).toBe(0);
  });

  it('is null without a yearly price or a positive monthly price', () => {
    expect(yearlyDiscountPercent(6900, null)).toBeNull();
    expect(yearlyDiscountPercent(0, 1000)).toBeNull();
  });
});
