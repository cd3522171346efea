import { messages } from '@paydos/contract/messages';
import { fail } from '../../platform/errors';
import { addressesOf, hostOf, isPublicAddress } from '../../platform/outbound-addresses';

const m = messages.sso;

/**
 * The SSRF guard of single sign-on (docs/SECURITY.md "Single sign-on"). An ADMIN names the issuer, and
 * the server then fetches its discovery document, its keys and its token endpoint from inside the
 * installation's network: each of those URLs must be https on a host whose every address is public
 * unicast. `allowLoopback` (SSO_ALLOW_LOOPBACK_ISSUERS) also lets a loopback host in, over http too:
 * the tests' local provider. Private, link-local and the rest stay refused either way.
 */

/** True when every address of the URL's host may be fetched (see above). */
export async function hostAllowed(url: URL, allowLoopback: boolean): Promise<boolean> {
  const addresses = await addressesOf(hostOf(url));
  return !!addresses && addresses.every((address) => isPublicAddress(address, { allowLoopback }));
}

/** The form of an issuer: https (http only for a loopback host when allowed), no credentials, query or fragment. Throws a 400. */
export function parseIssuer(raw: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail.badRequest(m.issuerInvalid, { issuer: m.issuerInvalid });
  }
  if (url.username || url.password || url.search || url.hash || raw.includes('#') || raw.includes('?'))
    throw fail.badRequest(m.credentialsInUrl, { issuer: m.credentialsInUrl });
  const loopbackName = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(allowLoopback && loopbackName && url.protocol === 'http:'))
    throw fail.badRequest(url.protocol === 'http:' ? m.httpsOnly : m.issuerInvalid, { issuer: m.httpsOnly });
  return url;
}

/** At saving: the issuer's host must resolve, to allowed addresses only. Throws a 400. */
export async function assertIssuerHost(url: URL, allowLoopback: boolean): Promise<void> {
  const addresses = await addressesOf(hostOf(url));
  if (!addresses) throw fail.badRequest(m.discoveryFailed, { issuer: m.discoveryFailed });
  if (!addresses.every((address) => isPublicAddress(address, { allowLoopback })))
    throw fail.badRequest(m.privateAddress, { issuer: m.privateAddress });
}
