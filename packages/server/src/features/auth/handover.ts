import { eq, gt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { handoverCodes, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { hasUsableSubscription, type OrganizationContext } from '../../platform/tenancy';
import { inTenant, scopeOfOrganization } from '../../platform/tenant-scope';
import { hashToken, newToken } from '../../platform/tokens';
import { loadUserProfile } from '../users';
import { createUserSession } from '../../platform/sessions';

/** How long a handover code lives: the browser uses it right after the redirect (issue 20). */
export const HANDOVER_SECONDS = 60;

/**
 * A one-time code that hands a just-created account over to its organization's host (after the
 * onboarding wizard, the setup page and an invitation sign-up), so no session token ever travels
 * in a URL. 256 random bits; only its hash is stored, with the organization and the person.
 */
export async function createHandoverCode(
  db: Executor,
  user: { id: string; organizationId: string },
  now: Date,
): Promise<string> {
  const code = newToken();
  await db.insert(handoverCodes).values({
    codeHash: hashToken(code),
    organizationId: user.organizationId,
    userId: user.id,
    expiresAt: new Date(now.getTime() + HANDOVER_SECONDS * 1000),
  });
  return code;
}

/**
 * Exchanges a handover code on its organization's host for a session, in one transaction: the
 * code is spent by a conditional DELETE (live, this organization's), so of two tabs only one wins,
 * and another organization's code, an expired or a spent one all get the same 401.
 */
export async function exchangeHandoverCode(
  db: Database,
  organization: OrganizationContext,
  code: string,
  meta: { ipAddress?: string; userAgent?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const scope = scopeOfOrganization(organization.id);
    const [spent] = await tx
      .delete(handoverCodes)
      .where(
        inTenant(scope, handoverCodes, eq(handoverCodes.codeHash, hashToken(code)), gt(handoverCodes.expiresAt, now)),
      )
      .returning({ userId: handoverCodes.userId });
    if (!spent) throw fail.unauthenticated(messages.handover.invalid);
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inTenant(scope, users, eq(users.id, spent.userId), eq(users.isActive, true)))
      .limit(1);
    if (!user) throw fail.unauthenticated(messages.handover.invalid);
    // As at login: a lapsed organization lets only an ADMIN in (to pay).
    if (user.role !== 'ADMIN' && !hasUsableSubscription(organization, now))
      throw fail.paymentRequired(messages.trialExpired);
    const token = await createUserSession(tx, { id: user.id, organizationId: organization.id }, meta, now);
    const profile = await loadUserProfile(tx, scope, user.id, now);
    return { success: true as const, token, user: profile! };
  });
}
