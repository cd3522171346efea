import { catalogue } from '@paydos/contract/messages/catalogue';

/** The frame every mail shares (layout.ts): its greeting, the button's fallback and the footer. */
export const mailLayoutTexts = /* @__PURE__ */ catalogue('server.mail.layout', {
  greeting: (firstName: string) => `Merhaba ${firstName},`,
  buttonFallback: 'Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:',
  footer: 'Bu e-posta Paydos izin yönetimi tarafından gönderildi.',
  /** The plain-text part's last line. */
  signature: 'Paydos izin yönetimi',
});
