import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SsoSettings, ssoSettingsBody } from '@paydos/contract/sso';
import { messages } from '@paydos/contract/messages';
import type { Database, Executor } from '../../db/client';
import { organizations, organizationSso } from '../../db/schema';
import { recordAudit, type UserActor } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { openIfPossible, resealRows, type ResealCount, type SecretBox } from '../../platform/sealed-secrets';
import { inTenant, ownOrganization, type TenantScope } from '../../platform/tenant-scope';
import { assertIssuerHost, parseIssuer } from './issuer-guard';
import { providerConfiguration } from './oidc-client';

const m = messages.sso;
type SsoRow = typeof organizationSso.$inferSelect;
type SsoSettingsInput = z.output<typeof ssoSettingsBody>;

/** The secret's first characters, to tell which one is saved. */
const secretHint = (secret: string) => (secret ? `${secret.slice(0, 4)}…` : '—');

/** The settings as the ADMIN reads them: never the secret. */
export function ssoView(row: SsoRow): SsoSettings {
  return {
    provider: row.provider,
    issuer: row.issuer,
    clientId: row.clientId,
    secretHint: secretHint(row.clientSecret),
    allowedDomains: row.allowedDomains,
    passwordLoginDisabled: row.passwordLoginDisabled,
    testedAt: row.testedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of the settings: everything but the secret (whether it changed is said apart). */
const audited = (row: SsoRow) => ({
  provider: row.provider,
  issuer: row.issuer,
  clientId: row.clientId,
  allowedDomains: row.allowedDomains,
  passwordLoginDisabled: row.passwordLoginDisabled,
});

/** What the client secret's sealing is bound to: this column of this organization (docs/SECURITY.md "Secrets at rest"). */
const secretContext = (organizationId: string) => `organization_sso.client_secret:${organizationId}`;

/**
 * The organization's settings with the client secret opened, or null. A secret that no longer opens
 * (SECRETS_KEY lost) reads as empty: the card still shows, a save asks for the secret again, and a
 * sign-in fails at the provider with its usual refusal.
 */
export async function findSso(db: Executor, scope: TenantScope, secrets: SecretBox): Promise<SsoRow | null> {
  const [row] = await db.select().from(organizationSso).where(inTenant(scope, organizationSso)).limit(1);
  if (!row) return null;
  return { ...row, clientSecret: openIfPossible(secrets, row.clientSecret, secretContext(row.organizationId)) ?? '' };
}

async function lockSso(tx: Executor, scope: TenantScope, secrets: SecretBox) {
  // The organization's row, locked: two saves at once go one after the other.
  await tx.select({ id: organizations.id }).from(organizations).where(ownOrganization(scope)).for('update');
  return findSso(tx, scope, secrets);
}

/** At start: seals the client secrets written plain or under a previous key (as resealWebhookSecrets does). */
export async function resealSsoSecrets(db: Executor, secrets: SecretBox): Promise<ResealCount> {
  const rows = await db
    .select({
      id: organizationSso.id,
      organizationId: organizationSso.organizationId,
      stored: organizationSso.clientSecret,
    })
    .from(organizationSso);
  return resealRows(rows, secrets, secretContext, (row, clientSecret) =>
    db
      .update(organizationSso)
      .set({ clientSecret })
      .where(and(eq(organizationSso.id, row.id), eq(organizationSso.clientSecret, row.stored))),
  );
}

/**
 * PUT /api/admin/sso: checks the issuer (its form, its addresses, and that its discovery document
 * answers for this client) before anything is written, then saves. Any change of provider, client
 * or secret makes the settings untested again. Refused while password login is off: a broken change
 * would lock everyone but the ADMINs out.
 */
export async function saveSso(
  db: Database,
  scope: TenantScope,
  actor: UserActor,
  input: SsoSettingsInput,
  options: { allowLoopback: boolean; now: Date; secrets: SecretBox },
) {
  const { secrets } = options;
  const issuer = parseIssuer(input.issuer, options.allowLoopback);
  const current = await findSso(db, scope, secrets);
  const clientSecret = input.clientSecret ?? current?.clientSecret;
  if (!clientSecret) throw fail.badRequest(m.clientSecretRequired, { clientSecret: m.clientSecretRequired });
  // The issuer as the provider writes it (no trailing slash added or taken: ID tokens are compared to it).
  const issuerText = input.issuer;
  await assertIssuerHost(issuer, options.allowLoopback);
  try {
    await providerConfiguration(
      { issuer: issuerText, clientId: input.clientId, clientSecret },
      { allowLoopback: options.allowLoopback, now: options.now },
    );
  } catch {
    throw fail.badRequest(m.discoveryFailed, { issuer: m.discoveryFailed });
  }
  return db.transaction(async (tx) => {
    const before = await lockSso(tx, scope, secrets);
    if (before?.passwordLoginDisabled) throw fail.conflict(m.passwordLoginOffFirst);
    const providerChanged =
      !before ||
      before.issuer !== issuerText ||
      before.clientId !== input.clientId ||
      before.clientSecret !== clientSecret;
    const values = {
      provider: input.provider,
      issuer: issuerText,
      clientId: input.clientId,
      clientSecret: secrets.seal(clientSecret, secretContext(scope.organizationId)),
      allowedDomains: input.allowedDomains,
      updatedById: actor.id,
      updatedAt: options.now,
      ...(providerChanged ? { testedAt: null } : {}),
    };
    const [row] = before
      ? await tx.update(organizationSso).set(values).where(eq(organizationSso.id, before.id)).returning()
      : await tx
          .insert(organizationSso)
          .values({ ...values, organizationId: scope.organizationId, createdAt: options.now })
          .returning();
    await recordAudit(tx, actor, {
      action: before ? 'sso.update' : 'sso.create',
      organizationId: scope.organizationId,
      targetType: 'sso',
      targetId: row!.id,
      before: before ? audited(before) : null,
      after: { ...audited(row!), secretChanged: before ? before.clientSecret !== clientSecret : true },
    });
    return ssoView({ ...row!, clientSecret });
  });
}

/** DELETE /api/admin/sso: refused while password login is off (nobody but the ADMINs could sign in). */
export function removeSso(db: Database, scope: TenantScope, actor: UserActor, secrets: SecretBox) {
  return db.transaction(async (tx) => {
    const row = await lockSso(tx, scope, secrets);
    if (!row) throw fail.notFound(m.notConfigured);
    if (row.passwordLoginDisabled) throw fail.conflict(m.passwordLoginOffFirst);
    await tx.delete(organizationSso).where(eq(organizationSso.id, row.id));
    await recordAudit(tx, actor, {
      action: 'sso.delete',
      organizationId: scope.organizationId,
      targetType: 'sso',
      targetId: row.id,
      before: audited(row),
    });
  });
}

/**
 * PUT /api/admin/sso/password-login: turning password login off needs settings that a sign-in has
 * proved (`tested_at`); turning it on again is always allowed. ADMINs keep password login either way
 * (docs/SECURITY.md "Single sign-on": the way back in when the provider fails).
 */
export function setPasswordLogin(
  db: Database,
  scope: TenantScope,
  actor: UserActor,
  enabled: boolean,
  options: { now: Date; secrets: SecretBox },
) {
  const { now, secrets } = options;
  return db.transaction(async (tx) => {
    const row = await lockSso(tx, scope, secrets);
    if (!row) throw fail.conflict(m.notConfigured);
    if (!enabled && !row.testedAt) throw fail.conflict(m.notTested);
    if (row.passwordLoginDisabled === !enabled) return ssoView(row);
    const [updated] = await tx
      .update(organizationSso)
      .set({ passwordLoginDisabled: !enabled, updatedById: actor.id, updatedAt: now })
      .where(eq(organizationSso.id, row.id))
      .returning();
    await recordAudit(tx, actor, {
      action: enabled ? 'sso.password_login_on' : 'sso.password_login_off',
      organizationId: scope.organizationId,
      targetType: 'sso',
      targetId: row.id,
      before: { passwordLoginDisabled: row.passwordLoginDisabled },
      after: { passwordLoginDisabled: updated!.passwordLoginDisabled },
    });
    return ssoView({ ...updated!, clientSecret: row.clientSecret });
  });
}

/** What the login page needs: the provider of its button (null: none) and whether password login is on. */
export async function ssoLoginOptions(db: Executor, scope: TenantScope) {
  const [row] = await db
    .select({ provider: organizationSso.provider, passwordLoginDisabled: organizationSso.passwordLoginDisabled })
    .from(organizationSso)
    .where(inTenant(scope, organizationSso))
    .limit(1);
  return { sso: row ? { provider: row.provider } : null, passwordLogin: !row?.passwordLoginDisabled };
}
