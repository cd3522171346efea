import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, users } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { verifyPassword } from '../../platform/passwords';
import { hasUsableSubscription, type OrganizationContext } from '../../platform/tenancy';
import { loadUserProfile } from '../users';
import { ssoLoginOptions } from '../sso';
import { createOperatorSession, createUserSession } from '../../platform/sessions';
import { scopeOfOrganization } from '../../platform/tenant-scope';

interface ClientMeta {
  ipAddress?: string;
  userAgent?: string;
}

/**
 * Checks that an organization exists and is not suspended by the operator (403 with its own
 * message, so its people know why).
 */
export function assertOrganizationKnown(organization: OrganizationContext | null): OrganizationContext {
  if (!organization) throw fail.notFound(messages.organizationNotFound);
  if (!organization.isActive) throw fail.forbidden(messages.organizationSuspended);
  return organization;
}

/** `assertOrganizationKnown`, and with a usable subscription (product §8: else 402 with the trial message). */
export function assertOrganizationOpen(organization: OrganizationContext | null, now: Date): OrganizationContext {
  const known = assertOrganizationKnown(organization);
  if (!hasUsableSubscription(known, now)) throw fail.paymentRequired(messages.trialExpired);
  return known;
}

/**
 * Logs a person into an organization that `assertOrganizationKnown` has let through. When its
 * subscription is not usable only an ADMIN gets a session (to pay, issue 13); everyone else 402,
 * decided after the password check so the answer to a wrong password stays 401 for every account.
 */
export async function loginUser(
  db: Database,
  organization: OrganizationContext,
  credentials: { email: string; password: string },
  meta: ClientMeta,
  now: Date,
) {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      organizationId: users.organizationId,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.organizationId, organization.id), eq(users.email, credentials.email)))
    .limit(1);
  // Verify even when the account is missing, so the answer's timing says nothing about who exists.
  const passwordMatches = await verifyPassword(user?.passwordHash, credentials.password);
  if (!user || !passwordMatches) throw fail.unauthenticated(messages.invalidCredentials);
  if (!user.isActive) throw fail.forbidden(messages.userInactive);
  // Issue 26 item 4: an organization on single sign-on may turn password login off for all but its ADMINs.
  if (user.role !== 'ADMIN' && !(await ssoLoginOptions(db, scopeOfOrganization(organization.id))).passwordLogin)
    throw fail.forbidden(messages.sso.passwordLoginOff);
  if (user.role !== 'ADMIN' && !hasUsableSubscription(organization, now))
    throw fail.paymentRequired(messages.trialExpired);
  const token = await createUserSession(db, user, meta, now);
  const profile = await loadUserProfile(db, scopeOfOrganization(organization.id), user.id, now);
  return { success: true as const, token, user: profile! };
}

export async function loginOperator(
  db: Database,
  credentials: { username: string; password: string },
  meta: ClientMeta,
  now: Date,
) {
  const [operator] = await db.select().from(operators).where(eq(operators.username, credentials.username)).limit(1);
  const passwordMatches = await verifyPassword(operator?.passwordHash, credentials.password);
  if (!operator || !passwordMatches) throw fail.unauthenticated(messages.invalidOperatorCredentials);
  const token = await createOperatorSession(db, operator.id, meta, now);
  return { token, superAdmin: { id: operator.id, username: operator.username, name: operator.name } };
}
