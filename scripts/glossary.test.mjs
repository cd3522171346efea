import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '../packages/web/src/platform/messages/index.ts';
import { messages } from '../packages/server/src/platform/messages/index.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The words docs/glossary.md avoids, each with the word to write instead. */
const AVOIDED = [
  [/subdomain/i, 'alt alan adı'],
  [/\blink/i, 'bağlantı'],
  [/token/i, 'bağlantı'],
  [/giriniz|seçiniz|yazınız/i, 'girin / seçin / yazın'],
  [/\bemail\b|\be-mail\b/i, 'e-posta'],
  [/parola/i, 'şifre'],
  [/onay bekliyor/i, 'Beklemede (product §5)'],
  [/(^|[\s(])m\.\s?\d/, 'md. 53'],
];

/** The spec's own texts (docs/product.md §5 and §8): verbatim, listed in docs/glossary.md. */
const SPEC_TEXTS = new Set([
  'Geçerli bir e-posta adresi giriniz',
  'Email, Ad ve Soyad zorunludur',
  'Email kontrolü başarısız',
  'Subdomain kontrolü başarısız',
  'Bu subdomain kullanılabilir',
  'Bu subdomain rezerve edilmiştir',
  'Bu subdomain zaten kullanımda',
  'Bu subdomain ile kayıtlı bir organizasyon bulunamadı',
  "Davet token'ı bulunamadı",
  'Geçersiz onay linki',
  'Bu onay linki süresi dolmuş.',
  'Geçersiz sıfırlama linki',
  'Token doğrulama başarısız',
]);

/** Every text of a catalogue with its key path; a message function is called with sample arguments. */
function texts(node, at = []) {
  if (typeof node === 'string') return [[at.join('.'), node]];
  if (typeof node === 'function') {
    try {
      const out = node(...Array.from({ length: node.length }, () => 'X'));
      return typeof out === 'string' ? [[at.join('.'), out]] : [];
    } catch {
      return [];
    }
  }
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => texts(value, [...at, key]));
  return [];
}

const offending = (list) =>
  list.flatMap(([where, text]) =>
    SPEC_TEXTS.has(text) ? [] : AVOIDED.filter(([word]) => word.test(text)).map(([, instead]) => `${where}: "${text}" (write: ${instead})`),
  );

/** The Turkish literals of a mail's source: string and template texts, without comments and without ${…} code. */
function mailLiterals(file) {
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
  const literals = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((m) => (m[1] ?? m[2]).replace(/\$\{[^}]*\}/g, ' '));
  // Only prose: a literal with a Turkish letter or two words; keys, paths and code stay out.
  return literals.filter((text) => /[çğıöşüÇĞİÖŞÜ]/.test(text) || /[A-Za-z]+ [a-z]+/.test(text));
}

const mailFiles = () =>
  readdirSync(path.join(root, 'packages/server/src/features'), { recursive: true })
    .map(String)
    .filter((file) => /(-mails?|mail-texts)\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(root, 'packages/server/src/features', file));

describe('one word per concept (docs/glossary.md; issue 21, item 3)', () => {
  it('the web catalogue holds none of the avoided words, except the spec’s own texts', () => {
    const all = texts(t);
    expect(all.length).toBeGreaterThan(500);
    expect(offending(all)).toEqual([]);
  });

  it('the server catalogue holds none of the avoided words, except the spec’s own texts', () => {
    const all = texts(messages);
    expect(all.length).toBeGreaterThan(100);
    expect(offending(all)).toEqual([]);
  });

  it('the mails hold none of the avoided words', () => {
    const files = mailFiles();
    expect(files.length).toBeGreaterThanOrEqual(6);
    const found = files.flatMap((file) => offending(mailLiterals(file).map((text) => [path.relative(root, file), text])));
    expect(found).toEqual([]);
  });

  it('the spec’s texts the glossary keeps are still in use (a stale exception would hide a word)', () => {
    const used = new Set([...texts(t), ...texts(messages)].map(([, text]) => text));
    expect([...SPEC_TEXTS].filter((text) => !used.has(text))).toEqual([]);
  });
});
