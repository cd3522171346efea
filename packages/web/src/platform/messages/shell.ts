import { ROLE_LABELS } from '@paydos/domain';
import { errorsShared } from '@paydos/contract/messages/common';
import { catalogue } from '@paydos/contract/messages/catalogue';

/** The frame every signed-in page shares: common words, roles, navigation, the trial banner. */
export const shellMessages = /* @__PURE__ */ catalogue('shell', {
  common: {
    appName: 'Paydos',
    tagline: 'İzin yönetimi',
    loading: 'Yükleniyor...',
    close: 'Kapat',
    cancel: 'Vazgeç',
    /** Under a box wider than the screen (ui/ScrollRegion). */
    scrollsSideways: 'Devamı için yana kaydırın',
    table: 'Tablo',
    save: 'Kaydet',
    showPassword: 'Şifreyi göster',
    hidePassword: 'Şifreyi gizle',
    backHome: 'Ana sayfaya dön',
    menu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    logout: 'Çıkış Yap',
    networkError: errorsShared.internal,
    /** Paged lists (ui/LoadMore): the next page loads on scroll, or with this button. */
    loadMore: 'Daha fazla yükle',
    /** Issue 21: the first Tab of every page (ui/PageMain.tsx). */
    skipToContent: 'İçeriğe geç',
    /** A status toast's undo button (approve and reject, features/approvals/decision-queue.ts). */
    undo: 'Geri al',
  },
  /** Document titles (platform/document-title.ts): "page · organization · Paydos". */
  documentTitle: {
    separator: ' · ',
    operatorSite: 'Paydos Yönetim',
    landing: 'İzin Yönetimi',
    organizationDetail: 'Organizasyon Detayı',
  },
  roles: ROLE_LABELS,
  site: {
    errorTitle: 'Sayfa yüklenemedi',
    errorBody: 'Bağlantı kurulamadı ya da bu adres tanınmıyor. Lütfen ana sayfadan tekrar deneyin.',
  },
  nav: {
    dashboard: 'Kontrol Paneli',
    myLeaveRequests: 'İzin Taleplerim',
    staffManagement: 'Personel Yönetimi',
    leaveApprovals: 'İzin Onayları',
    monthlyReport: 'Aylık Rapor',
    teamCalendar: 'Ekip Takvimi',
    dataUploads: 'Veri Yüklemeleri',
    organization: 'Organizasyon',
    payment: 'Ödeme ve Plan',
    myProfile: 'Profilim',
    historicalLeave: 'Geçmiş İzin Kayıtları',
    employeeDetail: 'Personel Detayı',
  },
  operatorNav: {
    analytics: 'Analitik',
    organizations: 'Organizasyonlar',
    dataUploads: 'Geçmiş Veri Yüklemeleri',
    coupons: 'Kuponlar',
    pricing: 'Fiyatlandırma',
    users: 'Kullanıcılar',
    leaves: 'İzinler',
    back: 'Panele dön',
    mailbox: 'Posta Kutusu',
    audit: 'Denetim Kaydı',
  },
  trial: {
    daysLeft: (n: number) => `Deneme sürenizin bitmesine ${n} gün kaldı.`,
    expired: 'Deneme süreniz doldu!',
    choosePlan: 'Plan Seç',
    payNow: 'Şimdi Öde',
    /** Issue 21: a MANAGER cannot pay (product §6), so the banner names whom to ask instead of a button to a page he cannot use. */
    askAdmin: 'Planı kuruluşunuzun yöneticisi seçebilir; lütfen ona başvurun.',
    dismiss: 'Kapat',
  },
  /** The one date picker (ui/DateField): typed as gg.aa.yyyy or picked on a Turkish calendar. */
  datePicker: {
    placeholder: 'gg.aa.yyyy',
    openCalendar: 'Takvimi aç',
    calendar: 'Takvim',
    pickStart: 'Başlangıç gününü seçin',
    pickEnd: 'Bitiş gününü seçin',
    legendHoliday: 'Resmî tatil',
    legendHalfDay: "Arife: 13:00'ten itibaren tatil",
    legendNonWorking: 'Çalışma günü değil',
    holidayTitle: (name: string) => `${name} (resmî tatil)`,
    halfDayTitle: (name: string) => `${name} (13:00'ten itibaren tatil)`,
    nonWorkingTitle: 'Çalışma günü değil',
    monthHolidays: 'Bu aydaki tatiller',
    today: 'Bugün',
    selected: 'seçili',
  },
  /** The one person picker (ui/PersonPicker): type part of a name, choose from the server's first matches. */
  personPicker: {
    placeholder: 'Ad, soyad veya e-posta yazın',
    openList: 'Personel listesini aç',
    searching: 'Aranıyor…',
    noMatch: 'Eşleşen personel yok',
    failed: 'Personel listesi yüklenemedi',
    narrowDown: (count: number) => `İlk ${count} sonuç gösteriliyor; aradığınız yoksa adını daha fazla yazın.`,
  },
} as const);
