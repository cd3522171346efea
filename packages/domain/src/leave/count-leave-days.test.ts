import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber, toDayNumber, type Weekday } from '../calendar/calendar-date';
import { countLeaveDays } from './count-leave-days';

const MON_FRI: Weekday[] = [1, 2, 3, 4, 5];
const MON_SAT: Weekday[] = [1, 2, 3, 4, 5, 6];

describe('countLeaveDays: working days, holidays out, half days 0.5 (4857 art. 56, 2429 sayılı Kanun)', () => {
  it.each([
    ['across Ramazan Bayramı 2025 (arife on a Saturday)', '2025-03-27', '2025-04-04', MON_FRI, 5],
    ['across Ramazan Bayramı 2025, Saturday worked (arife half)', '2025-03-27', '2025-04-04', MON_SAT, 5.5],
    ['across Kurban Bayramı 2026 (arife on a Tuesday)', '2026-05-25', '2026-05-29', MON_FRI, 1.5],
    ['across 28-29 October 2025', '2025-10-27', '2025-10-31', MON_FRI, 3.5],
    ['across New Year 2025-2026', '2025-12-29', '2026-01-02', MON_FRI, 4],
    ['a half day on a non-working Saturday (28.10.2028) counts 0', '2028-10-27', '2028-10-30', MON_FRI, 2],
    ['the same half day when Saturday is worked counts 0.5', '2028-10-27', '2028-10-30', MON_SAT, 2.5],
    ['a plain week, Saturday out', '2025-11-03', '2025-11-09', MON_FRI, 5],
    ['a plain week, Saturday in', '2025-11-03', '2025-11-09', MON_SAT, 6],
    ['a single arife day', '2026-05-26', '2026-05-26', MON_FRI, 0.5],
    ['a single holiday', '2025-10-29', '2025-10-29', MON_FRI, 0],
    ['a single Sunday', '2025-11-09', '2025-11-09', MON_SAT, 0],
  ])('%s: %s to %s, working days %j: %s days', (_title, startDate, endDate, workingDays, days) => {
    expect(countLeaveDays({ startDate, endDate, workingDays }).days).toBe(days);
  });

  it('says which dates it left out and why, in Turkish', () => {
    const count = countLeaveDays({ startDate: '2025-10-27', endDate: '2025-11-02', workingDays: MON_FRI });
    expect(count).toMatchObject({ days: 3.5, halfDays: 7, calendarDays: 7 });
    expect(count.excluded).toEqual([
      {
        date: '2025-10-28',
        reason: 'half_day_holiday',
        counted: 0.5,
        holidayName: 'Cumhuriyet Bayramı Arifesi',
        label: "28.10.2025 Salı: Cumhuriyet Bayramı Arifesi (13:00'ten itibaren tatil, yarım gün sayıldı)",
      },
      {
        date: '2025-10-29',
        reason: 'public_holiday',
        counted: 0,
        holidayName: 'Cumhuriyet Bayramı',
        label: '29.10.2025 Çarşamba: Cumhuriyet Bayramı (resmî tatil)',
      },
      { date: '2025-11-01', reason: 'non_working_day', counted: 0, label: '01.11.2025 Cumartesi: çalışma günü değil' },
      { date: '2025-11-02', reason: 'non_working_day', counted: 0, label: '02.11.2025 Pazar: çalışma günü değil' },
    ]);
  });

  it('names the holiday on a non-working day too', () => {
    const count = countLeaveDays({ startDate: '2028-10-28', endDate: '2028-10-28', workingDays: MON_FRI });
    expect(count.excluded).toEqual([
      {
        date: '2028-10-28',
        reason: 'non_working_day',
        counted: 0,
        holidayName: 'Cumhuriyet Bayramı Arifesi',
        label: '28.10.2028 Cumartesi: çalışma günü değil (Cumhuriyet Bayramı Arifesi)',
      },
    ]);
  });

  it('uses the holidays it is given, and a full holiday wins over a half one on the same date', () => {
    const holidays = [
      { date: '2025-11-04', name: 'Yarım', half: true },
      { date: '2025-11-04', name: 'Tam', half: false },
      { date: '2025-11-05', name: 'Arife', half: true },
    ];
    const count = countLeaveDays({ startDate: '2025-11-03', endDate: '2025-11-07', workingDays: MON_FRI, holidays });
    expect(count.days).toBe(3.5);
    expect(
      countLeaveDays({ startDate: '2025-10-29', endDate: '2025-10-29', workingDays: MON_FRI, holidays: [] }).days,
    ).toBe(1);
  });

  it('refuses an end before the start with the form text, and bad working days', () => {
    expect(() => countLeaveDays({ startDate: '2025-11-05', endDate: '2025-11-04', workingDays: MON_FRI })).toThrow(
      'Bitiş tarihi başlangıç tarihinden önce olamaz!',
    );
    expect(() => countLeaveDays({ startDate: '2025-11-05', endDate: '2025-11-06', workingDays: [] })).toThrow(
      'En az bir çalışma günü seçilmelidir.',
    );
  });
});

describe('countLeaveDays properties', () => {
  const first = toDayNumber('2017-01-01');
  const last = toDayNumber('2035-12-31');
  const workingDays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }) as fc.Arbitrary<
    Weekday[]
  >;
  const range = fc
    .tuple(fc.integer({ min: first, max: last - 120 }), fc.integer({ min: 0, max: 120 }))
    .map(([start, length]) => ({ startDate: fromDayNumber(start), endDate: fromDayNumber(start + length), length }));

  it('never exceeds the calendar days, and every date is either counted in full or listed as left out', () => {
    fc.assert(
      fc.property(range, workingDays, ({ startDate, endDate, length }, days) => {
        const count = countLeaveDays({ startDate, endDate, workingDays: days });
        expect(count.calendarDays).toBe(length + 1);
        expect(count.days).toBeLessThanOrEqual(count.calendarDays);
        expect(count.days).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(count.days * 2)).toBe(true);
        const lostHalfDays = count.excluded.reduce((sum, e) => sum + 2 - e.counted * 2, 0);
        expect(count.halfDays).toBe(2 * count.calendarDays - lostHalfDays);
      }),
    );
  });

  it('splitting a leave into two adjacent parts never changes the total', () => {
    fc.assert(
      fc.property(
        range.filter((r) => r.length >= 1),
        fc.nat(),
        workingDays,
        ({ startDate, endDate, length }, cut, days) => {
          const middle = addDays(startDate, cut % length);
          const whole = countLeaveDays({ startDate, endDate, workingDays: days });
          const left = countLeaveDays({ startDate, endDate: middle, workingDays: days });
          const right = countLeaveDays({ startDate: addDays(middle, 1), endDate, workingDays: days });
          expect(left.halfDays + right.halfDays).toBe(whole.halfDays);
          expect([...left.excluded, ...right.excluded]).toEqual(whole.excluded);
        },
      ),
    );
  });

  it('adding a working day never lowers the count', () => {
    fc.assert(
      fc.property(range, workingDays, fc.integer({ min: 0, max: 6 }), ({ startDate, endDate }, days, extra) => {
        const withExtra = [...new Set([...days, extra])] as Weekday[];
        const before = countLeaveDays({ startDate, endDate, workingDays: days }).halfDays;
        expect(countLeaveDays({ startDate, endDate, workingDays: withExtra }).halfDays).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
