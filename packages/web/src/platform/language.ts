import { pickLanguage, type Language } from '@paydos/domain';
import { setPageLanguage } from './page-language';
import { readStored, storageKeys } from './storage';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * Issue 26: the signed-in person's choice (kept with the stored user of this site), else the browser's
 * language; Turkish when the browser speaks neither.
 */
export function bootLanguage(): Language {
  return pickLanguage(readStored<{ language?: string | null }>(storageKeys.user)?.language, browserLanguages());
}

/** Sets the page's language before its first render; English loads its texts first (a chunk Turkish pages never load). */
export async function startInLanguage(language: Language): Promise<void> {
  setPageLanguage(language);
  if (language === 'en') (await import('./messages/en')).applyEnglish();
}
