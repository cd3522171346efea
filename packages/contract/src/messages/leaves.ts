/**
 * Leave requests, the ledger, historical leave, reports, the team calendar and its feeds.
 * Each group is its own export, so that a web page imports only the groups it shows (the bundler drops
 * the rest); messages/index.ts joins the areas into the server's `messages`.
 */
import { catalogue } from './catalogue';

/** The texts of `monthlyReport` that the web shows too (issue 22: one catalogue per text). */
export const monthlyReportShared = /* @__PURE__ */ catalogue('leaves.monthlyReportShared', {
  department: 'Departman',
  totalLeaveDays: 'Toplam izin günü',
  noLeave: 'Bu ayda onaylı izin yok.',
} as const);

export const monthlyReport = /* @__PURE__ */ catalogue('leaves.monthlyReport', {
  ...monthlyReportShared,
  yearInvalid: 'Geçerli bir yıl girin (ör. 2026).',
  monthInvalid: 'Geçerli bir ay girin (1-12).',
  monthNotAvailable:
    'Bu ay için rapor yok: raporlar organizasyonun ilk izin kaydının (veya kuruluşunun) ayından bu aya kadar alınabilir.',
  organization: 'Organizasyon',
  period: 'Dönem',
  employee: 'Personel',
  email: 'E-posta',
  position: 'Pozisyon',
  status: 'Durum',
  inactive: 'Deaktif',
  colType: 'İzin türü',
  colStart: 'Başlangıç',
  colEnd: 'Bitiş',
  colDays: 'Gün',
  total: 'Toplam',
  summary: 'Özet',
  employeesOnLeave: 'İzinli personel sayısı',
  sheetName: 'Puantaj',
  legend: 'Kısaltmalar',
  halfDayMark: "½ = yarım gün (arife, 13:00'ten itibaren tatil)",
  /** Issue 24 item 3 (docs/leave-rules.md section 15). */
  travelDayMark: 'Yİ20 = ücretsiz yol izni (4857 md. 56), SGK eksik gün nedeni 20; yıllık izin bakiyesinden düşmez',
  afterEndMark: 'Ç = işten çıkış tarihinden (son çalışma günü) sonra: çalışılmadı, SGK günü değil, eksik gün de değil',
  weekendShade: 'Gri = hafta sonu / çalışma dışı gün',
  holidayShade: 'Turuncu = resmî tatil, açık turuncu = yarım gün tatil',
  /** Issue 24 item 7: the SGK missing-day reasons (docs/leave-rules.md section 13). */
  colMissingDays: 'Eksik gün',
  colReason: 'Eksik gün nedeni',
  colPremiumDays: 'SGK prim günü',
  sgkCellMark:
    "R01, Ü21 = izin türü ve SGK eksik gün nedeni; yalnız kod (ör. 21): hafta sonu veya tatil, izin günü sayılmaz ama SGK'da eksik gündür",
  sgkReasonsUsed: 'Bu aydaki SGK eksik gün nedenleri',
  sgkPaidNote:
    'Ücretli izinler (yıllık, mazeret) eksik gün değildir, kodu yoktur; SGK prim günü: eksiksiz ay 30 gün, eksik günlü ay takvim günü eksi eksik gün (en çok 30).',
  sgkSheetName: 'Eksik Gün Nedenleri',
  sgkSheetTitle: 'SGK eksik gün nedenleri (Aylık Prim ve Hizmet Belgesi)',
  sgkSource: 'Kaynak: SGK Genelgesi 2020/20, bölüm 1.2.3.1; e-Bildirge eksik gün nedenleri listesi.',
  colCode: 'Neden kodu',
  colDescription: 'Açıklama',
  payrollYear: 'Yıl',
  payrollMonth: 'Ay',
  payrollName: 'Adı soyadı',
  payrollRegistryNumber: 'Sicil no',
  payrollNationalId: 'TC kimlik no',
  payrollReasonName: 'Eksik gün nedeni açıklaması',
} as const);

/** The texts of `ledger` that the web shows too (issue 22: one catalogue per text). */
export const ledgerShared = /* @__PURE__ */ catalogue('leaves.ledgerShared', {
  daysRequired: 'Gün sayısı gerekli',
  daysHalf: 'Gün sayısı yarım günün katı olmalıdır (ör. 1, 1,5, -2)',
  daysNonZero: 'Gün sayısı sıfır olamaz',
  reasonRequired: 'Düzeltme sebebi gerekli',
} as const);

