import { addDays, compareDates, parseDate, type CalendarDate } from './calendar-date';
import { KURBAN_BAYRAMI_FIRST_DAYS, RAMAZAN_BAYRAMI_FIRST_DAYS, SUPPORTED_HOLIDAY_YEARS } from './bayram-first-days';

/**
 * Official public holidays of Türkiye, 2429 sayılı Ulusal Bayram ve Genel Tatiller
 * Hakkında Kanun. Half days (`half: true`) are holidays from 13:00: 28 October and each
 * bayram's arife (the day before its first day). A leave day on one counts as half a day.
 */
export interface PublicHoliday {
  date: CalendarDate;
  /** Turkish name; when two full holidays share a date, both names joined with " / ". */
  name: string;
  /** True for a day that is a holiday only from 13:00 (arife, 28 October). */
  half: boolean;
}

/** Fixed-date holidays (month-day), all in force for every supported year (2017+). */
const FIXED_HOLIDAYS: ReadonlyArray<{ monthDay: string; name: string; half: boolean }> = [
  { monthDay: '01-01', name: 'Yılbaşı', half: false },
  { monthDay: '04-23', name: 'Ulusal Egemenlik ve Çocuk Bayramı', half: false },
  // Holiday since 2009 (Law 5892 amending 2429).
  { monthDay: '05-01', name: 'Emek ve Dayanışma Günü', half: false },
  { monthDay: '05-19', name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı", half: false },
  // Added to 2429 in 2016, first observed in 2017: why SUPPORTED_HOLIDAY_YEARS starts there.
  { monthDay: '07-15', name: 'Demokrasi ve Milli Birlik Günü', half: false },
  { monthDay: '08-30', name: 'Zafer Bayramı', half: false },
  { monthDay: '10-28', name: 'Cumhuriyet Bayramı Arifesi', half: true },
  { monthDay: '10-29', name: 'Cumhuriyet Bayramı', half: false },
];

/** Arife (half) and then the bayram's full days: Ramazan 3, Kurban 4 (2429 art. 2). */
function bayramDays(firstDay: CalendarDate, name: string, fullDays: number): PublicHoliday[] {
  const days: PublicHoliday[] = [{ date: addDays(firstDay, -1), name: `${name} Arifesi`, half: true }];
  for (let i = 0; i < fullDays; i++)
    days.push({ date: addDays(firstDay, i), name: `${name} ${i + 1}. Gün`, half: false });
  return days;
}

export function isHolidayYearSupported(year: number): boolean {
  return Number.isInteger(year) && year >= SUPPORTED_HOLIDAY_YEARS.from && year <= SUPPORTED_HOLIDAY_YEARS.to;
}

/** One entry per date: a full holiday wins over a half day on the same date. */
function mergeSameDate(holidays: PublicHoliday[]): PublicHoliday[] {
  const byDate = new Map<CalendarDate, PublicHoliday>();
  for (const holiday of holidays) {
    const existing = byDate.get(holiday.date);
    if (!existing || (existing.half && !holiday.half)) byDate.set(holiday.date, holiday);
    else if (existing.half === holiday.half) {
      byDate.set(holiday.date, { ...existing, name: `${existing.name} / ${holiday.name}` });
    }
  }
  return [...byDate.values()].sort((a, b) => compareDates(a.date, b.date));
}

/**
 * Every official holiday of `year`, sorted by date. Throws a RangeError (Turkish message)
 * outside SUPPORTED_HOLIDAY_YEARS, because a silent list without the bayrams would give
 * wrong leave counts.
 */
export function turkishPublicHolidays(year: number): PublicHoliday[] {
  if (!isHolidayYearSupported(year)) {
    const { from, to } = SUPPORTED_HOLIDAY_YEARS;
    throw new RangeError(`${year} yılı için resmî tatil takvimi tanımlı değil (desteklenen yıllar: ${from}-${to}).`);
  }
  const all: PublicHoliday[] = FIXED_HOLIDAYS.map((h) => ({
    date: `${year}-${h.monthDay}`,
    name: h.name,
    half: h.half,
  }));
  // A bayram starting late in December has its days in January; an early-January one
  // has its arife in December: look at the neighbouring years' first days too.
  const near = (date: CalendarDate) => Math.abs(parseDate(date).year - year) <= 1;
  for (const first of RAMAZAN_BAYRAMI_FIRST_DAYS.filter(near)) all.push(...bayramDays(first, 'Ramazan Bayramı', 3));
  for (const first of KURBAN_BAYRAMI_FIRST_DAYS.filter(near)) all.push(...bayramDays(first, 'Kurban Bayramı', 4));
  return mergeSameDate(all.filter((h) => parseDate(h.date).year === year));
}

/** Holidays of every year that the range touches (both ends included). */
export function turkishPublicHolidaysBetween(startDate: CalendarDate, endDate: CalendarDate): PublicHoliday[] {
  const from = parseDate(startDate).year;
  const to = parseDate(endDate).year;
  const holidays: PublicHoliday[] = [];
  for (let year = from; year <= to; year++) holidays.push(...turkishPublicHolidays(year));
  return holidays.filter((h) => compareDates(h.date, startDate) >= 0 && compareDates(h.date, endDate) <= 0);
}
