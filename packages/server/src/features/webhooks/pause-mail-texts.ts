import { catalogue } from '@paydos/contract/messages/catalogue';

/** The mail to the ADMINs when a webhook endpoint is paused (pause-mail.ts). */
export const pauseMailTexts = /* @__PURE__ */ catalogue('server.webhooks.pause-mail', {
  subject: 'Webhook duraklatıldı: teslimatlar 3 gündür başarısız',
  line: (organization: string, address: string) =>
    `${organization} için tanımlı ${address} adresine yapılan webhook teslimatları 3 gündür başarısız olduğu için bu adres duraklatıldı.`,
  lastError: (error: string) => `Son hata: ${error}`,
  howToResume:
    'Alıcı sistemi düzelttikten sonra Organizasyon sayfasındaki Webhook kartından adresi yeniden etkinleştirebilir, bekleyen gönderimleri "Tekrar gönder" ile yeniden gönderebilirsiniz.',
  action: 'Webhook Ayarlarını Aç',
});
