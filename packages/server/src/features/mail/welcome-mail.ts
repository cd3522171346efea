import type { Config } from '../../config';
import { publicUrl } from '../../platform/public-links';
import { composeMail } from './layout';

/**
 * The Turkish welcome mail for a person who now has an account in an organization, linking to the
 * organization's login page. A `founder` (who just set the organization up) is also told when the
 * trial ends and how many people were invited.
 * Enqueue it with `enqueueMail(tx, { template, to, organizationId, ...welcomeMail(...) })`.
 */
export function welcomeMail(
  config: Config,
  input: {
    firstName: string;
    email: string;
    organizationName: string;
    subdomain: string;
    founder?: { trialEndsOn: string; invitedCount: number };
  },
) {
  const url = publicUrl(config, { kind: 'organization', subdomain: input.subdomain }, '/login');
  const { founder } = input;
  const login = `Kullanıcı adınız e-posta adresinizdir: ${input.email}`;
  return composeMail({
    subject: `Paydos'a hoş geldiniz — ${input.organizationName}`,
    greeting: `Merhaba ${input.firstName},`,
    paragraphs: founder
      ? [
          `${input.organizationName} için Paydos hesabınız hazır. 14 günlük ücretsiz deneme süreniz ${founder.trialEndsOn} tarihine kadar sürer; kredi kartı gerekmez.`,
          `Şirketinizin giriş adresi: ${url}`,
          login,
          ...(founder.invitedCount > 0 ? [`${founder.invitedCount} personelinize davet e-postası gönderildi.`] : []),
        ]
      : [
          `${input.organizationName} hesabınız hazır. Artık izin taleplerinizi Paydos üzerinden oluşturabilir ve takip edebilirsiniz.`,
          login,
        ],
    action: { label: 'Giriş Yap', url },
    footnote: founder
      ? 'Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.'
      : 'Şifrenizi unutursanız giriş sayfasındaki "Şifremi unuttum" bağlantısını kullanabilirsiniz.',
  });
}