export const ledger = /* @__PURE__ */ catalogue('leaves.ledger', {
  ...ledgerShared,
  daysRange: 'Gün sayısı -365 ile 365 arasında olmalıdır',
  reasonTooLong: 'Düzeltme sebebi en fazla 500 karakter olabilir',
  /** Issue 21: the ledger's first lines, which move no day (load-ledger.ts `prefaceLines`). */
  serviceStart: (startDate: string, firstAnniversary: string) =>
    `İşe giriş: ilk hizmet yılında yıllık izin hakkı doğmaz (4857 md. 53: bir yıl dolmadan yıllık izin hakkı doğmaz); ilk hak ${firstAnniversary} tarihinde kazanılır. İşe giriş tarihi: ${startDate}.`,
  beforeLedger: (years: string, firstYear: number) =>
    `Paydos öncesi: ${years} hizmet yılının hakları ve kullanımları Paydos'a aktarılmadı; açılış bakiyesi girilmedi, bakiye ${firstYear}. hizmet yılının hakkıyla başlar.`,
} as const);

/** What a refusal past a legal length tells the reader: an ADMIN may override with a reason, anyone else takes other leave. */
const pastLegalLengthAdvice = (admin: boolean) =>
  admin
    ? 'Yasal süreyi aşmak için bir gerekçe yazın (işlem kayda geçer).'
    : 'Fazlası için yıllık izin veya ücretsiz izin talep edebilirsiniz.';

export const leavesDone = /* @__PURE__ */ catalogue('leaves.leavesDone', {
  created: 'İzin talebiniz başarıyla oluşturuldu.',
  recorded: 'İzin kaydedildi ve onaylandı.',
  recordedAsRequest: 'İzin talebi oluşturuldu; Yönetici rolündeki birinin onayına gönderildi.',
  approved: 'İzin talebi onaylandı.',
  rejected: 'İzin talebi reddedildi.',
  updated: 'İzin güncellendi.',
  cancelled: 'İzin iptal edildi.',
  acknowledged: 'İzin kaydını onayladınız; izin kayıt belgenizde bu tarihle görünür.',
} as const);

/** The texts of the leave report PDF (server leave-report-texts.ts) that the web shows too (issue 22: one catalogue per text). */
export const leaveReportShared = /* @__PURE__ */ catalogue('leaves.leaveReportShared', {
  position: 'Pozisyon / Departman',
} as const);

/** The texts of `leaves` that the web shows too (issue 22: one catalogue per text). */
export const leavesShared = /* @__PURE__ */ catalogue('leaves.leavesShared', {
  leaveTypeRequired: 'İzin türü gerekli',
  /** Also the approval flow form's check of a leave type's route (issue 23). */
  leaveTypeInvalid: 'Geçersiz izin türü',
  startDateRequired: 'Başlangıç tarihi gerekli',
  endDateRequired: 'Bitiş tarihi gerekli',
  reasonRequired: 'Açıklama gerekli',
  defaultRejectReason: 'Red sebebi belirtilmedi',
  defaultCancelReason: 'İzin yönetici tarafından iptal edildi',
} as const);

export const leaves = /* @__PURE__ */ catalogue('leaves.leaves', {
  ...leavesShared,
  statusInvalid: 'Geçersiz izin durumu.',
  rangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  dateInvalid: 'Lütfen geçerli bir tarih seçin.',
  zeroDays:
    'Seçilen tarihler arasında hiç çalışma günü yok (hafta sonu veya resmî tatil); izin 0 gün tutuyor. Lütfen tarihleri değiştirin.',
  overlap: (period: string) => `Bu tarihlerle çakışan beklemede veya onaylanmış bir izin talebi zaten var (${period}).`,
  insufficientBalance: (remaining: string, days: string) =>
    `Yeterli yıllık izin bakiyesi yok: kalan ${remaining} gün, bu talep ${days} gün.`,
  userInactive: 'Hesap devre dışı olduğu için izin talebi oluşturulamaz.',
  notFound: 'İzin talebi bulunamadı.',
  employeeNotFound: 'Personel bulunamadı.',
  notPending: 'Bu izin talebi zaten işlenmiş; yalnızca beklemedeki talepler onaylanabilir veya reddedilebilir.',
  notApproved: 'Yalnızca onaylanmış izinler düzenlenebilir veya iptal edilebilir.',
  changedMeanwhile:
    'Bu izin talebi siz işlem yaparken başka bir yönetici tarafından değiştirildi. Lütfen listeyi yenileyip tekrar deneyin.',
  // Issue 20: nobody decides their own leave; excuse leaves keep their legal length (product §D8).
  ownDecision:
    'Kendi izin talebiniz hakkında karar veremezsiniz; talebinizi organizasyonda Yönetici rolündeki başka biri onaylar veya reddeder. Yalnızca organizasyonun tek yöneticisi kendi iznini onaylayabilir.',
  exceedsLegalLength: (type: string, legal: string, days: string, admin: boolean) =>
    `${type} için yasal süre ${legal} gündür; bu talep ${days} gün. ` + pastLegalLengthAdvice(admin),
  /** `used` and `days` carry their unit: "8 gün", or with hourly leave "2 gün 3 sa" (docs/decisions/015). */
  exceedsYearlyLegalLength: (type: string, legal: string, year: number, used: string, days: string, admin: boolean) =>
    `${type} için yasal süre yılda ${legal} gündür; ${year} yılında ${used} kullanılmış veya talep edilmiş, bu talep ${days}. ` +
    pastLegalLengthAdvice(admin),
  acknowledgeOnlyApprovedAnnual: 'Yalnızca onaylanmış yıllık izin kayıtları onaylanabilir.',
  overrideAdminOnly:
    'Yasal süreyi aşan mazeret iznine yalnızca Yönetici rolündeki biri gerekçe yazarak izin verebilir.',
  overrideReasonTooLong: 'Yasal süre aşımı gerekçesi en fazla 500 karakter olabilir',
  pastForColleague:
    'Geçmiş tarihli izni yalnızca Yönetici rolündeki biri doğrudan kaydedebilir. Geçmiş izinler için personel sayfasındaki “Geçmiş İzin Ekle” ile kaydı personelin onayına sunun.',
} as const);

