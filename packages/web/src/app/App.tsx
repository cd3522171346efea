import { lazy, Suspense, useEffect, useState } from 'react';
import { baseDomainOfThisPage, SiteContext, siteOfThisWindow } from '../platform/site';
import { FullPageSpinner } from '../ui/Spinner';
import { fetchBaseDomain } from './api';
import { SiteErrorPage } from './SiteErrorPage';
import { SkipLink } from '../ui/PageMain';
import { useFocusHeadingOnNavigation } from '../features/shell/route-focus';

// Each host loads only its own site's code: a visitor of the landing page never downloads the
// organization pages (and the leave rules they carry) or the operator's.
const MainSite = lazy(() => import('./MainSite').then((module) => ({ default: module.MainSite })));
const OperatorSite = lazy(() => import('./OperatorSite').then((module) => ({ default: module.OperatorSite })));
const OrganizationSite = lazy(() =>
  import('./OrganizationSite').then((module) => ({ default: module.OrganizationSite })),
);

/**
 * The base domain the server is configured with: written into the page by the server
 * (platform/index-page.ts), asked from /api/site only where the page lacks it (Vite's dev server).
 */
function useBaseDomain(): { baseDomain?: string; failed: boolean } {
  const [state, setState] = useState<{ baseDomain?: string; failed: boolean }>(() => ({
    baseDomain: baseDomainOfThisPage(),
    failed: false,
  }));
  useEffect(() => {
    if (state.baseDomain) return;
    fetchBaseDomain().then(
      (baseDomain) => setState({ baseDomain, failed: false }),
      () => setState({ failed: true }),
    );
  }, [state.baseDomain]);
  return state;
}

/** Every site's pages start with the skip link and move focus to their heading after a navigation (issue 21). */
export function App() {
  useFocusHeadingOnNavigation();
  return (
    <>
      <SkipLink />
      <Site />
    </>
  );
}

/** Chooses the site from the host (product §2 "Mode by host"): a spinner while choosing, an error page on failure. */
function Site() {
  const { baseDomain, failed } = useBaseDomain();
  if (failed) return <SiteErrorPage />;
  if (!baseDomain) return <FullPageSpinner />;
  const site = siteOfThisWindow(baseDomain);
  const page =
    site.kind === 'main' ? (
      <MainSite />
    ) : site.kind === 'operator' ? (
      <OperatorSite />
    ) : site.kind === 'organization' ? (
      <OrganizationSite />
    ) : (
      <SiteErrorPage baseDomain={baseDomain} />
    );
  return (
    <SiteContext.Provider value={{ site, baseDomain }}>
      <Suspense fallback={<FullPageSpinner />}>{page}</Suspense>
    </SiteContext.Provider>
  );
}
