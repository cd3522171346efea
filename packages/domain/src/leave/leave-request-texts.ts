import { SUPPORTED_HOLIDAY_YEARS } from '../calendar/bayram-first-days';
import { formatDays } from './format-days';

/*
 * The leave form's Turkish texts that the domain composes (issue 26): the law's warnings, the date rules, the lines
 * of the days a count leaves out. Read through the records when a text is made, so that English written into them
 * (contract messages/en/domain-texts.ts) switches the form; the server finds their English from the same pairs.
 * Dates come formatted by the caller (TEXT_FORMATS); day counts are numbers.
 */

/** leaveRequestWarnings: hints of the law that never block a request. */
export const LEAVE_WARNING_TEXTS = {
  /** Excuse or maternity leave longer than its legal length (ek md. 2, art. 74); `type` is the type's name. */
  exceedsLegalLength: (type: string, legalDays: number, days: number) =>
    `${type} için yasal süre ${legalDays} gündür; bu talep ${formatDays(days)} gün.`,
  /** The same for a length the law counts per year. */
  exceedsYearlyLegalLength: (type: string, legalDays: number, days: number) =>
    `${type} için yasal süre ${legalDays} gündür (yıllık); bu talep ${formatDays(days)} gün.`,
  /** Art. 53/1: annual leave before the first year of service is complete. */
  qualifyingPeriod: (rightDate: string) =>
    `Yıllık izin hakkı 1 yıllık hizmet süresi dolunca doğar (4857 md. 53). Bu talep, hakkın doğduğu ` +
    `${rightDate} tarihinden önce başlıyor; ancak şirket politikasındaki ilk yıl izninden kullanılabilir.`,
  /**
   * Art. 56/3, a request that splits its service year's leave (`year` as "01.03.2025 - 28.02.2026"), one text per
   * case of the minimum part: met; missing; missing and what is left too little for it; missing, to be taken from
   * what is left.
   */
  splitMinimumMet: (year: string, part: number, minimum: number) =>
    `Bu talep, ${year} hizmet yılının yıllık iznini bölüyor (${part}. bölüm). ` +
    `Yıllık izin ancak anlaşmayla bölünebilir ve bölümlerden biri en az ${minimum} gün olmalıdır (4857 md. 56).` +
    ` Bu hizmet yılında ${minimum} günlük bölüm şartı karşılanıyor.`,
  splitMinimumMissing: (year: string, part: number, minimum: number) =>
    `Bu talep, ${year} hizmet yılının yıllık iznini bölüyor (${part}. bölüm). ` +
    `Yıllık izin ancak anlaşmayla bölünebilir ve bölümlerden biri en az ${minimum} gün olmalıdır (4857 md. 56).` +
    ` Bu hizmet yılında henüz ${minimum} günlük bir bölüm yok.`,
  splitMinimumOutOfReach: (year: string, part: number, minimum: number, left: number) =>
    `Bu talep, ${year} hizmet yılının yıllık iznini bölüyor (${part}. bölüm). ` +
    `Yıllık izin ancak anlaşmayla bölünebilir ve bölümlerden biri en az ${minimum} gün olmalıdır (4857 md. 56).` +
    ` Bu hizmet yılında henüz ${minimum} günlük bir bölüm yok.` +
    ` Bu talepten sonra kalan ${formatDays(left)} gün, ${minimum} günlük bir bölüme yetmiyor.`,
  splitMinimumFromRest: (year: string, part: number, minimum: number, left: number) =>
    `Bu talep, ${year} hizmet yılının yıllık iznini bölüyor (${part}. bölüm). ` +
    `Yıllık izin ancak anlaşmayla bölünebilir ve bölümlerden biri en az ${minimum} gün olmalıdır (4857 md. 56).` +
    ` Bu hizmet yılında henüz ${minimum} günlük bir bölüm yok.` +
    ` Kalan ${formatDays(left)} günden en az ${minimum} günlük bir bölüm kullanılmalıdır.`,
};

/** leaveDateProblems (product §5, verbatim) and the day count's refusal of an end before the start. */
export const LEAVE_DATE_TEXTS = {
  startBeforeToday: 'Başlangıç tarihi bugünden önce olamaz!',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz!',
  /** The historical-leave form's variant of the same rule (product §5, no exclamation mark). */
  historicalEndBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  invalidDate: 'Lütfen geçerli bir tarih seçin.',
  /** Days are counted with the public-holiday calendar, which is known for these years only. */
  unsupportedYear: `Lütfen ${SUPPORTED_HOLIDAY_YEARS.from}-${SUPPORTED_HOLIDAY_YEARS.to} yılları arasında bir tarih seçin.`,
};

/** countLeaveDays: the line of a date left out, e.g. "29.10.2025 Çarşamba: Cumhuriyet Bayramı (resmî tatil)". */
export const LEAVE_DAY_TEXTS = {
  publicHoliday: (day: string, holiday: string) => `${day}: ${holiday} (resmî tatil)`,
  halfDayHoliday: (day: string, holiday: string) => `${day}: ${holiday} (13:00'ten itibaren tatil, yarım gün sayıldı)`,
  notWorkingDay: (day: string) => `${day}: çalışma günü değil`,
  /** A holiday that falls on a day off anyway. */
  notWorkingDayHoliday: (day: string, holiday: string) => `${day}: çalışma günü değil (${holiday})`,
};
