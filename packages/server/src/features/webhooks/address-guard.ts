import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
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
 * `lookup` below), so a name that resolves to a public address when registered and to a private one
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

/** The error a delivery records when the guard refuses its address. */
export class RefusedAddressError extends Error {
  constructor(address: string) {
    super(`refused address ${address}: not a public unicast address (WEBHOOKS_ALLOW_PRIVATE_NETWORKS is off)`);
  }
}

/**
 * The `lookup` of a delivery's connection: resolves the name, refuses it when any address is not
 * public, and hands the connection the checked addresses, so what is checked is what is connected to.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(new RefusedAddressError(refused.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** Before connecting to an IP literal (Node does not call `lookup` for one). */
export function assertLiteralAllowed(host: string, allowPrivate: boolean): void {
  if (isIP(host) && !allowPrivate && !isPublicAddress(host)) throw new RefusedAddressError(host);
}
