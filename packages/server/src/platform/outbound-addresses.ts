import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The address checks behind every URL an ADMIN names and the server then fetches from inside the
 * installation's network (webhooks' and single sign-on's SSRF guards, docs/SECURITY.md): only public
 * unicast addresses, by ipaddr.js's ranges (private, loopback, link-local, unique-local, multicast,
 * CGNAT, reserved, 6to4/Teredo/NAT64 and IPv4-mapped forms are not), loopback too where allowed.
 */

/** True for public unicast, IPv4 or IPv6 (an IPv4-mapped IPv6 as its IPv4); loopback too with `allowLoopback`. */
export function isPublicAddress(address: string, { allowLoopback = false } = {}): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/** The host of a URL as DNS and the address checks take it (IPv6 without its brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address of a host (an IP literal is its own), or null when DNS knows none. */
export async function addressesOf(host: string): Promise<string[] | null> {
  if (isIP(host)) return [host];
  try {
    const found = await lookup(host, { all: true });
    return found.length ? found.map((a) => a.address) : null;
  } catch {
    return null;
  }
}
