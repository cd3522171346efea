import { catalogue } from '@paydos/contract/messages/catalogue';

/** The welcome mail (welcome-mail.ts): to a person who joined from an invitation, or who founded the organization. */
export const welcomeMailTexts = /* @__PURE__ */ catalogue('server.mail.welcome', {
  subject: (organization: string) => `Paydos'a hoş geldiniz — ${organization}`,
  /** `trialEndsOn`: a date already formatted in the mail's language. */
  founderReady: (organization: string, trialEndsOn: string) =>
    `${organization} için Paydos hesabınız hazır. 14 günlük ücretsiz deneme süreniz ${trialEndsOn} tarihine kadar sürer; kredi kartı gerekmez.`,
  loginAddress: (url: string) => `Şirketinizin giriş adresi: ${url}`,
  invited: (count: number) => `${count} personelinize davet e-postası gönderildi.`,
  memberReady: (organization: string) =>
    `${organization} hesabınız hazır. Artık izin taleplerinizi Paydos üzerinden oluşturabilir ve takip edebilirsiniz.`,
  login: (email: string) => `Kullanıcı adınız e-posta adresinizdir: ${email}`,
  action: 'Giriş Yap',
  founderFootnote: 'Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
  memberFootnote: 'Şifrenizi unutursanız giriş sayfasındaki "Şifremi unuttum" bağlantısını kullanabilirsiniz.',
});
