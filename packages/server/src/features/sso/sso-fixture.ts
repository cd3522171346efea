import { afterAll, beforeAll, expect } from 'vitest';
import { loginResponse } from '@paydos/contract/auth';
import { messages } from '@paydos/contract/messages';
import { SSO_ERROR_PARAMETER } from '@paydos/contract/sso';
import { organizationWithRoles, orgHost, request } from '../../../test/http';
import { OIDC_CLIENT, signInAtProvider, startOidcProvider, type OidcProviderHandle } from '../../../test/oidc-provider';
import { useTestApp } from '../../../test/test-app';

// The single sign-on tests' shared setup (sso.test.ts, platform/attack-suite-sso.test.ts): a test app that
// allows loopback issuers, one real local OpenID Connect provider, and the calls they share.

export const m = messages.sso;
export const ctx = useTestApp({ SSO_ALLOW_LOOPBACK_ISSUERS: '1' });

/** The organizations' subdomains, known before the provider starts: their callbacks are its client's redirect URIs. */
const SUBDOMAINS = Array.from({ length: 16 }, (_, i) => `sso-kurum-${i}`);
let nextSubdomain = 0;
export const callbackUrlOf = (subdomain: string) => `http://${orgHost(subdomain)}/api/auth/sso/callback`;

export let provider: OidcProviderHandle;
beforeAll(async () => {
  provider = await startOidcProvider(SUBDOMAINS.map(callbackUrlOf));
});
afterAll(() => provider.close());

export type Org = Awaited<ReturnType<typeof organizationWithRoles>>;
/** An organization with an ADMIN, a MANAGER and an EMPLOYEE (e-mails at ornek.com.tr), each logged in. */
export const newOrg = () =>
  organizationWithRoles(ctx.app, ctx.handle.db, { organization: { subdomain: SUBDOMAINS[nextSubdomain++]! } });

export const call = (org: Org, method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) =>
  request(ctx.app, org.host, method, url, { token: token ?? org.adminToken, body });

/** The settings an ADMIN copies from the provider. */
export const settingsFor = (overrides: Record<string, unknown> = {}) => ({
  provider: 'GOOGLE',
  issuer: provider.issuer,
  clientId: OIDC_CLIENT.clientId,
  clientSecret: OIDC_CLIENT.clientSecret,
  allowedDomains: ['ornek.com.tr'],
  ...overrides,
});

export async function configure(org: Org, overrides: Record<string, unknown> = {}) {
  const response = await call(org, 'PUT', '/api/admin/sso', settingsFor(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The browser opens the login page's button: the redirect to the provider and the cookie that binds it. */
export async function start(host: string) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/sso/start', headers: { host } });
  const cookie = /paydos_sso=([^;]*)/.exec(String(response.headers['set-cookie'] ?? ''))?.[1] ?? null;
  return { response, location: String(response.headers.location ?? ''), cookie };
}

/** The provider's redirect back, as the browser follows it: to `host`, with the browser's cookie. */
export function callback(host: string, callbackUrl: string, cookie: string | null) {
  const url = new URL(callbackUrl);
  return ctx.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { host, ...(cookie ? { cookie: `paydos_sso=${cookie}` } : {}) },
  });
}

/** The whole dance for `login` at the provider: start, the provider's login and consent pages, the callback. */
export async function signIn(org: Org, login: string) {
  const started = await start(org.host);
  expect(started.response.statusCode, started.response.body).toBe(302);
  const callbackUrl = await signInAtProvider(started.location, login);
  return { callbackUrl, cookie: started.cookie, response: await callback(org.host, callbackUrl, started.cookie) };
}

/** Where a refused sign-in lands: `/login?sso_hata=<code>`; the code. */
export function refusal(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  expect(location).toMatch(/^\/login\?/);
  return new URL(location, 'http://x').searchParams.get(SSO_ERROR_PARAMETER);
}

/** The session a successful sign-in leads to: the handover code of `/login#handover=…` exchanged as the login page does. */
export async function sessionFrom(org: Org, response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  expect(location).toMatch(/^\/login#handover=/);
  const code = decodeURIComponent(location.slice('/login#handover='.length));
  const exchanged = await request(ctx.app, org.host, 'POST', '/api/auth/handover', { body: { code } });
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  return loginResponse.parse(exchanged.json());
}
