import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from './calendar-date';
import { SUPPORTED_HOLIDAY_YEARS } from './bayram-first-days';
import { turkishPublicHolidays, turkishPublicHolidaysBetween } from './turkish-public-holidays';

describe('official holidays of 2025 (2429 sayılı Kanun; product §D4)', () => {
  it('lists every holiday, the arifes and 28 October as half days', () => {
    expect(turkishPublicHolidays(2025)).toEqual([
      { date: '2025-01-01', name: 'Yılbaşı', half: false },
      { date: '2025-03-29', name: 'Ramazan Bayramı Arifesi', half: true },
      { date: '2025-03-30', name: 'Ramazan Bayramı 1. Gün', half: false },
      { date: '2025-03-31', name: 'Ramazan Bayramı 2. Gün', half: false },
      { date: '2025-04-01', name: 'Ramazan Bayramı 3. Gün', half: false },
      { date: '2025-04-23', name: 'Ulusal Egemenlik ve Çocuk Bayramı', half: false },
      { date: '2025-05-01', name: 'Emek ve Dayanışma Günü', half: false },
      { date: '2025-05-19', name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı", half: false },
      { date: '2025-06-05', name: 'Kurban Bayramı Arifesi', half: true },
      { date: '2025-06-06', name: 'Kurban Bayramı 1. Gün', half: false },
      { date: '2025-06-07', name: 'Kurban Bayramı 2. Gün', half: false },
      { date: '2025-06-08', name: 'Kurban Bayramı 3. Gün', half: false },
      { date: '2025-06-09', name: 'Kurban Bayramı 4. Gün', half: false },
      { date: '2025-07-15', name: 'Demokrasi ve Milli Birlik Günü', half: false },
      { date: '2025-08-30', name: 'Zafer Bayramı', half: false },
      { date: '2025-10-28', name: 'Cumhuriyet Bayramı Arifesi', half: true },
      { date: '2025-10-29', name: 'Cumhuriyet Bayramı', half: false },
    ]);
  });

  it.each([
    [2026, '2026-03-19', '2026-03-22', '2026-05-26', '2026-05-30'],
    [2027, '2027-03-08', '2027-03-11', '2027-05-15', '2027-05-19'],
  ])('%i: Ramazan arife %s to %s, Kurban arife %s to %s', (year, rArife, rLast, kArife, kLast) => {
    const holidays = turkishPublicHolidays(year);
    const byDate = new Map(holidays.map((h) => [h.date, h]));
    expect(byDate.get(rArife)).toMatchObject({ name: 'Ramazan Bayramı Arifesi', half: true });
    expect(byDate.get(rLast)?.half).toBe(false);
    expect(byDate.get(addDays(rLast, 1))).toBeUndefined();
    expect(byDate.get(kArife)).toMatchObject({ name: 'Kurban Bayramı Arifesi', half: true });
    expect(byDate.get(kLast)?.half).toBe(false);
    expect(byDate.get(addDays(kLast, 1))).toBeUndefined();
  });
});

describe('holiday overlaps (product §D4: a full holiday wins over a half day)', () => {
  it('2029: the Kurban arife on 23 April stays a full day', () => {
    const april23 = turkishPublicHolidays(2029).find((h) => h.date === '2029-04-23');
    expect(april23).toEqual({ date: '2029-04-23', name: 'Ulusal Egemenlik ve Çocuk Bayramı', half: false });
  });

  it('2022: the Ramazan arife on 1 May stays a full day', () => {
    expect(turkishPublicHolidays(2022).find((h) => h.date === '2022-05-01')?.half).toBe(false);
  });

  it('2033: the Ramazan arife on 1 January stays a full day, and the December bayram is there too', () => {
    const holidays = turkishPublicHolidays(2033);
    expect(holidays.find((h) => h.date === '2033-01-01')).toEqual({ date: '2033-01-01', name: 'Yılbaşı', half: false });
    expect(holidays.find((h) => h.date === '2033-12-22')).toMatchObject({
      name: 'Ramazan Bayramı Arifesi',
      half: true,
    });
    expect(holidays.find((h) => h.date === '2032-12-31')).toBeUndefined();
  });

  it('2027: two full holidays on one date keep both names', () => {
    expect(turkishPublicHolidays(2027).find((h) => h.date === '2027-05-19')?.name).toBe(
      "Atatürk'ü Anma, Gençlik ve Spor Bayramı / Kurban Bayramı 4. Gün",
    );
  });
});

describe('every supported year looks right (2429 sayılı Kanun)', () => {
  const years = Array.from(
    { length: SUPPORTED_HOLIDAY_YEARS.to - SUPPORTED_HOLIDAY_YEARS.from + 1 },
    (_, i) => 2017 + i,
  );

  it.each(years)('%i: sorted, unique, in the year, fixed days present, 3+4 bayram days after each arife', (year) => {
    const holidays = turkishPublicHolidays(year);
    const dates = holidays.map((h) => h.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
    for (const md of ['01-01', '04-23', '05-01', '05-19', '07-15', '08-30', '10-29']) {
      expect(holidays.find((h) => h.date === `${year}-${md}`)?.half).toBe(false);
    }
    expect(holidays.find((h) => h.date === `${year}-10-28`)?.half).toBe(true);
    for (const [name, length] of [
      ['Ramazan Bayramı', 3],
      ['Kurban Bayramı', 4],
    ] as const) {
      for (const first of holidays.filter((h) => h.name.includes(`${name} 1. Gün`))) {
        for (let i = 1; i < length && addDays(first.date, i).startsWith(`${year}`); i++) {
          expect(holidays.find((h) => h.date === addDays(first.date, i))?.name).toContain(`${name} ${i + 1}. Gün`);
        }
      }
    }
    expect(holidays.length).toBeGreaterThanOrEqual(15);
  });

  it('refuses a year outside the table rather than forget the bayrams', () => {
    expect(() => turkishPublicHolidays(2016)).toThrow(/2016 yılı için resmî tatil takvimi tanımlı değil/);
    expect(() => turkishPublicHolidays(2036)).toThrow(RangeError);
  });

  it('gives the holidays of a range across New Year', () => {
    expect(turkishPublicHolidaysBetween('2025-12-25', '2026-01-05')).toEqual([
      { date: '2026-01-01', name: 'Yılbaşı', half: false },
    ]);
  });

  it('28 October 2028 is a Saturday (used by the leave-count tests)', () => {
    expect(weekdayOf('2028-10-28')).toBe(6);
  });
});
