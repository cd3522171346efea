/** The operator site beyond its login: the mailbox. */
import { catalogue } from '@paydos/contract/messages/catalogue';
export const operatorMessages = /* @__PURE__ */ catalogue('operator', {
  mailbox: {
    title: 'Posta Kutusu',
    description: "Paydos'un gönderdiği ya da sakladığı e-postalar (en yeniler üstte).",
    empty: 'Henüz e-posta yok.',
    loadFailed: 'E-postalar yüklenemedi',
    refresh: 'Yenile',
    to: 'Alıcı',
    subject: 'Konu',
    created: 'Oluşturulma',
    status: 'Durum',
    organization: 'Organizasyon',
    pick: 'Okumak için listeden bir e-posta seçin.',
    back: 'Listeye dön',
    htmlTab: 'Görünüm',
    textTab: 'Düz metin',
    frameTitle: 'E-posta içeriği',
    lastError: 'Son hata',
    redactedTitle: 'Bu bağlantı güvenlik nedeniyle gizlendi',
    redactedBody:
      'E-posta alıcıya iletildikten sonra tek kullanımlık bağlantının anahtarı saklanan kopyadan silindi; bağlantı yalnızca alıcının e-postasında çalışır.',
    statuses: { PENDING: 'Sırada', SENT: 'Gönderildi', FAILED: 'Başarısız', STORED: 'Saklandı' },
  },
} as const);
