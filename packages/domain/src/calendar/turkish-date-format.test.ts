import { describe, expect, it } from 'vitest';
import {
  formatTurkishDate,
  formatTurkishDateTime,
  formatTurkishDateWithWeekday,
  formatTurkishInstantDate,
  parseTurkishDate,
} from './turkish-date-format';

describe('Turkish date display (product §D1: dd.MM.yyyy, Turkish day names)', () => {
  it('formats without any time zone', () => {
    expect(formatTurkishDate('2025-01-01')).toBe('01.01.2025');
    expect(formatTurkishDateWithWeekday('2025-10-29')).toBe('29.10.2025 Çarşamba');
    expect(formatTurkishDateWithWeekday('2025-03-30')).toBe('30.03.2025 Pazar');
  });
});

describe('Typed Turkish dates (product §D1: gg.aa.yyyy in, YYYY-MM-DD out)', () => {
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

  it.each(['', '29.10.25', '2025-10-29', '31.04.2025', '29.02.2025', '00.01.2025', '12.13.2025', '29.10.2025x'])(
    'refuses %j',
    (text) => {
      expect(parseTurkishDate(text)).toBeNull();
    },
  );

  it('round-trips with the display format', () => {
    expect(parseTurkishDate(formatTurkishDate('2031-12-05'))).toBe('2031-12-05');
  });
});

describe('one date format and one date-time format, on the Istanbul clock (issue 21 item 3, docs/glossary.md)', () => {
  it('formatTurkishDateTime writes gg.aa.yyyy SS:dd in Europe/Istanbul (UTC+3)', () => {
    expect(formatTurkishDateTime('2026-07-28T07:00:00.000Z')).toBe('28.07.2026 10:00');
    expect(formatTurkishDateTime(new Date('2026-11-25T13:39:00Z'))).toBe('25.11.2026 16:39');
    expect(formatTurkishDateTime(Date.UTC(2026, 0, 5, 6, 5))).toBe('05.01.2026 09:05');
  });

  it('a UTC time that is already the next day in Istanbul is shown on the Istanbul day, with a 24-hour clock', () => {
    expect(formatTurkishDateTime('2026-12-31T21:30:00Z')).toBe('01.01.2027 00:30');
    expect(formatTurkishInstantDate('2026-07-27T22:30:00Z')).toBe('28.07.2026');
    expect(formatTurkishInstantDate('2026-07-27T20:59:00Z')).toBe('27.07.2026');
  });

  it('a date and a date-time share the same gg.aa.yyyy', () => {
    const instant = '2026-03-09T10:15:00Z';
    expect(formatTurkishDateTime(instant).startsWith(formatTurkishInstantDate(instant))).toBe(true);
    expect(formatTurkishInstantDate(instant)).toBe(formatTurkishDate('2026-03-09'));
  });

  it('refuses an instant that is not one', () => {
    expect(() => formatTurkishDateTime('yarın')).toThrow(RangeError);
  });
});
