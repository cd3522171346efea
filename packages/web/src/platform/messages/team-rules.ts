import { fields as serverFields } from '@paydos/contract/messages/common';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * Team rules (issue 23 item 5): the organization page's card, the leave form's rule hint, the team calendar's
 * rule days. Not part of `t`: only the pages that show them load these texts (the bundle budgets hold the first load).
 */
export const teamRulesMessages = /* @__PURE__ */ catalogue('team-rules', {
  teamRules: {
    title: 'Ekip kuralları',
    description:
      'Kilitli dönemler, ekip başına asgari çalışan sayısı ve izin türüne göre asgari ön bildirim. Kurallar yalnızca yıllık izni ve ücretsiz izni bağlar; raporlu hastalık, doğum ve mazeret izinleri hiçbir kuralla reddedilmez.',
    loadFailed: 'Ekip kuralları yüklenemedi',
    saveFailed: 'Kaydedilemedi',
    save: 'Kaydet',
    modes: { REFUSE: 'Reddet', NEEDS_ADMIN: 'İK onayına gider' },
    modeHint:
      '“Reddet”: talep gönderilemez. “İK onayına gider”: talep yalnızca Yöneticilere gider, çakışma gösterilir.',
    locksTitle: 'Kilitli dönemler',
    locksEmpty: 'Süren ya da gelecek bir kilitli dönem yok.',
    period: 'Dönem',
    scope: 'Kapsam',
    mode: 'Biçim',
    reason: 'Sebep',
    wholeOrganization: 'Tüm organizasyon',
    lockStart: 'Kilit başlangıcı',
    lockEnd: 'Kilit bitişi',
    lockStartRequired: 'Kilidin başlangıç tarihini seçin.',
    lockEndRequired: 'Kilidin bitiş tarihini seçin.',
    lockScope: 'Kilidin kapsamı',
    lockMode: 'Kilidin biçimi',
    lockReason: 'Kilidin sebebi (isteğe bağlı)',
    lockReasonPlaceholder: 'Örneğin: Yıl sonu kapanışı',
    addLock: 'Kilitli dönem ekle',
    deleteLock: (period: string) => `Kilitli dönemi sil: ${period}`,
    deleteLockTitle: 'Kilitli dönem silinsin mi?',
    deleteLockDescription: (period: string) =>
      `${period} kilidi kalkar; bu günler için yeniden izin istenebilir. Bekleyen talepler gönderildikleri kurallarla kalır.`,
    delete: 'Sil',
    staffingTitle: serverFields.minimumAtWork,
    staffingDescription:
      'Her iş günü ekipte en az bu kadar kişi çalışıyor olmalı; onaylı ve bekleyen izinler birlikte sayılır. Boş bırakın: kural yok.',
    members: 'Aktif kişi',
    minimum: 'Asgari',
    noTeams: 'Henüz ekip yok.',
    minimumLabel: (team: string) => `Asgari çalışan sayısı: ${team}`,
    minimumModeLabel: (team: string) => `Asgari çalışan kuralının biçimi: ${team}`,
    saveMinimum: (team: string) => `Asgari çalışan sayısını kaydet: ${team}`,
    noticeTitle: 'Asgari ön bildirim',
    noticeDescription:
      'İzin türü başına, iznin ilk gününden en az kaç takvim günü önce talep edilmesi gerektiği. Boş bırakın: kural yok.',
    days: 'Takvim günü',
    noticeLabel: (type: string) => `Asgari ön bildirim (gün): ${type}`,
    noticeModeLabel: (type: string) => `Ön bildirim kuralının biçimi: ${type}`,
    saveNotice: (type: string) => `Ön bildirimi kaydet: ${type}`,
  },
  ruleCheck: {
    title: 'Ekip kuralları',
    refused: 'Bu talep ekip kuralları nedeniyle gönderilemez.',
    needsAdmin: 'Bu talep bir ekip kuralına takılıyor: yalnızca İK onayına (Yöneticilere) gider.',
    allDates: (dates: string) => `Tüm günler: ${dates}`,
  },
  teamRuleDays: {
    legendLock: 'Kilitli gün',
    legendShort: 'Asgari çalışan sınırında',
    locked: (reason: string | null, mode: 'REFUSE' | 'NEEDS_ADMIN', teamName: string | null) =>
      `Kilitli gün${teamName ? ` (${teamName})` : ''}${reason ? `: ${reason}` : ''}, ${mode === 'REFUSE' ? 'izin alınamaz' : 'izin İK onayına bağlı'}`,
    shortStaffed: (teamName: string, minimum: number, atWork: number) =>
      `${teamName}: asgari ${minimum}, çalışan ${atWork}`,
    summaryTitle: 'Bu aydaki ekip kuralları',
  },
} as const);
