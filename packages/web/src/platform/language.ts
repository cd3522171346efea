import { isLanguage, pickLanguage, type Language } from '@paydos/domain';
import { documentTitle } from './document-title';
import { setPageLanguage } from './page-language';
import { readStored, storageKeys } from './storage';

/**
 * The query parameter that carries a visitor's choice to another site of Paydos (`acme.` after the main site's
 * company login, or after a sign-up): another origin, so another localStorage.
 */
export const LANGUAGE_PARAMETER = 'lang';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The signed-in person's choice (`users.language`, kept with the stored user of this site); null when none. */
export function personLanguage(): Language | null {
  const chosen = readStored<{ language?: string | null }>(storageKeys.user)?.language;
  return isLanguage(chosen) ? chosen : null;
}

/** The language a visitor chose on a logged-out page of this site (LanguageSwitch); null when none. */
export function visitorLanguage(): Language | null {
  try {
    const chosen = localStorage.getItem(storageKeys.visitorLanguage);
    return isLanguage(chosen) ? chosen : null;
  } catch {
    return null;
  }
}

/** A visitor's choice brought in the address (`?lang=en`) is kept as this site's, and leaves the address bar. */
function keepCarriedLanguage(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const carried = url.searchParams.get(LANGUAGE_PARAMETER);
  if (carried === null) return;
  try {
    if (isLanguage(carried)) localStorage.setItem(storageKeys.visitorLanguage, carried);
  } catch {
    // no storage: the choice lasts this page only if at all
  }
  url.searchParams.delete(LANGUAGE_PARAMETER);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Issue 26: the signed-in person's choice, else the choice a logged-out visitor made on this site (or brought along
 * from another site of Paydos), else the browser's language; Turkish when the browser speaks neither.
 */
export function bootLanguage(): Language {
  keepCarriedLanguage();
  return pickLanguage(personLanguage() ?? visitorLanguage(), browserLanguages());
}

/** Sets the page's language before its first render; English loads its texts first (a chunk Turkish pages never load). */
export async function startInLanguage(language: Language): Promise<void> {
  setPageLanguage(language);
  if (language !== 'en') return;
  (await import('./messages/en')).applyEnglish();
  // index.html's title is Turkish; until the page sets its own (it may wait for its data), it reads as the site's name.
  document.title = documentTitle(null, 'main');
}

/** A logged-out visitor's choice: kept for this site, and the page reloads in it (its texts are fixed at its start). */
export function chooseVisitorLanguage(language: Language): void {
  try {
    localStorage.setItem(storageKeys.visitorLanguage, language);
  } catch {
    return; // no storage: a reload would show the same language
  }
  window.location.reload();
}

/** A link to another site of Paydos with this visitor's choice along (`?lang=`), when there is one. */
export function withVisitorLanguage(url: string): string {
  const language = visitorLanguage();
  if (!language) return url;
  const target = new URL(url, window.location.href);
  target.searchParams.set(LANGUAGE_PARAMETER, language);
  return target.toString();
}
