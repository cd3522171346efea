/**
 * Hourly leave (docs/decisions/015, docs/leave-rules.md §16): the request schema's and the working-time
 * setting's texts. Not part of `messages`: only the server and these schemas read them (the bundle budgets).
 * The rule's own texts (nursing leave's limits) are the domain's `HOURLY_TEXTS`, shared with the form.
 */
import { catalogue } from './catalogue';
export const hourlyLeaveTexts = /* @__PURE__ */ catalogue('hourly-leave.hourlyLeaveTexts', {
  minutesPerDayInvalid: 'Günlük süre dakika olarak pozitif bir tam sayı olmalıdır.',
  minutesPerDayRange: (max: string) => `Günlük süre en fazla ${max} olabilir.`,
  startTimeInvalid: 'Başlangıç saati SS:DD biçiminde olmalıdır (ör. 09:00).',
  childBirthDateInvalid: 'Çocuğun doğum tarihi geçerli bir tarih olmalıdır.',
  hoursOnlyForHourly: 'Başlangıç saati ve çocuğun doğum tarihi yalnızca saatlik izinde gönderilir.',
  dailyMinutesInvalid: 'Günlük çalışma süresi dakika olarak bir tam sayı olmalıdır.',
  dailyMinutesRange: (min: string, max: string) =>
    `Günlük çalışma süresi ${min} ile ${max} arasında olmalıdır (4857 md. 63: günde en çok 11 saat).`,
  dailyMinutesStep: 'Günlük çalışma süresi yarım saatin katı olmalıdır (ör. 7 sa 30 dk).',
  hoursOnlyType: 'Süt izni yalnızca saatlik izin talebiyle kaydedilir (günde en fazla 1 sa 30 dk).',
  hourlyLeaveInvalid: 'Saatlik izin ayarı evet veya hayır olmalıdır.',
} as const);

/** The monthly report's hourly leave (CSV and puantaj). */
export const hourlyReportTexts = /* @__PURE__ */ catalogue('hourly-leave.hourlyReportTexts', {
  totalLeaveHours: 'Toplam saatlik izin',
  hourlyCellMark:
    'S1:30 = o gün 1 sa 30 dk saatlik izin (süt izni çalışma süresinden sayılır, SGK eksik günü değildir)',
} as const);
