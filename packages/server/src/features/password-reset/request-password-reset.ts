import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';
import { publicUrl } from '../../platform/public-links';
import type { OrganizationContext } from '../../platform/tenancy';
import { inTenant } from '../../platform/tenant-scope';
import { hashToken, newToken } from '../../platform/tokens';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from './password-reset-mail';

export const RESET_VALID_MS = 60 * 60 * 1000;

/**
 * Creates a reset link for an active person of the organization and queues its mail. Returns
 * nothing either way: the caller answers the same whether the address exists (decisions §3).
 */
export async function requestPasswordReset(db: Database, config: Config, organization: OrganizationContext, email: string) {
  const scope = { organizationId: organization.id };
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, firstName: users.firstName, isActive: users.isActive })
      .from(users)
      .where(inTenant(scope, users, eq(users.email, email)))
      .limit(1);
    if (!user || !user.isActive) return;
    // Only the newest link works: older unused ones are spent now.
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'PASSWORD_RESET'), isNull(oneTimeTokens.usedAt)));
    const token = newToken();
    await tx.insert(oneTimeTokens).values({
      purpose: 'PASSWORD_RESET',
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_VALID_MS),
    });
    const url = publicUrl(config, { kind: 'organization', subdomain: organization.subdomain }, `/reset-password?token=${token}`);
    await enqueueMail(tx, {
      template: 'password-reset',
      to: email,
      organizationId: organization.id,
      ...passwordResetMail({ firstName: user.firstName, organizationName: organization.name, url }),
    });
  });
}
