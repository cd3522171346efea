import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
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

/** Which addresses a connection may reach: public unicast, and loopback or everything where the installation allows. */
export interface AddressPolicy {
  /** Everything (WEBHOOKS_ALLOW_PRIVATE_NETWORKS: the tests, a closed installation). */
  allowPrivate?: boolean;
  /** Loopback too (SSO_ALLOW_LOOPBACK_ISSUERS: the tests' local provider). */
  allowLoopback?: boolean;
}

const allowed = (address: string, policy: AddressPolicy) =>
  !!policy.allowPrivate || isPublicAddress(address, { allowLoopback: !!policy.allowLoopback });

/** The error a connection gets when the guard refuses its address. */
export class RefusedAddressError extends Error {
  constructor(address: string) {
    super(`refused address ${address}: not a public unicast address`);
  }
}

/**
 * The `lookup` of an outgoing connection: resolves the name, refuses it when any address is not allowed, and hands
 * the connection the checked addresses, so what is checked is what is connected to (a name that resolves to a public
 * address when it is checked and to an inside one a moment later, DNS rebinding, is refused when it matters).
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !allowed(a.address, policy));
      if (refused) return callback(new RefusedAddressError(refused.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** Before connecting to an IP literal (Node does not call `lookup` for one). */
export function assertLiteralAllowed(host: string, policy: AddressPolicy): void {
  if (isIP(host) && !allowed(host, policy)) throw new RefusedAddressError(host);
}
