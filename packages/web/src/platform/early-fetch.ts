import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The early fetch of the organization's page (index.html's inline script, docs/ARCHITECTURE.md "Web app"): a stored
 * session's first calls, started while the scripts download. Each answer is handed once, to the first `api()` call of
 * the same path made with the same token on the same host, on the page the visit opened on, within a few seconds of
 * its load (the opening page's own calls); once the visit moves to another page every answer not taken is dropped,
 * and everything later asks the network. Nothing is kept beyond this page: another host has its own storage, token
 * and page, and the server answers only a token of the host's organization.
 */
interface EarlyFetch {
  host: string;
  /** The page's path when the script ran: the answers are that page's. */
  path: string;
  token: string;
  calls: Partial<Record<string, Promise<Response>>>;
}

declare global {
  interface Window {
    paydosEarlyFetch?: EarlyFetch;
  }
}

/** How long after the page's load its early answers are still the opening page's, not a later visit's. */
const EARLY_FOR_MS = 15_000;

/** The early answer for `GET /api<path>` with `token`, once; undefined when there is none for it. */
export function takeEarlyFetch(path: string, token: string): Promise<Response> | undefined {
  const early = window.paydosEarlyFetch;
  if (!early) return undefined;
  const call = early.calls[path];
  delete early.calls[path];
  if (!call || early.host !== window.location.host || early.path !== window.location.pathname) return undefined;
  return early.token === token && performance.now() <= EARLY_FOR_MS ? call : undefined;
}

/**
 * Drops the answers not taken once the visit leaves the page it opened on (a redirect, a link): a later visit of that
 * page must not be shown what the server answered at the load (e.g. a 402 before the admin paid). In the organization site’s router.
 */
export function useEarlyFetchOfTheOpeningPageOnly() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (window.paydosEarlyFetch && window.paydosEarlyFetch.path !== pathname) delete window.paydosEarlyFetch;
  }, [pathname]);
}
