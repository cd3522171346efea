/// <reference types="vite/client" />
// The interface's Turkish texts as the English tour (e2e/english-tour.e2e.ts) looks for them on English pages:
// every string of the Turkish message files (the web's and the contract's), less those an English text keeps on
// purpose (a legal term with its gloss, a language's own name, "Paydos").
const turkishFiles = import.meta.glob<Record<string, unknown>>(
  ['../../packages/web/src/platform/messages/*.ts', '../../packages/contract/src/messages/*.ts', '!**/*.test.ts'],
  { eager: true },
);
const englishFiles = import.meta.glob<Record<string, unknown>>(
  ['../../packages/web/src/platform/messages/en/*.ts', '../../packages/contract/src/messages/en/*.ts', '!**/*.test.ts'],
  { eager: true },
);

function collect(value: unknown, into: Set<string>, seen = new Set<unknown>()) {
  if (typeof value === 'string') into.add(value.trim());
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) collect(item, into, seen);
  }
}

const stringsOf = (files: Record<string, Record<string, unknown>>) => {
  const strings = new Set<string>();
  for (const module of Object.values(files)) collect(module, strings);
  return strings;
};

const english = [...stringsOf(englishFiles)];

/**
 * Turkish interface texts worth looking for: six characters or more (shorter ones, "Ad", "Sil", are parts of too
 * many words), with a letter, not a code (a lower-case ASCII word such as an error code "oturum" in a URL), and found
 * in no English text.
 */
export const turkishInterfaceTexts: readonly string[] = [...stringsOf(turkishFiles)].filter(
  (text) =>
    text.length >= 6 && /\p{L}/u.test(text) && !/^[a-z0-9_.-]+$/.test(text) && !english.some((e) => e.includes(text)),
);

/** The Turkish texts a page's visible text contains. */
export function turkishTextsIn(pageText: string): string[] {
  return turkishInterfaceTexts.filter((text) => pageText.includes(text));
}
