import { and, eq, gt, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { normalizeEmail } from '@paydos/domain';
import type { SsoSignInError } from '@paydos/contract/messages/sso';
import type { Database, Executor } from '../../db/client';
import { organizationSso, ssoLoginStates, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { inTenant, type TenantScope } from '../../platform/tenant-scope';
import type { SecretBox } from '../../platform/sealed-secrets';
import { hashToken, newToken } from '../../platform/tokens';
import { providerConfiguration } from './oidc-client';
import { findSso } from './settings';

/** How long a sign-in may stay at the provider before its callback is refused. */
export const SIGN_IN_SECONDS = 10 * 60;

/** A sign-in that cannot go on: the login page shows the Turkish text of `code` (messages.sso.signInErrors). */
export class SsoSignInFailure extends Error {
  constructor(
    readonly code: SsoSignInError,
    readonly detail?: unknown,
  ) {
    super(`sso sign-in refused: ${code}`);
  }
}

interface SignInOptions {
  /** The callback URL registered at the provider: the organization's own host (never a host from the request). */
  redirectUri: string;
  allowLoopback: boolean;
  now: Date;
  ipAddress: string | null;
  secrets: SecretBox;
}

async function configurationOf(row: typeof organizationSso.$inferSelect, options: SignInOptions) {
  try {
    return await providerConfiguration(row, { allowLoopback: options.allowLoopback, now: options.now });
  } catch (error) {
    throw new SsoSignInFailure('saglayici', error);
  }
}

/**
 * GET /api/auth/sso/start: a new `state`, `nonce` and PKCE verifier, kept server-side with the
 * organization and the hash of a browser token (the HttpOnly cookie the route sets), and the
 * provider's authorization URL to send the browser to.
 */
export async function startSsoSignIn(db: Database, scope: TenantScope, options: SignInOptions) {
  const row = await findSso(db, scope, options.secrets);
  if (!row) throw new SsoSignInFailure('ayar-yok');
  const configuration = await configurationOf(row, options);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browserToken = newToken();
  await db.insert(ssoLoginStates).values({
    organizationId: scope.organizationId,
    stateHash: hashToken(state),
    browserHash: hashToken(browserToken),
    codeVerifier,
    nonce,
    expiresAt: new Date(options.now.getTime() + SIGN_IN_SECONDS * 1000),
    createdAt: options.now,
  });
  const location = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: options.redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // Google shows only the accounts of the workspace's domain when it is named.
    ...(row.provider === 'GOOGLE' && row.allowedDomains.length === 1 ? { hd: row.allowedDomains[0]! } : {}),
  });
  return { location: location.href, browserToken };
}

/** True when the provider vouches for the address: `email_verified`, or Entra ID's `xms_edov` (docs/SECURITY.md). */
function emailVerified(claims: oidc.IDToken, provider: string): boolean {
  if (claims.email_verified === true) return true;
  return provider === 'ENTRA' && (claims.xms_edov === true || claims.xms_edov === '1' || claims.xms_edov === 1);
}

/**
 * GET /api/auth/sso/callback: spends the sign-in's state (one use, this organization's, live, this
 * browser's), exchanges the code with the PKCE verifier and validates the ID token (issuer, audience,
 * signature, expiry, nonce: openid-client), then admits only a verified address of an allowed domain
 * that belongs to an active person of this organization. `issue` makes what the browser gets
 * (the handover code, features/auth) inside the transaction that reads the person.
 */
export async function finishSsoSignIn<T>(
  db: Database,
  scope: TenantScope,
  input: { query: Record<string, string | undefined>; browserToken: string | null; currentUrl: URL },
  options: SignInOptions,
  issue: (tx: Executor, user: { id: string; organizationId: string }) => Promise<T>,
): Promise<T> {
  const { state } = input.query;
  if (!state || !input.browserToken) throw new SsoSignInFailure('oturum');
  const [spent] = await db
    .delete(ssoLoginStates)
    .where(
      inTenant(
        scope,
        ssoLoginStates,
        eq(ssoLoginStates.stateHash, hashToken(state)),
        gt(ssoLoginStates.expiresAt, options.now),
      ),
    )
    .returning();
  if (!spent || spent.browserHash !== hashToken(input.browserToken)) throw new SsoSignInFailure('oturum');
  if (input.query.error) throw new SsoSignInFailure('saglayici', input.query.error);
  const row = await findSso(db, scope, options.secrets);
  if (!row) throw new SsoSignInFailure('ayar-yok');
  const configuration = await configurationOf(row, options);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, input.currentUrl, {
      pkceCodeVerifier: spent.codeVerifier,
      expectedState: state,
      expectedNonce: spent.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    // A provider that keeps the e-mail out of the ID token (OpenID Connect Core 5.4) answers it at userinfo.
    if (claims && typeof claims.email !== 'string' && tokens.access_token) {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      claims = { ...claims, email: info.email, email_verified: info.email_verified };
    }
  } catch (error) {
    throw new SsoSignInFailure('saglayici', error);
  }
  if (!claims || typeof claims.email !== 'string') throw new SsoSignInFailure('dogrulanmamis');
  if (!emailVerified(claims, row.provider)) throw new SsoSignInFailure('dogrulanmamis');
  const email = normalizeEmail(claims.email);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!row.allowedDomains.includes(domain)) throw new SsoSignInFailure('alan-adi');
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, isActive: users.isActive, role: users.role })
      .from(users)
      .where(inTenant(scope, users, eq(users.email, email)))
      .limit(1);
    if (!user) throw new SsoSignInFailure('kisi-yok');
    if (!user.isActive) throw new SsoSignInFailure('pasif');
    // The first sign-in with these settings proves them: password login may now be turned off.
    const [tested] = await tx
      .update(organizationSso)
      .set({ testedAt: options.now })
      .where(and(eq(organizationSso.id, row.id), isNull(organizationSso.testedAt)))
      .returning({ id: organizationSso.id });
    if (tested)
      await recordAudit(
        tx,
        { kind: 'USER', id: user.id, label: user.role, ipAddress: options.ipAddress },
        {
          action: 'sso.tested',
          organizationId: scope.organizationId,
          targetType: 'sso',
          targetId: row.id,
          after: { issuer: row.issuer, userId: user.id },
        },
      );
    return issue(tx, { id: user.id, organizationId: scope.organizationId });
  });
}
