import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { daysBetween, parseDate } from './calendar-date';
import {
  KURBAN_BAYRAMI_FIRST_DAYS,
  RAMAZAN_BAYRAMI_FIRST_DAYS,
  SUPPORTED_HOLIDAY_YEARS,
  VERIFIED_BAYRAM_FIRST_DAYS,
} from './bayram-first-days';

const inYear = (dates: readonly string[], year: number) => dates.filter((d) => parseDate(d).year === year);

/** First days from the library: its `date` string starts with the local calendar date. */
function libraryFirstDays(year: number) {
  const holidays = new Holidays('TR').getHolidays(year);
  const firstDays = (rule: string) => holidays.filter((h) => h.rule.startsWith(rule)).map((h) => h.date.slice(0, 10));
  return { ramazan: firstDays('1 Shawwal'), kurban: firstDays('10 Dhu al-Hijjah') };
}

const years = Array.from(
  { length: SUPPORTED_HOLIDAY_YEARS.to - SUPPORTED_HOLIDAY_YEARS.from + 1 },
  (_, i) => SUPPORTED_HOLIDAY_YEARS.from + i,
);

describe('bayram first days (2429 sayılı Kanun; official dates from product §D4)', () => {
  it.each(Object.entries(VERIFIED_BAYRAM_FIRST_DAYS))('%s matches the official first days', (year, official) => {
    expect(inYear(RAMAZAN_BAYRAMI_FIRST_DAYS, Number(year))).toEqual([official.ramazan]);
    expect(inYear(KURBAN_BAYRAMI_FIRST_DAYS, Number(year))).toEqual([official.kurban]);
  });

  it('the verified table holds at least 2025-2027', () => {
    expect(Object.keys(VERIFIED_BAYRAM_FIRST_DAYS)).toEqual(expect.arrayContaining(['2025', '2026', '2027']));
  });

  it.each(years)('%i agrees with the lunar calendar source (date-holidays TR)', (year) => {
    const library = libraryFirstDays(year);
    expect(inYear(RAMAZAN_BAYRAMI_FIRST_DAYS, year)).toEqual(library.ramazan);
    expect(inYear(KURBAN_BAYRAMI_FIRST_DAYS, year)).toEqual(library.kurban);
  });

  it('date-holidays gives the official first days for 2025-2027 (the claim in product §D4)', () => {
    for (const [year, official] of Object.entries(VERIFIED_BAYRAM_FIRST_DAYS)) {
      expect(libraryFirstDays(Number(year))).toEqual({ ramazan: [official.ramazan], kurban: [official.kurban] });
    }
  });

  it('looks like a lunar calendar: Kurban comes 67-69 days after Ramazan, each 354-355 days after the last', () => {
    expect(RAMAZAN_BAYRAMI_FIRST_DAYS.length).toBeGreaterThanOrEqual(KURBAN_BAYRAMI_FIRST_DAYS.length);
    KURBAN_BAYRAMI_FIRST_DAYS.forEach((kurban, i) => {
      const ramazan = RAMAZAN_BAYRAMI_FIRST_DAYS[i] ?? '';
      expect(daysBetween(ramazan, kurban)).toBeGreaterThanOrEqual(67);
      expect(daysBetween(ramazan, kurban)).toBeLessThanOrEqual(69);
    });
    for (const list of [RAMAZAN_BAYRAMI_FIRST_DAYS, KURBAN_BAYRAMI_FIRST_DAYS]) {
      for (let i = 1; i < list.length; i++) {
        const gap = daysBetween(list[i - 1] ?? '', list[i] ?? '');
        expect(gap === 354 || gap === 355, `${list[i - 1]} -> ${list[i]}`).toBe(true);
      }
    }
  });
});
