/**
 * Which of Paydos's three sites a host name belongs to. The same function runs on
 * the server (Host header) and in the browser (window.location.hostname).
 */
export type Site =
  { kind: 'main' } | { kind: 'operator' } | { kind: 'organization'; subdomain: string } | { kind: 'unknown' };

export const OPERATOR_SUBDOMAIN = 'superadmin';

/** Answered as `reserved` by the availability check; never given to an organization. */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  OPERATOR_SUBDOMAIN,
  'www',
  'api',
  'admin',
  'app',
  'mail',
  'smtp',
  'static',
  'assets',
  'cdn',
  'help',
  'support',
  'status',
  'blog',
  'docs',
  'paydos',
  'demo-api',
  'ftp',
  'imap',
  'pop',
  'webmail',
  'test',
  'dev',
  'staging',
  'localhost',
];

const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;

/** 3 to 63 characters of a-z, 0-9 and hyphen, not starting or ending with a hyphen. */
export function isValidSubdomain(value: string): boolean {
  return SUBDOMAIN_PATTERN.test(value);
}

export function isReservedSubdomain(value: string): boolean {
  return RESERVED_SUBDOMAINS.includes(value.toLowerCase());
}

/** Strips the port and a trailing dot, lowercases. `[::1]:3000` keeps its brackets. */
export function normalizeHostname(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(0, name.indexOf(']') + 1);
  const colon = name.lastIndexOf(':');
  if (colon !== -1) name = name.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * `{sub}.{baseDomain}` is an organization, `superadmin.{baseDomain}` the operator site,
 * the bare base domain (or a loopback address) the main site; anything else is unknown.
 */
export function siteFromHost(host: string, baseDomain: string): Site {
  const name = normalizeHostname(host);
  const base = normalizeHostname(baseDomain);
  if (name === base || name === '127.0.0.1' || name === '[::1]') return { kind: 'main' };
  if (!name.endsWith(`.${base}`)) return { kind: 'unknown' };
  const label = name.slice(0, -(base.length + 1));
  if (label.includes('.')) return { kind: 'unknown' };
  if (label === OPERATOR_SUBDOMAIN) return { kind: 'operator' };
  if (label === 'www') return { kind: 'main' };
  if (!isValidSubdomain(label)) return { kind: 'unknown' };
  return { kind: 'organization', subdomain: label };
}

/** The origin of a site, for links in e-mails and redirects. */
export function siteOrigin(
  site: { kind: 'main' } | { kind: 'operator' } | { kind: 'organization'; subdomain: string },
  base: { protocol: string; baseDomain: string; port?: string | number | null },
): string {
  const port = base.port && !['80', '443'].includes(String(base.port)) ? `:${base.port}` : '';
  const prefix = site.kind === 'main' ? '' : site.kind === 'operator' ? `${OPERATOR_SUBDOMAIN}.` : `${site.subdomain}.`;
  return `${base.protocol}//${prefix}${base.baseDomain}${port}`;
}
