import { describe, expect, it } from 'vitest';
import { formatCount, formatOneDecimal, formatUpToOneDecimal } from './numbers';

describe('Turkish number format (product §D1)', () => {
  it('counts group thousands with a dot', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(12345)).toBe('12.345');
  });

  it('averages show one decimal with the decimal comma (product §9)', () => {
    expect(formatOneDecimal(3.5)).toBe('3,5');
    expect(formatOneDecimal(7)).toBe('7,0');
    expect(formatOneDecimal(1234.56)).toBe('1.234,6');
  });

  it('sizes and percentages show a decimal only when there is one', () => {
    expect(formatUpToOneDecimal(1.5)).toBe('1,5');
    expect(formatUpToOneDecimal(12)).toBe('12');
    expect(formatUpToOneDecimal(1234.56)).toBe('1.234,6');
  });
});
