import { createContext, useContext, useEffect } from 'react';
import { t } from './messages/first-load';
import { SiteContext } from './site';

/** The organization's name in the titles of its signed-in pages, given by its frame (features/shell/OrganizationLayout). */
export const TitleOrganizationContext = createContext<string | null>(null);

/**
 * The one place a page's document title is made (issue 21, WCAG 2.4.2 "Page Titled"): the page's own
 * title, then on an organization's site the organization's name, then the site ("Paydos", the
 * operator's "Paydos Yönetim"): "İzin Onayları · Demo Teknoloji · Paydos".
 */
export function documentTitle(
  page: string | null | undefined,
  site: 'main' | 'organization' | 'operator' | 'unknown' | undefined,
  organizationName?: string | null,
): string {
  const tail = site === 'operator' ? t.documentTitle.operatorSite : t.common.appName;
  return [page, site === 'organization' ? organizationName : null, tail]
    .filter(Boolean)
    .join(t.documentTitle.separator);
}

/**
 * Every page (every route of every site) calls this once with its title. `organizationName` is for
 * an organization's pages outside its frame that know the name (its login page); inside the frame
 * the name comes from TitleOrganizationContext.
 */
export function useDocumentTitle(page: string | null | undefined, organizationName?: string | null) {
  const site = useContext(SiteContext)?.site.kind;
  const frameOrganization = useContext(TitleOrganizationContext);
  const title = documentTitle(page, site, organizationName ?? frameOrganization);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
