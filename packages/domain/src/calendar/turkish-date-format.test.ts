import { describe, expect, it } from 'vitest';
import { formatTurkishDate, formatTurkishDateWithWeekday, parseTurkishDate } from './turkish-date-format';

describe('Turkish date display (decisions §1: dd.MM.yyyy, Turkish day names)', () => {
  it('formats without any time zone', () => {
    expect(formatTurkishDate('2025-01-01')).toBe('01.01.2025');
    expect(formatTurkishDateWithWeekday('2025-10-29')).toBe('29.10.2025 Çarşamba');
    expect(formatTurkishDateWithWeekday('2025-03-30')).toBe('30.03.2025 Pazar');
  });
});

describe('Typed Turkish dates (decisions §1: gg.aa.yyyy in, YYYY-MM-DD out)', () => {
  it.each([
    ['29.10.2025', '2025-10-29'],
    [' 1.3.1985 ', '1985-03-01'],
    ['29/10/2025', '2025-10-29'],
    ['29-10-2025', '2025-10-29'],
    ['29102025', '2025-10-29'],
    ['29.02.2024', '2024-02-29'],
  ])('reads %s as %s', (text, date) => {
    expect(parseTurkishDate(text)).toBe(date);
  });

  it.each(['', '29.10.25', '2025-10-29', '31.04.2025', '29.02.2025', '00.01.2025', '12.13.2025', '29.10.2025x'])('refuses %j', (text) => {
    expect(parseTurkishDate(text)).toBeNull();
  });

  it('round-trips with the display format', () => {
    expect(parseTurkishDate(formatTurkishDate('2031-12-05'))).toBe('2031-12-05');
  });
});
