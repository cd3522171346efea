import type { Config } from '../../config';
import { publicUrl } from '../../platform/public-links';
import { composeMail } from './layout';

/**
 * The Turkish welcome mail for a person who now has an account in an organization (after
 * setting up an organization or accepting an invitation). Links to the organization's login page.
 * Enqueue it with `enqueueMail(tx, { template: 'welcome', to, organizationId, ...welcomeMail(...) })`.
 */
export function welcomeMail(
  config: Config,
  input: { firstName: string; email: string; organizationName: string; subdomain: string },
) {
  const url = publicUrl(config, { kind: 'organization', subdomain: input.subdomain }, '/login');
  return composeMail({
    subject: `Paydos'a hoş geldiniz — ${input.organizationName}`,
    greeting: `Merhaba ${input.firstName},`,
    paragraphs: [
      `${input.organizationName} hesabınız hazır. Artık izin taleplerinizi Paydos üzerinden oluşturabilir ve takip edebilirsiniz.`,
      `Kullanıcı adınız e-posta adresinizdir: ${input.email}`,
    ],
    action: { label: 'Giriş Yap', url },
    footnote: 'Şifrenizi unutursanız giriş sayfasındaki "Şifremi unuttum" bağlantısını kullanabilirsiniz.',
  });
}
