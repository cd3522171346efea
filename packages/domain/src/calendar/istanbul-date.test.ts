import { describe, expect, it } from 'vitest';
import { istanbulMinutesOfDay, istanbulToday, toIstanbulDate } from './istanbul-date';

describe('Istanbul calendar date of an instant (product §D1: today is computed in Europe/Istanbul)', () => {
  it.each([
    ['2025-03-29T20:59:59Z', '2025-03-29'],
    ['2025-03-29T21:00:00Z', '2025-03-30'],
    ['2024-12-31T21:00:00Z', '2025-01-01'],
    ['2024-12-31T20:59:59.999Z', '2024-12-31'],
    ['2025-10-29T02:00:00-05:00', '2025-10-29'],
    ['2025-10-28T23:30:00-05:00', '2025-10-29'],
    ['2024-02-28T21:00:00Z', '2024-02-29'],
  ])('%s is %s in Istanbul, whatever the process time zone', (iso, expected) => {
    expect(toIstanbulDate(new Date(iso))).toBe(expected);
    expect(toIstanbulDate(Date.parse(iso))).toBe(expected);
    expect(istanbulToday(new Date(iso))).toBe(expected);
  });

  it('the dates kept per UTC hour are the formatter’s own, every half hour through years of summer time (1978, 2011, 2016) and 1910’s change', () => {
    // eslint-disable-next-line no-restricted-syntax -- the formatter itself is the oracle the kept dates are checked against
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const differing: string[] = [];
    for (const year of [1910, 1978, 2011, 2016]) {
      for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 1_800_000) {
        const kept = toIstanbulDate(time);
        if (kept !== formatter.format(time)) differing.push(`${new Date(time).toISOString()}: ${kept}`);
      }
    }
    expect(differing).toEqual([]);
    // 70,000 formatter calls: seconds on a loaded machine, more than the default 5 s.
  }, 60_000);

  it('refuses an invalid instant', () => {
    expect(() => toIstanbulDate(new Date('nonsense'))).toThrow(RangeError);
    expect(() => toIstanbulDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('Istanbul wall-clock time of an instant (the 09:00 of scheduled mails is Istanbul time)', () => {
  it.each([
    ['2025-11-23T05:59:59Z', 8 * 60 + 59],
    ['2025-11-23T06:00:00Z', 9 * 60],
    ['2025-11-23T21:00:00Z', 0],
    ['2025-11-23T20:59:00Z', 23 * 60 + 59],
    ['2025-07-01T09:00:00+03:00', 9 * 60],
  ])('%s is minute %i of the Istanbul day', (iso, expected) => {
    expect(istanbulMinutesOfDay(new Date(iso))).toBe(expected);
  });
});
