import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { publicUrl } from '../../platform/public-links';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { composeMail, enqueueMail } from '../mail';

/**
 * Tells every active ADMIN that an endpoint was paused after three days of failed deliveries, in the
 * transaction that pauses it (through the mail outbox, docs/decisions/003-outbox-mail.md).
 */
export async function mailEndpointPaused(
  tx: Executor,
  config: Config,
  scope: TenantScope,
  endpoint: { url: string },
  lastError: string | null,
) {
  const [organization] = await tx
    .select({ subdomain: organizations.subdomain, name: organizations.name })
    .from(organizations)
    .where(ownOrganization(scope));
  if (!organization) return;
  const admins = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inTenant(scope, users, eq(users.role, 'ADMIN'), eq(users.isActive, true))));
  const url = publicUrl(config, { kind: 'organization', subdomain: organization.subdomain }, '/organization');
  const address = new URL(endpoint.url);
  for (const admin of admins) {
    await enqueueMail(tx, {
      template: 'webhook-paused',
      to: admin.email,
      organizationId: scope.organizationId,
      ...composeMail({
        subject: 'Webhook duraklatıldı: teslimatlar 3 gündür başarısız',
        greeting: `Merhaba ${admin.firstName},`,
        paragraphs: [
          `${organization.name} için tanımlı ${address.origin}${address.pathname} adresine yapılan webhook teslimatları 3 gündür başarısız olduğu için bu adres duraklatıldı.`,
          ...(lastError ? [`Son hata: ${lastError}`] : []),
          'Alıcı sistemi düzelttikten sonra Organizasyon sayfasındaki Webhook kartından adresi yeniden etkinleştirebilir, bekleyen gönderimleri "Tekrar gönder" ile yeniden gönderebilirsiniz.',
        ],
        action: { label: 'Webhook Ayarlarını Aç', url },
      }),
    });
  }
}
