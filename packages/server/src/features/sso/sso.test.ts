import { and, asc, eq, like } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { organizationInfoResponse } from '@paydos/contract/auth';
import { ssoSavedResponse, ssoSettingsResponse } from '@paydos/contract/sso';
import { auditLog, organizationSso, users } from '../../db/schema';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { request } from '../../../test/http';
import { OIDC_CLIENT, signInAtProvider, UNVERIFIED_PREFIX } from '../../../test/oidc-provider';
import { createTestApp } from '../../../test/test-app';
import {
  call,
  callback,
  callbackUrlOf,
  configure,
  ctx,
  m,
  newOrg,
  provider,
  refusal,
  sessionFrom,
  settingsFor,
  signIn,
  start,
  type Org,
} from './sso-fixture';
import { createSecretBox } from '../../platform/sealed-secrets';
import { resealSsoSecrets } from './settings';

const passwordLogin = (org: Org, email: string) =>
  request(ctx.app, org.host, 'POST', '/api/subdomain/login', { body: { email, password: TEST_PASSWORD } });
const info = async (org: Org) =>
  organizationInfoResponse.parse((await request(ctx.app, org.host, 'GET', '/api/subdomain/organization-info')).json());

describe('single sign-on with OpenID Connect: settings (issue 26 item 4)', () => {
  it('an ADMIN sets the provider: the issuer is discovered, the secret is never answered again, the callback URL is the organization’s host; every change is audited without the secret', async () => {
    const org = await newOrg();
    const empty = ssoSettingsResponse.parse((await call(org, 'GET', '/api/admin/sso')).json());
    expect(empty).toEqual({ sso: null, callbackUrl: callbackUrlOf(org.org.subdomain) });
    const saved = ssoSavedResponse.parse((await configure(org)).json());
    expect(saved.message).toBe(m.saved);
    expect(saved.sso).toMatchObject({
      provider: 'GOOGLE',
      issuer: provider.issuer,
      clientId: 'paydos-test',
      secretHint: 'payd…',
      allowedDomains: ['ornek.com.tr'],
      passwordLoginDisabled: false,
      testedAt: null,
    });
    // Saved again without a secret: the saved one stays; a new domain list is kept as typed, deduplicated.
    const again = await call(org, 'PUT', '/api/admin/sso', {
      ...settingsFor({ provider: 'ENTRA', allowedDomains: ['Ornek.com.tr', '@ornek.com.tr', 'yan.ornek.com.tr'] }),
      clientSecret: undefined,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(ssoSavedResponse.parse(again.json()).sso?.allowedDomains).toEqual(['ornek.com.tr', 'yan.ornek.com.tr']);
    const read = await call(org, 'GET', '/api/admin/sso');
    expect(read.body).not.toContain('paydos-test-secret');
    expect((await info(org)).sso).toEqual({ provider: 'ENTRA' });
    expect((await call(org, 'DELETE', '/api/admin/sso')).json().message).toBe(m.removed);
    expect((await info(org)).sso).toBeNull();
    const audited = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.org.id), like(auditLog.action, 'sso.%')))
      .orderBy(asc(auditLog.createdAt));
    expect(audited.map((a) => a.action)).toEqual(['sso.create', 'sso.update', 'sso.delete']);
    expect(JSON.stringify(audited)).not.toContain('paydos-test-secret');
  });

  it('refuses an issuer that is not an https URL of a public host, or one that is no OpenID Connect provider, and the first save without a secret (Turkish 400s, nothing written)', async () => {
    const org = await newOrg();
    for (const [overrides, error] of [
      [{ issuer: 'http://sso.ornek.com.tr' }, m.httpsOnly],
      [{ issuer: 'bir adres' }, m.issuerInvalid],
      [{ issuer: 'https://kullanici:sifre@sso.ornek.com.tr' }, m.credentialsInUrl],
      [{ issuer: 'https://10.0.0.7/realms/paydos' }, m.privateAddress],
      [{ issuer: 'https://169.254.169.254' }, m.privateAddress],
      [{ issuer: `${provider.issuer}/yok` }, m.discoveryFailed],
      [{ clientSecret: undefined }, m.clientSecretRequired],
      [{ allowedDomains: [] }, m.domainsRequired],
      [{ allowedDomains: ['ornek'] }, m.domainInvalid],
      [{ provider: 'FACEBOOK' }, m.providerInvalid],
    ] as const) {
      const response = await call(org, 'PUT', '/api/admin/sso', settingsFor(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error, JSON.stringify(overrides)).toBe(error);
    }
    expect(ssoSettingsResponse.parse((await call(org, 'GET', '/api/admin/sso')).json()).sso).toBeNull();
  });

  it('a loopback issuer over http only when the installation allows it (SSO_ALLOW_LOOPBACK_ISSUERS): production needs https', async () => {
    const strict = await createTestApp({}, { handle: ctx.handle });
    try {
      const org = await newOrg();
      const response = await request(strict.app, org.host, 'PUT', '/api/admin/sso', {
        token: org.adminToken,
        body: settingsFor(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(m.httpsOnly);
    } finally {
      await strict.close();
    }
  });
});

describe('single sign-on with OpenID Connect: sign-in against a real provider (issue 26 item 4)', () => {
  it('start → the provider’s login and consent → callback: the person with that e-mail gets the same session as a password login, and the settings count as tested', async () => {
    const org = await newOrg();
    await configure(org);
    expect(await info(org)).toMatchObject({ sso: { provider: 'GOOGLE' }, passwordLogin: true });
    const started = await start(org.host);
    expect(started.response.statusCode).toBe(302);
    const authorization = new URL(started.location);
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: 'paydos-test',
      redirect_uri: callbackUrlOf(org.org.subdomain),
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      hd: 'ornek.com.tr',
    });
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(String(started.response.headers['set-cookie'])).toMatch(
      /^paydos_sso=[\w-]{43}; Path=\/api\/auth\/sso\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    const callbackUrl = await signInAtProvider(started.location, org.employee.email);
    const session = await sessionFrom(org, await callback(org.host, callbackUrl, started.cookie));
    expect(session.user).toMatchObject({ id: org.employee.id, email: org.employee.email, role: 'EMPLOYEE' });
    const me = await request(ctx.app, org.host, 'GET', '/api/auth/me', { token: session.token });
    expect(me.statusCode).toBe(200);
    const settings = ssoSettingsResponse.parse((await call(org, 'GET', '/api/admin/sso')).json()).sso!;
    expect(settings.testedAt).not.toBeNull();
    const [tested] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.org.id), eq(auditLog.action, 'sso.tested')));
    expect(tested).toMatchObject({ actorId: org.employee.id, actorLabel: 'EMPLOYEE' });
  });

  it('the address is matched case-insensitively within the host’s organization only', async () => {
    const org = await newOrg();
    const other = await newOrg();
    await configure(org);
    const twin = await createUser(ctx.handle.db, other.org.id, { email: 'ikiz@ornek.com.tr' });
    const mine = await createUser(ctx.handle.db, org.org.id, { email: 'ikiz@ornek.com.tr' });
    const session = await sessionFrom(org, (await signIn(org, 'IKIZ@Ornek.com.tr')).response);
    expect(session.user.id).toBe(mine.id);
    expect(session.user.id).not.toBe(twin.id);
  });

  it('refusals end on the login page with their code: an unverified address, another domain, no such person, a deactivated person, the provider’s error, no settings', async () => {
    const org = await newOrg();
    await configure(org);
    const inactive = await createUser(ctx.handle.db, org.org.id, { email: 'ayrilan@ornek.com.tr' });
    await ctx.handle.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    await createUser(ctx.handle.db, org.org.id, { email: 'baska@baska.com.tr' });
    expect(refusal((await signIn(org, `${UNVERIFIED_PREFIX}${org.employee.email}`)).response)).toBe('dogrulanmamis');
    expect(refusal((await signIn(org, 'baska@baska.com.tr')).response)).toBe('alan-adi');
    expect(refusal((await signIn(org, 'kimse@ornek.com.tr')).response)).toBe('kisi-yok');
    expect(refusal((await signIn(org, 'ayrilan@ornek.com.tr')).response)).toBe('pasif');
    const started = await start(org.host);
    const state = new URL(started.location).searchParams.get('state')!;
    const denied = await callback(
      org.host,
      `${callbackUrlOf(org.org.subdomain)}?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
      started.cookie,
    );
    expect(refusal(denied)).toBe('saglayici');
    const bare = await newOrg();
    expect(refusal((await start(bare.host)).response)).toBe('ayar-yok');
    // Nobody of the organization has a session from any of these: the settings stay untested.
    expect(ssoSettingsResponse.parse((await call(org, 'GET', '/api/admin/sso')).json()).sso?.testedAt).toBeNull();
  });
});

describe('single sign-on: password login off (issue 26 item 4)', () => {
  it('password login cannot be turned off before single sign-on is set and tested; once off, everyone but the ADMINs is refused with a Turkish 403 and the login page hides the form; settings cannot change until it is on again', async () => {
    const org = await newOrg();
    const off = () => call(org, 'PUT', '/api/admin/sso/password-login', { enabled: false });
    expect((await off()).json()).toMatchObject({ error: m.notConfigured });
    await configure(org);
    const untested = await off();
    expect(untested.statusCode).toBe(409);
    expect(untested.json().error).toBe(m.notTested);
    await sessionFrom(org, (await signIn(org, org.employee.email)).response);
    const turnedOff = await off();
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    expect(ssoSavedResponse.parse(turnedOff.json())).toMatchObject({
      message: m.passwordLoginDisabled,
      sso: { passwordLoginDisabled: true },
    });
    expect(await info(org)).toMatchObject({ passwordLogin: false });
    const refused = await passwordLogin(org, org.employee.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(m.passwordLoginOff);
    // A wrong password is still a 401: the refusal says nothing before the password is right.
    expect(
      (
        await request(ctx.app, org.host, 'POST', '/api/subdomain/login', {
          body: { email: org.employee.email, password: 'yanlis-sifre' },
        })
      ).statusCode,
    ).toBe(401);
    // The ADMINs' way back in when the provider fails (docs/SECURITY.md "Single sign-on").
    expect((await passwordLogin(org, org.admin.email)).statusCode).toBe(200);
    // Single sign-on still works, and the settings are frozen while password login is off.
    await sessionFrom(org, (await signIn(org, org.employee.email)).response);
    for (const response of [
      await call(org, 'PUT', '/api/admin/sso', settingsFor()),
      await call(org, 'DELETE', '/api/admin/sso'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(m.passwordLoginOffFirst);
    }
    const on = await call(org, 'PUT', '/api/admin/sso/password-login', { enabled: true });
    expect(on.json().message).toBe(m.passwordLoginEnabled);
    expect((await passwordLogin(org, org.employee.email)).statusCode).toBe(200);
    const actions = await ctx.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.org.id), like(auditLog.action, 'sso.password%')))
      .orderBy(asc(auditLog.createdAt));
    expect(actions.map((a) => a.action)).toEqual(['sso.password_login_off', 'sso.password_login_on']);
  });

  it('changing the provider, client or secret makes the settings untested again', async () => {
    const org = await newOrg();
    await configure(org);
    await sessionFrom(org, (await signIn(org, org.employee.email)).response);
    await configure(org, { allowedDomains: ['ornek.com.tr', 'diger.com.tr'] });
    expect(ssoSettingsResponse.parse((await call(org, 'GET', '/api/admin/sso')).json()).sso?.testedAt).not.toBeNull();
    await configure(org, { clientSecret: 'yeni-gizli-anahtar' });
    expect(ssoSettingsResponse.parse((await call(org, 'GET', '/api/admin/sso')).json()).sso?.testedAt).toBeNull();
  });
});

describe('single sign-on: the client secret at rest (docs/SECURITY.md "Secrets at rest")', () => {
  const storedSecret = async (org: Org) =>
    (await ctx.handle.db.select().from(organizationSso).where(eq(organizationSso.organizationId, org.org.id)))[0]!
      .clientSecret;

  it('the client secret is stored sealed under the installation key, and a sign-in sends the provider the secret itself; one stored plain before sealing still signs in and the start seals it', async () => {
    const org = await newOrg();
    await configure(org);
    expect(await storedSecret(org)).toMatch(/^sealed:v1:[0-9a-f]{8}:/);
    expect(await storedSecret(org)).not.toContain('paydos-test-secret');
    const signedIn = async () => {
      const started = await start(org.host);
      const callbackUrl = await signInAtProvider(started.location, org.employee.email);
      return sessionFrom(org, await callback(org.host, callbackUrl, started.cookie));
    };
    expect((await signedIn()).user.id).toBe(org.employee.id);

    await ctx.handle.db
      .update(organizationSso)
      .set({ clientSecret: OIDC_CLIENT.clientSecret })
      .where(eq(organizationSso.organizationId, org.org.id));
    expect((await signedIn()).user.id).toBe(org.employee.id);
    expect((await resealSsoSecrets(ctx.handle.db, ctx.app.secrets)).resealed).toBe(1);
    expect(await storedSecret(org)).toMatch(/^sealed:v1:/);
    expect((await signedIn()).user.id).toBe(org.employee.id);
  });

  it('a client secret whose key is lost (SECRETS_KEY changed) leaves the card readable with hint "—"; a save asks for the secret again, and with it sign-in works', async () => {
    const org = await newOrg();
    await configure(org);
    await ctx.handle.db
      .update(organizationSso)
      .set({
        clientSecret: createSecretBox(randomBytes(32)).seal('kayip', `organization_sso.client_secret:${org.org.id}`),
      })
      .where(eq(organizationSso.organizationId, org.org.id));
    const read = await call(org, 'GET', '/api/admin/sso');
    expect(read.statusCode).toBe(200);
    expect(ssoSettingsResponse.parse(read.json()).sso?.secretHint).toBe('—');
    const withoutSecret = await call(org, 'PUT', '/api/admin/sso', { ...settingsFor(), clientSecret: undefined });
    expect(withoutSecret.statusCode).toBe(400);
    expect(withoutSecret.json().error).toBe(m.clientSecretRequired);
    expect((await configure(org)).statusCode).toBe(200);
    const started = await start(org.host);
    const callbackUrl = await signInAtProvider(started.location, org.employee.email);
    expect((await sessionFrom(org, await callback(org.host, callbackUrl, started.cookie))).user.id).toBe(
      org.employee.id,
    );
  });
});
