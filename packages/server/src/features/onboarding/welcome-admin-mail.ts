import type { Config } from '../../config';
import { publicUrl } from '../../platform/public-links';
import { composeMail } from '../mail/layout';

/** The mail to the person who just set up an organization: where to log in and when the trial ends. */
export function welcomeAdminMail(
  config: Config,
  input: { firstName: string; email: string; organizationName: string; subdomain: string; trialEndsOn: string; invitedCount: number },
) {
  const url = publicUrl(config, { kind: 'organization', subdomain: input.subdomain }, '/login');
  return composeMail({
    subject: `Paydos'a hoş geldiniz — ${input.organizationName}`,
    greeting: `Merhaba ${input.firstName},`,
    paragraphs: [
      `${input.organizationName} için Paydos hesabınız hazır. 14 günlük ücretsiz deneme süreniz ${input.trialEndsOn} tarihine kadar sürer; kredi kartı gerekmez.`,
      `Şirketinizin giriş adresi: ${url}`,
      `Kullanıcı adınız e-posta adresinizdir: ${input.email}`,
      ...(input.invitedCount > 0 ? [`${input.invitedCount} personelinize davet e-postası gönderildi.`] : []),
    ],
    action: { label: 'Giriş Yap', url },
    footnote: 'Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
  });
}
