/** Webhooks (issue 26 item 3): an ADMIN's HTTPS endpoints, their signed deliveries and the delivery log. */
import { catalogue } from './catalogue';
export const webhooks = /* @__PURE__ */ catalogue('webhooks.webhooks', {
  urlRequired: 'Adres gerekli.',
  urlInvalid: 'Geçerli bir adres girin (örneğin https://bordro.ornek.com.tr/paydos).',
  httpsOnly: 'Adres https:// ile başlamalı: teslimatlar yalnızca şifreli bağlantıyla gönderilir.',
  credentialsInUrl: 'Adreste kullanıcı adı veya şifre olamaz; teslimatları imzadan doğrulayın.',
  privateAddress:
    'Bu adres özel, yerel (loopback), bağlantı-yerel veya çok noktaya yayın bir ağ adresine çıkıyor; güvenlik nedeniyle webhook bu adrese gönderilemez.',
  unresolvable: 'Adresin sunucusu bulunamadı (DNS). Adresi kontrol edin.',
  eventsRequired: 'En az bir olay seçin.',
  eventInvalid: 'Bilinmeyen bir olay türü seçildi.',
  tooMany: (max: number) => `Bir organizasyon en fazla ${max} webhook adresi ekleyebilir.`,
  notFound: 'Webhook bulunamadı.',
  deliveryNotFound: 'Gönderim bulunamadı.',
  created: 'Webhook eklendi. Gizli anahtarı şimdi kopyalayın: bir daha gösterilmeyecek.',
  paused: 'Webhook duraklatıldı.',
  resumed: 'Webhook yeniden etkinleştirildi.',
  deleted: 'Webhook silindi.',
  resent: 'Gönderim yeniden sıraya alındı.',
  resendBusy: 'Bu gönderim şu anda deneniyor; biraz sonra tekrar deneyin.',
  resendPaused: 'Duraklatılmış bir webhook için gönderim yapılmaz; önce webhook’u etkinleştirin.',
} as const);

export const webhooksMessages = { webhooks } as const;