// Issue 11: past leaves recorded by an admin, confirmed by the employee (product §D7).
/** The texts of `historical` that the web shows too (issue 22: one catalogue per text). */
export const historicalShared = /* @__PURE__ */ catalogue('leaves.historicalShared', {
  employeeRequired: 'Lütfen bir personel seçin',
  leavesRequired: 'Lütfen en az bir izin kaydı ekleyin',
  datesRequired: 'Lütfen başlangıç ve bitiş tarihlerini seçin',
  startInFuture: 'Geçmiş izin kaydı bugünden sonra başlayamaz',
  invalidLink: 'Geçersiz onay linki',
  expired: 'Bu onay linki süresi dolmuş.',
  notFound: 'İzin onay talebi bulunamadı.',
  alreadyProcessed: 'Bu talep zaten işlenmiş',
} as const);

export const historical = /* @__PURE__ */ catalogue('leaves.historical', {
  ...historicalShared,
  tooManyLeaves: 'Bir seferde en fazla 50 geçmiş izin kaydı gönderilebilir',
  overlapOnRecord: (leave: string, clash: string) => `${leave} tarihli izin, kayıtlı bir izinle çakışıyor (${clash}).`,
  overlapPendingBatch: (leave: string, clash: string) =>
    `${leave} tarihli izin, personelin onayını bekleyen başka bir geçmiş izin kaydıyla çakışıyor (${clash}).`,
  overlapInBatch: (leave: string, clash: string) =>
    `${leave} tarihli izin, aynı listedeki başka bir izinle çakışıyor (${clash}).`,
  created: (n: number) => `${n} adet geçmiş izin kaydı başarıyla eklendi. Personele onay e-postası gönderildi.`,
  approvedDone: 'Geçmiş izin kayıtları onaylandı ve izin geçmişinize eklendi.',
  rejectedDone: 'Geçmiş izin kayıtları reddedildi. Kaydı giren kişiye bilgi verildi.',
  approvedRequired: 'Lütfen onaylayın veya reddedin',
  ledgerReason: (entry: string) =>
    `${entry} - personelin onayıyla; izin zaten kullanıldığından bakiye eksiye düşebilir`,
} as const);

// Issue 16: the team calendar and the calendar feeds (product §D7 "Who sees whose leave").
/** The texts of `teamCalendar` that the web shows too (issue 22: one catalogue per text). */
export const teamCalendarShared = /* @__PURE__ */ catalogue('leaves.teamCalendarShared', {
  away: 'İzinli',
} as const);

export const teamCalendar = /* @__PURE__ */ catalogue('leaves.teamCalendar', {
  ...teamCalendarShared,
  monthInvalid: 'Geçerli bir ay girin (ör. 2026-03).',
  monthUnsupported: 'Bu ay için resmî tatil takvimi tanımlı değil; 2017-2035 arasında bir ay seçin.',
  rangeInvalid: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  rangeTooLong: 'En fazla bir yıllık bir aralık seçilebilir.',
  limitInvalid: 'Takvim sayfası 1 ile 50 arasında kişi gösterebilir.',
} as const);

/** The texts of `calendarFeeds` that the web shows too (issue 22: one catalogue per text). */
export const calendarFeedsShared = /* @__PURE__ */ catalogue('leaves.calendarFeedsShared', {
  myLeaveName: 'İzinlerim',
  revoked: 'Takvim bağlantısı iptal edildi.',
} as const);

export const calendarFeeds = /* @__PURE__ */ catalogue('leaves.calendarFeeds', {
  ...calendarFeedsShared,
  notFound: 'Takvim bağlantısı bulunamadı veya iptal edilmiş.',
  teamName: (organization: string) => `${organization} izin takvimi`,
  holidaysName: 'Resmî tatiller',
  halfDay: 'yarım gün, 13:00’ten itibaren',
  pending: 'beklemede',
} as const);

export const leavesMessages = /* @__PURE__ */ catalogue('leaves.leavesMessages', {
  monthlyReport,
  ledger,
  leavesDone,
  leaves,
  historical,
  teamCalendar,
  calendarFeeds,
} as const);
