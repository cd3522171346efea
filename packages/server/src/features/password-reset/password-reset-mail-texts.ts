import { catalogue } from '@paydos/contract/messages/catalogue';

/** The password link mails (password-reset-mail.ts): a reset, and the first password of a person the operator created. */
export const passwordResetMailTexts = /* @__PURE__ */ catalogue('server.password-reset.mails', {
  reset: {
    subject: 'Paydos şifre sıfırlama',
    received: (organization: string) => `${organization} Paydos hesabınız için bir şifre sıfırlama talebi aldık.`,
    instruction: 'Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın.',
    action: 'Şifremi Sıfırla',
    footnote:
      'Bu bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir. Bu talebi siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
  },
  setPassword: {
    subject: 'Paydos hesabınız oluşturuldu',
    created: (organization: string) => `${organization} için Paydos hesabınız oluşturuldu.`,
    instruction: 'Giriş yapabilmek için aşağıdaki bağlantıdan şifrenizi belirleyin.',
    action: 'Şifremi Belirle',
    footnote: 'Bu bağlantı 7 gün geçerlidir ve yalnızca bir kez kullanılabilir.',
  },
});
