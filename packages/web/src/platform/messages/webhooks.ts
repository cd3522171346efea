import { fieldsShared } from '@paydos/contract/messages/common';
import { webhooks as webhooksShared } from '@paydos/contract/messages/webhooks';
import type { WebhookEventType } from '@paydos/contract/webhooks';
import { formatCount } from '../format-numbers';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * Webhooks (issue 26 item 3): the "Webhook’lar" card of /organization. Not part of `t`: only the
 * organization page loads these texts (the bundle budgets hold the first load).
 */
export const webhooksMessages = /* @__PURE__ */ catalogue('webhooks', {
  webhooks: {
    title: 'Webhook’lar',
    description:
      'Bordro veya İK sisteminiz izin ve personel olaylarını imzalı HTTPS istekleriyle alır. Başarısız bir gönderim 3 gün boyunca artan aralıklarla yeniden denenir.',
    add: 'Webhook ekle',
    empty: 'Henüz webhook yok.',
    listLabel: 'Webhook listesi',
    eventLabels: {
      'leave.requested': 'İzin talep edildi',
      'leave.approved': 'İzin onaylandı',
      'leave.rejected': 'İzin reddedildi',
      'leave.cancelled': 'İzin iptal edildi',
      'leave.updated': 'İzin değiştirildi',
      'leave.deleted': 'İzin silindi',
      'person.joined': 'Personel katıldı',
      'person.left': 'Personel ayrıldı',
    } satisfies Record<WebhookEventType, string>,
    active: 'Etkin',
    paused: 'Duraklatıldı',
    pausedFailing: 'Duraklatıldı: 3 gündür başarısız',
    secretHint: (hint: string) => `Gizli anahtar: ${hint}`,
    pause: 'Duraklat',
    pauseLabel: (url: string) => `${url} adresini duraklat`,
    resume: 'Etkinleştir',
    resumeLabel: (url: string) => `${url} adresini etkinleştir`,
    remove: 'Sil',
    removeLabel: (url: string) => `${url} adresini sil`,
    removeTitle: 'Webhook silinsin mi?',
    removeBody: (url: string) =>
      `${url} adresine gönderim durur; bekleyen gönderimler ve gönderim kaydı silinir. Bu işlem geri alınamaz.`,
    showLog: 'Gönderimler',
    hideLog: 'Gönderimleri gizle',
    logLabel: (url: string) => `${url} gönderim kaydı`,
    logEmpty: 'Henüz gönderim yok.',
    logFailed: 'Gönderimler yüklenemedi',
    statusLabels: { PENDING: 'Bekliyor', DELIVERED: 'Teslim edildi', FAILED: 'Başarısız' },
    statusCode: (code: number | null) => (code === null ? 'Yanıt yok' : `HTTP ${code}`),
    attempts: (count: number) => `${formatCount(count)} deneme`,
    nextTry: (when: string) => `Sonraki deneme: ${when}`,
    resend: 'Tekrar gönder',
    resendLabel: (event: string, when: string) => `${event} (${when}) gönderimini tekrar gönder`,
    resendFailed: 'Gönderim yeniden sıraya alınamadı',
    createTitle: 'Yeni webhook',
    formDescription:
      'Adres https:// ile başlamalı ve internetten erişilebilir olmalı. Her gönderim, gizli anahtarla imzalanır (Paydos-Signature başlığı).',
    url: fieldsShared.webhookUrl,
    urlRequired: webhooksShared.urlRequired,
    urlHint: 'Örneğin https://bordro.ornek.com.tr/paydos',
    events: fieldsShared.webhookEvents,
    eventsRequired: webhooksShared.eventsRequired,
    create: 'Webhook’u ekle',
    saveFailed: 'Webhook eklenemedi',
    secretTitle: 'Gizli anahtar',
    secretNotice:
      'Bu anahtarı şimdi kopyalayıp alıcı sisteme kaydedin: güvenlik nedeniyle bir daha gösterilmeyecek. Gönderimlerin imzasını bu anahtarla doğrulayın.',
    copy: 'Kopyala',
    copied: 'Gizli anahtar kopyalandı',
    copyFailed: 'Kopyalanamadı; anahtarı seçip elle kopyalayın',
    done: 'Tamam, kaydettim',
    loadFailed: 'Webhook’lar yüklenemedi',
    actionFailed: 'İşlem yapılamadı',
  },
} as const);
