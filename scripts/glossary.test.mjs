import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '../packages/web/src/platform/messages/index.ts';
import { messages } from '../packages/contract/src/messages/index.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The words docs/glossary.md avoids, each with the word to write instead. */
const AVOIDED = [
  [/subdomain|alt domain/i, 'alt alan adı'],
  [/\blink/i, 'bağlantı'],
  [/token/i, 'bağlantı'],
  [/giriniz|seçiniz|yazınız/i, 'girin / seçin / yazın'],
  [/\bemail\b|\be-mail\b|\bmail\b/i, 'e-posta'],
  [/parola/i, 'şifre'],
  [/onay bekliyor/i, 'Beklemede (product §5)'],
  [/(^|[\s(])m\.\s?\d|\bmadde \d|\bart\.\s?\d/i, 'md. 53'],
  [/dashboard/i, 'Kontrol Paneli'],
  [/\b(ADMIN|MANAGER|EMPLOYEE)\b/, 'Yönetici / Müdür / Personel'],
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
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => texts(value, [...at, key]));
  return [];
}

const offending = (list) =>
  list.flatMap(([where, text]) =>
    SPEC_TEXTS.has(text)
      ? []
      : AVOIDED.filter(([word]) => word.test(text)).map(([, instead]) => `${where}: "${text}" (write: ${instead})`),
  );

/** The Turkish literals of a mail's source: string and template texts, without comments and without ${…} code. */
function mailLiterals(file) {
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
  const literals = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((m) =>
    (m[1] ?? m[2]).replace(/\$\{[^}]*\}/g, ' '),
  );
  // Only prose: a literal with a Turkish letter or two words; keys, paths and code stay out.
  return literals.filter((text) => /[çğıöşüÇĞİÖŞÜ]/.test(text) || /[A-Za-z]+ [a-z]+/.test(text));
}

/**
 * The Turkish texts of any source file: string and template literals and JSX text, without comments
 * and ${…} code, that have a Turkish letter or a Turkish word (English log lines and API docs stay out).
 */
const TURKISH_WORD =
  /\b(ve|bir|bu|ile|veya|yok|var|gerekli|girin|giriniz|seçin|seçiniz|yazınız|olmalı|lütfen|Lütfen)\b/;
function sourceTexts(file) {
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
  const pattern =
    /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"|>([^<>{}\n]*[A-Za-zçğıöşüÇĞİÖŞÜ][^<>{}\n]*)</g;
  return [...source.matchAll(pattern)]
    .map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4]).replace(/\$\{[^}]*\}/g, ' ').trim())
    .filter((text) => /[çğıöşüÇĞİÖŞÜ]/.test(text) || TURKISH_WORD.test(text));
}

/**
 * Every non-test source file of the web, the server (inline messages, mails, demo data) and the domain;
 * not the console's start banner and command-line tools (bilingual, for whoever installs Paydos), nor the English
 * texts (messages/en/ and the domain's English formats: English writes "art. 53").
 */
const sourceFiles = () =>
  ['packages/web/src', 'packages/server/src', 'packages/domain/src', 'packages/contract/src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true })
      .map(String)
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          !/\.test\.tsx?$/.test(file) &&
          !/(^|\/)en\/|english/.test(file) &&
          !(dir === 'packages/server/src' && /^(main\.ts|cli\/)/.test(file)),
      )
      .map((file) => path.join(root, dir, file)),
  );

const mailFiles = () =>
  readdirSync(path.join(root, 'packages/server/src/features'), { recursive: true })
    .map(String)
    // The Turkish mails: their English (en/) writes English words ("link", "email").
    .filter((file) => /(-mails?|mail-texts)\.ts$/.test(file) && !file.endsWith('.test.ts') && !/(^|\/)en\//.test(file))
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
    const found = files.flatMap((file) =>
      offending(mailLiterals(file).map((text) => [path.relative(root, file), text])),
    );
    expect(found).toEqual([]);
  });

  it('every Turkish text of the web, server and domain sources (pages, inline refusals, mails, demo data) holds none of the avoided words, except the spec’s own texts', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    const all = files.flatMap((file) => sourceTexts(file).map((text) => [path.relative(root, file), text]));
    expect(all.length).toBeGreaterThan(1000);
    expect(offending(all)).toEqual([]);
  });

  it('the spec’s texts the glossary keeps are still in use (a stale exception would hide a word)', () => {
    const used = new Set([...texts(t), ...texts(messages)].map(([, text]) => text));
    expect([...SPEC_TEXTS].filter((text) => !used.has(text))).toEqual([]);
  });
});
