/**
 * The early fetch of the organization's page (index.html's inline script, docs/ARCHITECTURE.md "Web app"): a stored
 * session's first calls, started while the scripts download. Each answer is handed once, to the first `api()` call of
 * the same path made with the same token on the same host within a few seconds of the page's load (the opening page's
 * own calls); everything later asks the network. Nothing is kept beyond this page: another host has its own storage,
 * token and page, and the server answers only a token of the host's organization.
 */
interface EarlyFetch {
  host: string;
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
  if (!call || early.host !== window.location.host || early.token !== token) return undefined;
  return performance.now() <= EARLY_FOR_MS ? call : undefined;
}
