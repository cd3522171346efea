import { messages } from '@paydos/contract/messages';
import { fail } from '../../platform/errors';
import { addressesOf, hostOf, isPublicAddress } from '../../platform/outbound-addresses';

const m = messages.webhooks;

/**
 * The SSRF guard of webhooks (docs/SECURITY.md "Webhooks"). An ADMIN names any URL, and the server
 * then sends it requests from inside the installation's network: without this guard a webhook to
 * `https://169.254.169.254/…` or `https://10.0.0.5/admin` would reach what only the server can reach.
 * Only public unicast addresses are allowed (ipaddr.js's ranges: private, loopback, link-local,
 * unique-local, multicast, CGNAT, reserved, 6to4/Teredo/NAT64 and IPv4-mapped forms are refused), at
 * registration and again at every delivery, on the address the connection actually uses (the
 * connection's `lookup`: platform/outbound-addresses.ts `guardedLookup`), so a name that resolves to a public address when registered and to a private one
 * later (DNS rebinding) is refused when it matters. `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE_NETWORKS)
 * turns the guard and the https-only rule off: the tests, a closed installation.
 */

/** Checks the form of an endpoint's URL: https (http only when allowed), no credentials. Throws a 400. */
export function parseWebhookUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail.badRequest(m.urlInvalid, { url: m.urlInvalid });
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw fail.badRequest(url.protocol === 'http:' ? m.httpsOnly : m.urlInvalid, { url: m.httpsOnly });
  if (url.username || url.password) throw fail.badRequest(m.credentialsInUrl, { url: m.credentialsInUrl });
  if (!url.hostname) throw fail.badRequest(m.urlInvalid, { url: m.urlInvalid });
  return url;
}

/** At registration: the host must resolve, and every one of its addresses must be public. Throws a 400. */
export async function assertPublicHost(url: URL, allowPrivate: boolean): Promise<void> {
  const addresses = await addressesOf(hostOf(url));
  if (!addresses) throw fail.badRequest(m.unresolvable, { url: m.unresolvable });
  if (allowPrivate) return;
  if (addresses.some((address) => !isPublicAddress(address)))
    throw fail.badRequest(m.privateAddress, { url: m.privateAddress });
}
