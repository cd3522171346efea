import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The early fetch's answers (platform/early-fetch.ts) not taken are dropped once the visit leaves the page it opened on
 * (a redirect, a link): a later visit of that page must not be shown what the server answered at the load (e.g. a 402
 * before the admin paid). In the organization site's router; a file of its own, as api.ts (in every site's entry)
 * needs only the handover.
 */
export function useEarlyFetchOfTheOpeningPageOnly() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (window.paydosEarlyFetch && window.paydosEarlyFetch.path !== pathname) delete window.paydosEarlyFetch;
  }, [pathname]);
}
