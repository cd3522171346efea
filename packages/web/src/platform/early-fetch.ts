import { readToken, storageKeys } from './storage';

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

/**
 * The early answer for `GET /api<path>` with the stored token, once, for `api()`'s `early` option; undefined when there
 * is none for it. Its 401 or 402 is then `api()`'s like any other answer's.
 */
export function takeEarlyFetch(path: string): Promise<Response> | undefined {
  const token = readToken(storageKeys.token);
  const early = window.paydosEarlyFetch;
  if (!early) return undefined;
  const call = early.calls[path];
  delete early.calls[path];
  if (!call || early.host !== window.location.host || early.path !== window.location.pathname) return undefined;
  return early.token === token && performance.now() <= EARLY_FOR_MS ? call : undefined;
}
