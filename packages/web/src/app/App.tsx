import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { api } from '../platform/api';
import { SiteContext, siteOfThisWindow } from '../platform/site';
import { FullPageSpinner } from '../ui/Spinner';
import { SiteErrorPage } from './SiteErrorPage';

// Each host loads only its own site's code: a visitor of the landing page never downloads the
// organization pages (and the leave rules they carry) or the operator's.
const MainSite = lazy(() => import('./MainSite').then((module) => ({ default: module.MainSite })));
const OperatorSite = lazy(() => import('./OperatorSite').then((module) => ({ default: module.OperatorSite })));
const OrganizationSite = lazy(() => import('./OrganizationSite').then((module) => ({ default: module.OrganizationSite })));

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
  return (
    <SiteContext.Provider value={{ site, baseDomain }}>
      <Suspense fallback={<FullPageSpinner />}>{page}</Suspense>
    </SiteContext.Provider>
  );
}
