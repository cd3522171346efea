import { fieldsShared } from '@paydos/contract/messages/common';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * Hourly leave (issue 24 item 6; docs/decisions/015, docs/leave-rules.md §16): the leave form's hours, the lists'
 * durations and the organization page's working-time card. Not part of `t`: only these components load them.
 */
export const hourlyLeaveMessages = /* @__PURE__ */ catalogue('hourly-leave', {
  hourlyToggle: fieldsShared.hourlyLeave,
  hourlyToggleHint: 'Gün yerine saat olarak: seçilen her iş gününde aynı süre kullanılır.',
  minutesPerDay: fieldsShared.minutesPerDay,
  nursingMinutesHint: 'Yasal hak günde 1,5 saattir (4857 md. 74); saatleri ve kaça bölüneceğini siz belirlersiniz.',
  minutesPerDayHint: (max: string) => `Her iş gününde kullanılacak süre; en fazla ${max} (günlük çalışma süresi).`,
  nursingFull: (duration: string) => `${duration} (yasal hakkın tamamı)`,
  startTime: 'Başlangıç saati (isteğe bağlı)',
  startTimeHint: 'Örneğin 16:30: iznin her gün başladığı saat.',
  childBirthDate: fieldsShared.childBirthDate,
  childBirthDateHint: 'Süt izni çocuk bir yaşını doldurana kadar kullanılır.',
  minutesRequired: 'Günlük süreyi seçin',
  countTitle: 'Hesaplanan izin süresi',
  countLine: (workDays: number, perDay: string) => `${workDays} iş günü × ${perDay}`,
  nursingNote: 'Süt izni çalışma süresinden sayılır: ücretlidir, yıllık izin bakiyenizden düşmez.',
  nursingLastDay: (date: string) => `Süt izninin son günü: ${date} (çocuk ertesi gün bir yaşını dolduruyor).`,
  asDays: (days: string, daily: string) => `Günlük çalışma süresi ${daily} ile ${days}.`,
  perDay: (duration: string) => `${duration}/gün`,
  total: (duration: string) => `toplam ${duration}`,
  startsAt: (time: string) => `Başlangıç ${time}`,
  /** The organization page's card. */
  card: {
    title: 'Çalışma süresi ve saatlik izin',
    description:
      'Günlük çalışma süresi saatlik izni güne çevirir (raporlar ve yıllık 10 günlük engelli çocuk tedavisi izni). Süt izni her zaman saatle istenir.',
    dailyMinutes: fieldsShared.dailyMinutes,
    dailyMinutesHint: 'Yarım saatlik adımlarla, en çok 11 saat (4857 md. 63).',
    hourlyLeave: 'Ücretsiz izin ve engelli çocuk tedavisi izni saatlik de istenebilsin',
    hourlyLeaveHint: 'Personel bu izinleri gün yerine saat olarak isteyebilir.',
    save: 'Kaydet',
    saved: 'Çalışma süresi ayarı kaydedildi',
    saveFailed: 'Çalışma süresi ayarı kaydedilemedi',
    loadFailed: 'Çalışma süresi ayarı yüklenemedi',
  },
} as const);
