import { generateKeyPairSync } from 'node:crypto';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port';

/** The local provider's one client: what an ADMIN would copy from Google or Entra ID into the SSO card. */
export const OIDC_CLIENT = { clientId: 'paydos-test', clientSecret: 'paydos-test-secret-0123456789abcdef' } as const;

/**
 * Logins the provider's form takes (any password): an e-mail signs in as that address, verified;
 * `dogrulanmamis:<e-mail>` as that address with `email_verified: false`.
 */
export const UNVERIFIED_PREFIX = 'dogrulanmamis:';

export interface OidcProviderHandle {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider for the tests of single sign-on (issue 26 item 4): the `oidc-provider`
 * package on a loopback port, with one static confidential client whose redirect URIs are the
 * callbacks of the given organization hosts, and its development login and consent pages (a login
 * form that takes any password). Nothing of the protocol is replaced: discovery, the authorization
 * endpoint, PKCE, the token endpoint, signed ID tokens and the key set are the package's own.
 */
export async function startOidcProvider(callbackUrls: string[]): Promise<OidcProviderHandle> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.clientId,
        client_secret: OIDC_CLIENT.clientSecret,
        redirect_uris: callbackUrls,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx: unknown, id: string) {
      const unverified = id.startsWith(UNVERIFIED_PREFIX);
      const email = unverified ? id.slice(UNVERIFIED_PREFIX.length) : id;
      return {
        accountId: id,
        claims: () => ({ sub: id, email, email_verified: !unverified, name: email }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['paydos-test-cookie-key'] },
    // Its own signing key (RS256, the ID tokens' algorithm at Google and Entra ID) and lifetimes, as a real one sets them.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          kid: 'paydos-test',
        },
      ],
    },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, AuthorizationCode: 60, IdToken: 600 },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookies for one origin, as far as the provider's pages need them. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * What a person does at the provider, over plain HTTP: follows its redirects from `authorizationUrl`,
 * fills its login form with `login` and confirms its consent page, until the provider redirects away
 * from itself; answers that redirect (the organization's callback URL with `code`, `state`, `iss`).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let form: URLSearchParams | null = null;
  const origin = new URL(authorizationUrl).origin;
  for (let step = 0; step < 20; step++) {
    const response: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    jar.take(response);
    form = null;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next.href;
      url = next.href;
      continue;
    }
    const html: string = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt: string | undefined = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'herhangi' } : { prompt });
  }
  throw new Error('the provider never redirected back');
}
