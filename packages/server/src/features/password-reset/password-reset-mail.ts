import { composeMail } from '../mail';

/** The reset link mail; the link works once, for an hour (product §D3). */
export function passwordResetMail(input: { firstName: string; organizationName: string; url: string }) {
  return composeMail({
    subject: 'Paydos şifre sıfırlama',
    greeting: `Merhaba ${input.firstName},`,
    paragraphs: [
      `${input.organizationName} Paydos hesabınız için bir şifre sıfırlama talebi aldık.`,
      'Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın.',
    ],
    action: { label: 'Şifremi Sıfırla', url: input.url },
    footnote:
      'Bu bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir. Bu talebi siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
  });
}

/** The first-password mail of a person the operator created (product §D3); the link works once, for 7 days. */
export function setPasswordMail(input: { firstName: string; organizationName: string; url: string }) {
  return composeMail({
    subject: 'Paydos hesabınız oluşturuldu',
    greeting: `Merhaba ${input.firstName},`,
    paragraphs: [
      `${input.organizationName} için Paydos hesabınız oluşturuldu.`,
      'Giriş yapabilmek için aşağıdaki bağlantıdan şifrenizi belirleyin.',
    ],
    action: { label: 'Şifremi Belirle', url: input.url },
    footnote: 'Bu bağlantı 7 gün geçerlidir ve yalnızca bir kez kullanılabilir.',
  });
}
