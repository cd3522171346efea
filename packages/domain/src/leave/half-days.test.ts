import { describe, expect, it } from 'vitest';
import { fromHalfDays, isHalfDayMultiple, toHalfDays } from './half-days';

describe('half-day units (an arife counts half a day)', () => {
  it('converts exactly and refuses anything finer than half a day', () => {
    expect(toHalfDays(2.5)).toBe(5);
    expect(fromHalfDays(5)).toBe(2.5);
    expect(toHalfDays(-0.5)).toBe(-1);
    expect(isHalfDayMultiple(0.25)).toBe(false);
    expect(isHalfDayMultiple(Number.NaN)).toBe(false);
    expect(() => toHalfDays(0.1 + 0.2)).toThrow(RangeError);
    expect(() => fromHalfDays(1.5)).toThrow(RangeError);
  });
});
