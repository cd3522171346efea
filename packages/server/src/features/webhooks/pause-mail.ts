import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { textsIn } from '../../platform/languages';
import { publicUrl } from '../../platform/public-links';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { composeMail, enqueueMail, recipientLanguage } from '../mail';
import { pauseMailTexts } from './pause-mail-texts';

/**
 * Tells every active ADMIN that an endpoint was paused after three days of failed deliveries, in the
 * transaction that pauses it (through the mail outbox, docs/decisions/003-outbox-mail.md), each in
 * his own language.
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
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(inTenant(scope, users, eq(users.role, 'ADMIN'), eq(users.isActive, true))));
  const url = publicUrl(config, { kind: 'organization', subdomain: organization.subdomain }, '/organization');
  const address = new URL(endpoint.url);
  for (const admin of admins) {
    const language = recipientLanguage(admin);
    const texts = textsIn(language, pauseMailTexts);
    await enqueueMail(tx, {
      template: 'webhook-paused',
      to: admin.email,
      organizationId: scope.organizationId,
      ...composeMail(language, {
        subject: texts.subject,
        firstName: admin.firstName,
        paragraphs: [
          texts.line(organization.name, `${address.origin}${address.pathname}`),
          ...(lastError ? [texts.lastError(lastError)] : []),
          texts.howToResume,
        ],
        action: { label: texts.action, url },
      }),
    });
  }
}
