import { siteOrigin } from '@paydos/domain';
import type { Config } from '../config';

type SiteRef = { kind: 'main' } | { kind: 'operator' } | { kind: 'organization'; subdomain: string };

/** Absolute links for e-mails and redirects, built from the configured public protocol, domain and port. */
export function publicUrl(config: Config, site: SiteRef, pathAndQuery: string): string {
  const origin = siteOrigin(site, {
    protocol: config.publicProtocol,
    baseDomain: config.baseDomain,
    port: config.publicPort,
  });
  return `${origin}${pathAndQuery}`;
}
