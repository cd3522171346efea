import { LEAVE_STATUS_LABELS } from '@paydos/domain';
import { fieldsShared } from '@paydos/contract/messages/common';
import { calendarFeedsShared, teamCalendarShared } from '@paydos/contract/messages/leaves';
import { catalogue } from '@paydos/contract/messages/catalogue';

/** The team calendar, the leave form's overlap hint and the calendar feeds (issue 16). */
export const calendarMessages = /* @__PURE__ */ catalogue('calendar', {
  teamCalendar: {
    title: 'Ekip Takvimi',
    subtitle: 'Kim ne zaman izinli: her satır bir kişi, her sütun bir gün. Hafta sonları ve resmî tatiller gölgeli.',
    subtitleEmployee:
      'Kim ne zaman izinli: her satır bir kişi, her sütun bir gün. Çalışma arkadaşlarınızın izinleri yalnızca “İzinli” olarak görünür.',
    previous: 'Önceki ay',
    next: 'Sonraki ay',
    today: 'Bugün',
    team: fieldsShared.teamId,
    allTeams: 'Tüm ekipler',
    search: 'İsim ara',
    searchPlaceholder: 'Ad veya soyad',
    person: 'Personel',
    loadError: 'Ekip takvimi yüklenirken hata oluştu',
    nobody: 'Bu filtreyle eşleşen kimse yok.',
    legend: 'Açıklama',
    weekend: 'Hafta sonu / çalışılmayan gün',
    holiday: 'Resmî tatil',
    halfHoliday: 'Yarım gün tatil (arife, 13:00’ten sonra)',
    todayColumn: 'Bugün',
    monthHolidays: 'Bu aydaki tatiller',
    away: teamCalendarShared.away,
    excuses: 'Mazeret izinleri',
    pending: LEAVE_STATUS_LABELS.PENDING,
    pendingSuffix: ' (beklemede)',
    you: 'siz',
    nonWorking: 'Çalışılmayan gün',
    nobodyAway: 'Kimse izinli değil',
    more: (n: number) => `ve ${n} kişi daha`,
    peopleCount: (n: number) => `${n} kişi`,
    /** Under the filters: how many people the loaded pages hold (issue 25 item 5: 50 a page). */
    peopleShown: (n: number, more: boolean) => (more ? `İlk ${n} kişi gösteriliyor` : `${n} kişi`),
    awayCount: (n: number) => `${n} kişi izinli`,
    weekdaysShort: ['Pz', 'Pt', 'Sa', 'Ça', 'Pe', 'Cu', 'Ct'],
    weekdays: ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'],
  },
  overlapHint: {
    title: 'Aynı günlerde izinli olanlar',
    /** ADMIN and MANAGER: approved leave and pending requests in one sentence, the pending ones named as such (issue 21). */
    withPending: (away: number, pending: number, department: string | null) => {
      const where = department ? `${department} departmanında bu günlerde` : 'Bu günlerde';
      if (away === 0 && pending === 0) return `${where} izinli kimse yok, onay bekleyen talep de yok.`;
      if (pending === 0) return `${where} ${away} kişi izinli.`;
      if (away === 0) return `${where} izinli kimse yok; ${pending} kişinin talebi beklemede.`;
      return `${where} ${away} kişi izinli, ${pending} kişinin talebi beklemede.`;
    },
    /** EMPLOYEE: only approved leave is counted (a colleague's request is not shown to colleagues, docs/features.md). */
    approvedOnly: (away: number, department: string | null) => {
      const where = department ? `${department} departmanında bu günlerde` : 'Bu günlerde';
      return away === 0 ? `${where} onaylanmış izni olan kimse yok.` : `${where} ${away} kişinin onaylanmış izni var.`;
    },
    approvedOnlyNote: 'Onay bekleyen talepler bu sayıya dahil değildir.',
    note: 'Bu yalnızca bir bilgidir; talebinizi yine de gönderebilirsiniz.',
    link: 'Ekip takvimini aç',
  },
  calendarFeeds: {
    title: 'Takvim bağlantısı',
    description:
      'İzinlerinizi, şirketin onaylı izinlerini ve resmî tatilleri Google Takvim, Outlook veya Apple Takvim’de görmek için gizli bir abonelik bağlantısı oluşturun.',
    none: 'Henüz bir takvim bağlantınız yok.',
    exists: (date: string) => `Takvim bağlantınız ${date} tarihinde oluşturuldu.`,
    lastUsed: (date: string) => `Son kullanım: ${date}`,
    create: 'Bağlantı oluştur',
    renew: 'Yeni bağlantı oluştur',
    revoke: 'Bağlantıyı iptal et',
    revokeTitle: 'Takvim bağlantısı iptal edilsin mi?',
    revokeDescription: 'Bağlantıyı ekleyen takvimler artık güncellenmez.',
    renewTitle: 'Yeni bağlantı oluşturulsun mu?',
    renewDescription:
      'Eski bağlantı hemen çalışmaz hale gelir; takvim uygulamalarınıza yeni bağlantıyı eklemeniz gerekir.',
    createdNotice:
      'Bağlantılar yalnızca şimdi gösterilir: kopyalayıp takvim uygulamanıza “URL ile abone ol” seçeneğiyle ekleyin. Kimseyle paylaşmayın.',
    myLeave: calendarFeedsShared.myLeaveName,
    team: 'Şirketin onaylı izinleri',
    holidays: 'Resmî tatiller (arifeler 13:00’ten sonra)',
    copy: 'Kopyala',
    copied: 'Bağlantı kopyalandı.',
    copyFailed: 'Kopyalanamadı; bağlantıyı seçip elle kopyalayın.',
    created: 'Takvim bağlantısı oluşturuldu.',
    revoked: calendarFeedsShared.revoked,
    failed: 'İşlem yapılamadı. Lütfen tekrar deneyin.',
    loadError: 'Takvim bağlantısı bilgisi yüklenemedi',
  },
} as const);
