import * as oidc from 'openid-client';
import { hashToken } from '../../platform/tokens';
import { hostAllowed } from './issuer-guard';
import { pinnedFetch } from './pinned-fetch';

/** What the relying party needs of an organization's settings. */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Raised when a URL of the provider (discovery, keys, token endpoint) is not one the guard allows. */
export class RefusedProviderAddress extends Error {}

/** How long a discovered configuration (with its key set) is reused before it is fetched again. */
const CACHE_MS = 10 * 60_000;
const CACHE_MAX = 500;
const cache = new Map<string, { at: number; configuration: Promise<oidc.Configuration> }>();

/**
 * The provider's configuration for openid-client (the relying party: discovery, the authorization
 * code flow with PKCE, ID token validation), discovered from the issuer and kept ten minutes per
 * issuer, client and secret. Every request it makes goes through the address guard (`hostAllowed`) and
 * connects to the address the guard checked (`pinnedFetch`), so neither a discovery document nor a
 * rebound name can send the server to an internal address; http only for a loopback
 * issuer when the installation allows it (SSO_ALLOW_LOOPBACK_ISSUERS).
 */
export function providerConfiguration(
  settings: ProviderSettings,
  options: { allowLoopback: boolean; now: Date },
): Promise<oidc.Configuration> {
  const key = [settings.issuer, settings.clientId, hashToken(settings.clientSecret), options.allowLoopback].join(' ');
  const at = options.now.getTime();
  const cached = cache.get(key);
  if (cached && at - cached.at < CACHE_MS && at >= cached.at) return cached.configuration;
  const connect = pinnedFetch({ allowLoopback: options.allowLoopback });
  const guardedFetch: oidc.CustomFetch = async (url, init) => {
    // The form of the URL first (https, a named host that resolves); the connection then checks the address it uses.
    if (!(await hostAllowed(new URL(url), options.allowLoopback))) throw new RefusedProviderAddress(url);
    return connect(url, init);
  };
  const configuration = oidc.discovery(
    new URL(settings.issuer),
    settings.clientId,
    { client_secret: settings.clientSecret },
    oidc.ClientSecretBasic(settings.clientSecret),
    {
      [oidc.customFetch]: guardedFetch,
      timeout: 10,
      ...(options.allowLoopback && new URL(settings.issuer).protocol === 'http:'
        ? { execute: [oidc.allowInsecureRequests] }
        : {}),
    },
  );
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, { at, configuration });
  // A failed discovery is not kept: the next sign-in tries again.
  configuration.catch(() => cache.delete(key));
  return configuration;
}
