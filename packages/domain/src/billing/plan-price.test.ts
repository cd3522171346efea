import { describe, expect, it } from 'vitest';
import {
  billingPeriodEnd,
  divideRoundHalfUp,
  monthlyEquivalentKurus,
  quotePlan,
  yearlyDiscountPercent,
} from './plan-price';

const defaults = { monthlyPriceKurus: 6900, yearlyPriceKurus: 70800 };

describe('monthly plan: people × monthly price (product §9)', () => {
  it.each([
    [1, 6900],
    [5, 34500],
    [10, 69000],
    [50, 345000],
  ])('%i people pay %i kuruş a month', (people, total) => {
    const quote = quotePlan({ billingType: 'monthly', people, ...defaults })!;
    expect(quote.totalKurus).toBe(total);
    expect(quote.totalPerMonthKurus).toBe(total);
    expect(quote.yearlyDiscountPercent).toBeNull();
  });

  it('bills at least one person (an organization always has its admin)', () => {
    expect(quotePlan({ billingType: 'monthly', people: 0, ...defaults })!.totalKurus).toBe(6900);
  });
});

describe('yearly plan: people × yearly price per person per YEAR, shown per month as total / 12', () => {
  it.each([
    [1, 70800, 5900],
    [5, 354000, 29500],
    [7, 495600, 41300],
  ])('%i people pay %i kuruş a year, %i a month', (people, total, perMonth) => {
    const quote = quotePlan({ billingType: 'yearly', people, ...defaults })!;
    expect(quote.totalKurus).toBe(total);
    expect(quote.totalPerMonthKurus).toBe(perMonth);
    expect(quote.unitPricePerMonthKurus).toBe(5900);
    expect(quote.yearlyDiscountPercent).toBe(14);
  });

  it('is not offered when the operator set no yearly price', () => {
    expect(quotePlan({ billingType: 'yearly', people: 3, monthlyPriceKurus: 6900, yearlyPriceKurus: null })).toBeNull();
  });

  it('rounds the per-month figure half up to the kuruş (1001 / 12 = 83.42 → 83; 1002 / 12 = 83.5 → 84)', () => {
    expect(
      quotePlan({ billingType: 'yearly', people: 1, monthlyPriceKurus: 100, yearlyPriceKurus: 1001 })!
        .totalPerMonthKurus,
    ).toBe(83);
    expect(
      quotePlan({ billingType: 'yearly', people: 1, monthlyPriceKurus: 100, yearlyPriceKurus: 1002 })!
        .totalPerMonthKurus,
    ).toBe(84);
  });
});

describe('yearly discount: 1 − yearly / (12 × monthly), rounded half up to a whole percent (product §9)', () => {
  it.each([
    [6900, 70800, 14], // 14.49 %
    [10000, 120000, 0],
    [10000, 114000, 5],
    [10000, 113400, 6], // 5.5 % rounds up
    [10000, 113460, 5], // 5.45 % rounds down
    [10000, 126000, -5], // dearer than twelve months
  ])('monthly %i and yearly %i give %i %%', (monthly, yearly, percent) => {
    expect(yearlyDiscountPercent(monthly, yearly)).toBe(percent);
  });

  it('is null without a yearly price or a positive monthly price', () => {
    expect(yearlyDiscountPercent(6900, null)).toBeNull();
    expect(yearlyDiscountPercent(0, 1000)).toBeNull();
  });
});

describe('coupon percent off the plan total, rounded half up to the kuruş', () => {
  it.each([
    ['monthly', 5, 10, 34500, 3450, 31050],
    ['yearly', 5, 10, 354000, 35400, 318600],
    ['monthly', 1, 100, 6900, 6900, 0],
    ['monthly', 1, 15, 6900, 1035, 5865],
  ] as const)('%s, %i people, %i %% coupon: %i − %i = %i', (billingType, people, percent, list, discount, total) => {
    const quote = quotePlan({ billingType, people, ...defaults, couponPercent: percent })!;
    expect([quote.listTotalKurus, quote.couponDiscountKurus, quote.totalKurus]).toEqual([list, discount, total]);
  });

  it('a half kuruş of discount rounds up (3 kuruş × 50 % = 1.5 → 2)', () => {
    const quote = quotePlan({
      billingType: 'monthly',
      people: 1,
      monthlyPriceKurus: 3,
      yearlyPriceKurus: null,
      couponPercent: 50,
    })!;
    expect([quote.couponDiscountKurus, quote.totalKurus]).toEqual([2, 1]);
  });

  it('refuses a percent outside 0..100 or a fraction', () => {
    expect(() => quotePlan({ billingType: 'monthly', people: 1, ...defaults, couponPercent: 101 })).toThrow(RangeError);
    expect(() => quotePlan({ billingType: 'monthly', people: 1, ...defaults, couponPercent: 2.5 })).toThrow(RangeError);
  });
});

describe('kuruş never floats', () => {
  it('division refuses a fractional amount', () => {
    expect(() => divideRoundHalfUp(10.5, 2)).toThrow(RangeError);
    expect(divideRoundHalfUp(5, 2)).toBe(3);
  });

  it('MRR counts a yearly charge as one twelfth a month (half up)', () => {
    expect(monthlyEquivalentKurus('yearly', 354000)).toBe(29500);
    expect(monthlyEquivalentKurus('yearly', 18)).toBe(2);
    expect(monthlyEquivalentKurus('monthly', 34500)).toBe(34500);
  });
});

describe('billing period: one calendar month or year, clamped to the month end', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 'monthly', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 'monthly', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'monthly', '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T10:00:00.000Z', 'monthly', '2027-01-31T10:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', 'yearly', '2029-02-28T10:00:00.000Z'],
  ] as const)('%s + %s = %s', (start, billingType, end) => {
    expect(new Date(billingPeriodEnd(Date.parse(start), billingType)).toISOString()).toBe(end);
  });
});
