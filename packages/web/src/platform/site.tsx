import { siteFromHost, siteOrigin, type Site } from '@paydos/domain';
import { createContext, useContext } from 'react';

export interface SiteInfo {
  site: Site;
  baseDomain: string;
}

export const SiteContext = createContext<SiteInfo | null>(null);

export function useSite(): SiteInfo {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside SiteContext');
  return value;
}

/** The base domain the server wrote into this page (platform/index-page.ts on the server), if it did. */
export function baseDomainOfThisPage(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="paydos-base-domain"]')?.content || undefined;
}

/** The same host rule as the server's (product §D2), with the base domain the server is configured with. */
export function siteOfThisWindow(baseDomain: string): Site {
  return siteFromHost(window.location.host, baseDomain);
}

export function originOf(site: Parameters<typeof siteOrigin>[0], baseDomain: string): string {
  return siteOrigin(site, { protocol: window.location.protocol, baseDomain, port: window.location.port });
}
