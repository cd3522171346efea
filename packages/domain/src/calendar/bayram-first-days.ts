import type { CalendarDate } from './calendar-date';

/**
 * First days of the two religious bayrams, as Türkiye observes them (Diyanet's calendar).
 *
 * Why a table and not the date-holidays library at run time: the browser imports this
 * package and the library carries every country's data (megabytes); and the official
 * dates are announced, not computed, so a reviewed table is what we want to trust.
 * bayram-first-days.test.ts checks every entry against date-holidays (`new Holidays('TR')`).
 *
 * Sources:
 * - 2025-2027: official first days from product §D4 (VERIFIED_BAYRAM_FIRST_DAYS).
 * - 2017-2024: the dates Türkiye observed, which the library also gives.
 * - 2028-2035: the library's lunar calculation; Diyanet may announce a date one day off,
 *   so re-check each year against Diyanet's calendar when it is published.
 * Before 2017 the library differs from the observed dates by a day in some years, so the
 * table starts at 2017 rather than risk wrong counts (see SUPPORTED_HOLIDAY_YEARS).
 * In 2033 Ramazan Bayramı falls twice (January and December), hence arrays.
 */
export const RAMAZAN_BAYRAMI_FIRST_DAYS: readonly CalendarDate[] = [
  '2017-06-25',
  '2018-06-15',
  '2019-06-04',
  '2020-05-24',
  '2021-05-13',
  '2022-05-02',
  '2023-04-21',
  '2024-04-10',
  '2025-03-30',
  '2026-03-20',
  '2027-03-09',
  '2028-02-26',
  '2029-02-14',
  '2030-02-04',
  '2031-01-24',
  '2032-01-14',
  '2033-01-02',
  '2033-12-23',
  '2034-12-12',
  '2035-12-01',
];

export const KURBAN_BAYRAMI_FIRST_DAYS: readonly CalendarDate[] = [
  '2017-09-01',
  '2018-08-21',
  '2019-08-11',
  '2020-07-31',
  '2021-07-20',
  '2022-07-09',
  '2023-06-28',
  '2024-06-16',
  '2025-06-06',
  '2026-05-27',
  '2027-05-16',
  '2028-05-05',
  '2029-04-24',
  '2030-04-13',
  '2031-04-02',
  '2032-03-22',
  '2033-03-11',
  '2034-03-01',
  '2035-02-18',
];

/** The official first days given in product §D4; tests compare the table against them. */
export const VERIFIED_BAYRAM_FIRST_DAYS: Readonly<Record<number, { ramazan: CalendarDate; kurban: CalendarDate }>> = {
  2025: { ramazan: '2025-03-30', kurban: '2025-06-06' },
  2026: { ramazan: '2026-03-20', kurban: '2026-05-27' },
  2027: { ramazan: '2027-03-09', kurban: '2027-05-16' },
};

/** Years for which turkishPublicHolidays answers (every bayram of the year is in the table). */
export const SUPPORTED_HOLIDAY_YEARS = { from: 2017, to: 2035 } as const;
