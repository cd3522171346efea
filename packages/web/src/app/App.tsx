import { useQuery } from '@tanstack/react-query';
import { api } from '../platform/api';
import { SiteContext, siteOfThisWindow } from '../platform/site';
import { FullPageSpinner } from '../ui/Spinner';
import { MainSite } from './MainSite';
import { OperatorSite } from './OperatorSite';
import { OrganizationSite } from './OrganizationSite';
import { SiteErrorPage } from './SiteErrorPage';

/** Chooses the site from the host (spec §2 "Mode by host"): a spinner while choosing, an error page on failure. */
export function App() {
  const config = useQuery({
    queryKey: ['site'],
    queryFn: () => api<{ baseDomain: string }>('/site', { credentials: 'none' }),
    staleTime: Infinity,
  });
  if (config.isPending) return <FullPageSpinner />;
  if (config.isError) return <SiteErrorPage />;
  const { baseDomain } = config.data;
  const site = siteOfThisWindow(baseDomain);
  const page =
    site.kind === 'main' ? <MainSite /> : site.kind === 'operator' ? <OperatorSite /> : site.kind === 'organization' ? <OrganizationSite /> : <SiteErrorPage baseDomain={baseDomain} />;
  return <SiteContext.Provider value={{ site, baseDomain }}>{page}</SiteContext.Provider>;
}
