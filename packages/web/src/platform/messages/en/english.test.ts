import { contractTranslations } from '@paydos/contract/messages/en/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { webTranslations } from './index';

/** Texts that are the same in both languages on purpose: names, codes, formats. */
const SAME_IN_BOTH = new Set([
  'Paydos',
  'Türkçe',
  'English',
  'Plan',
  'Logo',
  'Google Workspace',
  'Microsoft Entra ID',
  'sso_hata',
]);
/** People's and companies' names (the landing page's customers): names are not translated. */
const NAMES = /\.testimonials\.\d+\.(name|role)$/;

/** Every (Turkish, English) string pair at the same key, without writing anything (the web tests share one worker). */
function pairs(turkish: unknown, english: unknown, path: string, into: [string, string, string][]) {
  if (typeof turkish === 'string' && typeof english === 'string') into.push([path, turkish, english]);
  else if (turkish && english && typeof turkish === 'object' && typeof english === 'object')
    for (const [key, value] of Object.entries(english))
      pairs((turkish as Record<string, unknown>)[key], value, `${path}.${key}`, into);
}

describe('the English interface (issue 26 item 5)', () => {
  const all: [string, string, string][] = [];
  beforeAll(async () => {
    for (const [name, english] of Object.entries(contractTranslations)) {
      const [file, exported] = name.split('.') as [string, string];
      const turkish = (await import(`../../../../../contract/src/messages/${file}.ts`)) as Record<string, unknown>;
      pairs(turkish[exported], english, name, all);
    }
    // The Turkish files as the pages load them, paired by name with their English (platform/messages/catalogue.ts).
    for (const [name, english] of Object.entries(webTranslations)) {
      const turkish = (await import(`../${name}.ts`)) as Record<string, unknown>;
      pairs(Object.values(turkish)[0], english, name, all);
    }
  });

  it('every Turkish text has an English one, and none is the Turkish copied over', () => {
    expect(all.length).toBeGreaterThan(1500);
    const copied = all.filter(
      ([path, tr, en]) => tr === en && /\p{Ll}{3}/u.test(tr) && !SAME_IN_BOTH.has(tr) && !NAMES.test(path),
    );
    expect(copied.map(([path, tr]) => `${path}: ${tr}`)).toEqual([]);
  });

  it('English texts use Turkish letters only inside a glossed legal term or a language’s own name', () => {
    const turkishLetters = /[ğĞşŞıİ]/u;
    const unglossed = all.filter(
      ([path, , en]) => turkishLetters.test(en) && !/\(/.test(en) && !SAME_IN_BOTH.has(en) && !NAMES.test(path),
    );
    expect(unglossed.map(([path, , en]) => `${path}: ${en}`)).toEqual([]);
  });
});
