import { describe, expect, it } from 'vitest';
import { formatTurkishDate, formatTurkishDateWithWeekday } from './turkish-date-format';

describe('Turkish date display (decisions §1: dd.MM.yyyy, Turkish day names)', () => {
  it('formats without any time zone', () => {
    expect(formatTurkishDate('2025-01-01')).toBe('01.01.2025');
    expect(formatTurkishDateWithWeekday('2025-10-29')).toBe('29.10.2025 Çarşamba');
    expect(formatTurkishDateWithWeekday('2025-03-30')).toBe('30.03.2025 Pazar');
  });
});
