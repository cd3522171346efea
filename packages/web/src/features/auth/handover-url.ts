import { withVisitorLanguage } from '../../platform/language';

/**
 * Issue 20: a new account moves to its organization's host with a one-time handover code in the
 * URL fragment, never with a session token. A fragment is not sent to the server (no access or
 * proxy log sees it) and never travels in a Referer; the login page exchanges it by POST at once
 * and removes it from the address bar.
 */
export const HANDOVER_PARAMETER = 'handover';

/** A visitor's language choice on the main site goes along in the query (`?lang=en`, issue 26). */
export function handoverUrl(organizationOrigin: string, code: string): string {
  return withVisitorLanguage(`${organizationOrigin}/login#${HANDOVER_PARAMETER}=${encodeURIComponent(code)}`);
}
