/**
 * The interface languages (issue 26): Turkish is the default; English is a person's choice, and the
 * browser's language is the first default of the pages nobody is logged in to.
 */
export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

export function isLanguage(value: unknown): value is Language {
  return value === 'tr' || value === 'en';
}

/**
 * The language a page is shown in: the person's choice when there is one, otherwise the first of the browser's
 * preferred languages that Paydos speaks ("en-GB" → English), otherwise Turkish.
 */
export function pickLanguage(chosen: string | null | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(chosen)) return chosen;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
