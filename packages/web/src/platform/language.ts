import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '@paydos/domain';
import { readStored, storageKeys } from './storage';

let current: Language = DEFAULT_LANGUAGE;

/** The language this page is shown in: fixed before the first render (main.tsx); Turkish in component tests. */
export function pageLanguage(): Language {
  return current;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Issue 26: the signed-in person's choice (kept with the stored user of this site), else the browser's
 * language; Turkish when the browser speaks neither.
 */
export function languageFor(chosen: string | null | undefined): Language {
  return pickLanguage(chosen, browserLanguages());
}

export function bootLanguage(): Language {
  return languageFor(readStored<{ language?: string | null }>(storageKeys.user)?.language);
}

/** Sets the page's language before its first render; English loads its texts first (a chunk Turkish pages never load). */
export async function startInLanguage(language: Language): Promise<void> {
  current = language;
  document.documentElement.lang = language;
  if (language === 'en') (await import('./messages/en')).applyEnglish();
}
