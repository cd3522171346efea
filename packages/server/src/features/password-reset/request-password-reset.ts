import type { Language } from '@paydos/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { oneTimeTokens, organizations, users } from '../../db/schema';
import { publicUrl } from '../../platform/public-links';
import type { OrganizationContext } from '../../platform/tenancy';
import { inTenant, scopeOfOrganization, type TenantScope } from '../../platform/tenant-scope';
import { hashToken, newToken } from '../../platform/tokens';
import { enqueueMail, recipientLanguage } from '../mail';
import { passwordResetMail, setPasswordMail } from './password-reset-mail';

export const RESET_VALID_MS = 60 * 60 * 1000;
/** A person created by the operator sets their first password within 7 days (like an invitation). */
export const SET_PASSWORD_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Creates a reset link for an active person of the organization and queues its mail. Returns
 * nothing either way: the caller answers the same whether the address exists (product §D3).
 * The person asked for it themselves: the mail speaks the request's `language` (features/mail/mail-language.ts).
 */
export async function requestPasswordReset(
  db: Database,
  config: Config,
  organization: OrganizationContext,
  email: string,
  language: Language,
  now: Date,
) {
  const scope = scopeOfOrganization(organization.id);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, firstName: users.firstName, isActive: users.isActive })
      .from(users)
      .where(inTenant(scope, users, eq(users.email, email)))
      .limit(1);
    if (!user || !user.isActive) return;
    await issuePasswordLink(
      tx,
      config,
      organization,
      { id: user.id, firstName: user.firstName, email },
      'PASSWORD_RESET',
      language,
      now,
    );
  });
}

/**
 * Writes a one-time password link for a person and queues its mail, in the caller's transaction.
 * `SET_PASSWORD` is the first password of a person the operator created (product §D3: nobody
 * gets a fixed password); it runs through the same reset page and command. The mail speaks `language`.
 */
export async function issuePasswordLink(
  tx: Executor,
  config: Config,
  organization: Pick<OrganizationContext, 'id' | 'name' | 'subdomain'>,
  user: { id: string; firstName: string; email: string },
  purpose: 'PASSWORD_RESET' | 'SET_PASSWORD',
  language: Language,
  now: Date,
) {
  // Only the newest link works: older unused ones are spent now.
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  const token = newToken();
  await tx.insert(oneTimeTokens).values({
    purpose,
    tokenHash: hashToken(token),
    organizationId: organization.id,
    userId: user.id,
    expiresAt: new Date(now.getTime() + (purpose === 'SET_PASSWORD' ? SET_PASSWORD_VALID_MS : RESET_VALID_MS)),
  });
  const url = publicUrl(
    config,
    { kind: 'organization', subdomain: organization.subdomain },
    `/reset-password?token=${token}`,
  );
  const mail = { firstName: user.firstName, organizationName: organization.name, url };
  await enqueueMail(tx, {
    template: purpose === 'SET_PASSWORD' ? 'set-password' : 'password-reset',
    to: user.email,
    organizationId: organization.id,
    secrets: [token],
    ...(purpose === 'SET_PASSWORD' ? setPasswordMail(language, mail) : passwordResetMail(language, mail)),
  });
}

/**
 * The first-password mail of a person who has no password yet (created by the operator), sent when
 * they are active: at creation, or when they are activated later (an inactive person cannot use a
 * link, so none is sent while inactive). Each activation sends one link and spends older ones.
 * Returns whether a mail was queued, so the answer can say so truthfully. The mail speaks the
 * person's chosen language, else Turkish (features/mail/mail-language.ts): someone else made the account.
 */
export async function mailFirstPasswordLink(
  tx: Executor,
  config: Config,
  scope: TenantScope,
  userId: string,
  now: Date,
) {
  const [row] = await tx
    .select({
      firstName: users.firstName,
      email: users.email,
      isActive: users.isActive,
      passwordHash: users.passwordHash,
      language: users.language,
      name: organizations.name,
      subdomain: organizations.subdomain,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(inTenant(scope, users, eq(users.id, userId)));
  if (!row || !row.isActive || row.passwordHash !== null) return false;
  const organization = { id: scope.organizationId, name: row.name, subdomain: row.subdomain };
  await issuePasswordLink(
    tx,
    config,
    organization,
    { id: userId, firstName: row.firstName, email: row.email },
    'SET_PASSWORD',
    recipientLanguage(row),
    now,
  );
  return true;
}
