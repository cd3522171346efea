import { DEFAULT_LANGUAGE, type Language } from '@paydos/domain';

/*
 * The page's language on its own (issue 26), so that code reads it without importing the
 * start-up code of platform/language.ts and its English chunk.
 */

let current: Language = DEFAULT_LANGUAGE;

/** The language this page is shown in: fixed before the first render (main.tsx); Turkish in component tests. */
export function pageLanguage(): Language {
  return current;
}

/**
 * The language the formatters and the document speak; startInLanguage's first step. Tests that format in English
 * call it alone (and set Turkish back), without loading the English texts.
 */
export function setPageLanguage(language: Language): void {
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
