import { expect } from 'vitest';
import { pdfText } from './pdf-text';

/**
 * Issue 26: what the tests of a PDF in its reader's language read. A PDF's text comes back with its table cells and
 * wrapped lines on lines of their own: every run of whitespace is one space here, so a heading reads as written.
 */
export async function flatPdfText(body: Buffer | Uint8Array): Promise<string> {
  return (await pdfText(body)).replace(/\s+/g, ' ');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` holds `phrase` as whole words: "Gün" is not in "Güneş İnşaat". */
export function hasPhrase(text: string, phrase: string): boolean {
  const pattern = escapeRegExp(phrase.trim()).replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** Every fixed text of a catalogue, nested ones too, by key path. */
function fixedTexts(catalogue: object, at = ''): { key: string; text: string }[] {
  return Object.entries(catalogue).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'string'
      ? [{ key: `${at}${key}`, text: value }]
      : value && typeof value === 'object'
        ? fixedTexts(value, `${at}${key}.`)
        : [],
  );
}

/**
 * The fixed texts of a catalogue whose translation reads otherwise, with that translation. A Turkish text that a
 * translation keeps inside one of its texts (a legal name glossed: "Kullanılmayan" in "Kullanılmayan Yıllık İzin
 * Ücreti Hesap Belgesi (Statement of Pay for Unused Annual Leave)") is not one: an English document rightly holds it.
 */
export function translatedPairs(turkish: object, english: object): { key: string; tr: string; en: string }[] {
  const translations = new Map(fixedTexts(english).map(({ key, text }) => [key, text]));
  const kept = (tr: string) => [...translations.values()].some((en) => hasPhrase(en, tr));
  return fixedTexts(turkish).flatMap(({ key, text: tr }) => {
    const en = translations.get(key);
    return en === undefined || kept(tr) ? [] : [{ key, tr, en }];
  });
}

/**
 * The English document holds each English heading and none of the Turkish texts its catalogue translates; the
 * Turkish one the other way round.
 */
export function expectLanguage(
  document: { english: string; turkish: string },
  catalogue: { turkish: object; english: object },
  headings: readonly string[],
) {
  const english = catalogue.english as Record<string, unknown>;
  const turkish = catalogue.turkish as Record<string, unknown>;
  for (const key of headings) {
    expect(hasPhrase(document.english, english[key] as string), `English ${key}: "${english[key] as string}"`).toBe(
      true,
    );
    expect(hasPhrase(document.turkish, turkish[key] as string), `Turkish ${key}: "${turkish[key] as string}"`).toBe(
      true,
    );
  }
  for (const { key, tr, en } of translatedPairs(catalogue.turkish, catalogue.english)) {
    expect(hasPhrase(document.english, tr), `Turkish ${key} "${tr}" in the English document`).toBe(false);
    expect(hasPhrase(document.turkish, en), `English ${key} "${en}" in the Turkish document`).toBe(false);
  }
}
