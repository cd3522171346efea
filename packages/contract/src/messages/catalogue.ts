import type { Language } from '@paydos/domain';
import { applyTranslation, type Translation } from './translation';

/*
 * Issue 26: how a text gets its language. Every Turkish message file registers its object here under its file's name
 * (and, for the contract's files, its export's).
 * - A browser page has one language: the web's chunk of a language (platform/messages/en/) installs its texts by the
 *   same names before the first render, writing them into the Turkish objects (`installTranslation`). A file evaluated
 *   before that (the first load's) is translated at installation, one loaded later (a lazy page's) as it registers.
 * - The server answers each request in its own language, so it never writes into the Turkish objects: it registers
 *   the languages' texts (`registerTranslations`) and asks for a catalogue in a language (`textsIn`).
 */
const registered = new Map<string, object>();
let installed: Readonly<Record<string, object>> | null = null;
const languages = new Map<Language, Readonly<Record<string, object>>>();
/** Every registered object and every object nested in one, with its path from the catalogue's name; built on first use. */
let paths: WeakMap<object, readonly string[]> | null = null;
/** Counts registrations, so that what is built from them (the server's reverse lookup) knows when to rebuild. */
let version = 0;

export function catalogue<T extends object>(name: string, turkish: T): T {
  registered.set(name, turkish);
  paths = null;
  version += 1;
  const translation = installed?.[name];
  if (translation) applyTranslation(turkish, translation);
  return turkish;
}

export function installTranslation(texts: Readonly<Record<string, object>>): void {
  installed = texts;
  for (const [name, turkish] of registered) {
    const translation = texts[name];
    if (translation) applyTranslation(turkish, translation);
  }
}

/**
 * The server's side: a language's texts by catalogue name, kept apart from the Turkish objects. Each call adds its
 * names (the contract's texts, then each server feature's own: its mails, its PDFs).
 */
export function registerTranslations(language: Language, texts: Readonly<Record<string, object>>): void {
  languages.set(language, { ...languages.get(language), ...texts });
  version += 1;
}

export const catalogueVersion = () => version;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function indexPaths(): WeakMap<object, readonly string[]> {
  const index = new WeakMap<object, readonly string[]>();
  const walk = (value: object, path: readonly string[]) => {
    if (index.has(value)) return;
    index.set(value, path);
    for (const [key, nested] of Object.entries(value)) if (isPlainObject(nested)) walk(nested, [...path, key]);
  };
  for (const [name, turkish] of registered) walk(turkish, [name]);
  return index;
}

/**
 * A registered Turkish object (or one nested in it) in `language`: its translation where one is registered, the
 * Turkish object itself otherwise (Turkish, or a text not yet translated).
 */
export function textsIn<T extends object>(language: Language, turkish: T): Translation<T> {
  if (language === 'tr') return turkish as Translation<T>;
  paths ??= indexPaths();
  const path = paths.get(turkish);
  let found: unknown = path && languages.get(language);
  for (const key of path ?? []) found = isPlainObject(found) ? found[key] : undefined;
  return (isPlainObject(found) ? found : turkish) as Translation<T>;
}

/**
 * Every registered Turkish catalogue whose name `include` takes, with its translation in `language`, for the server's
 * reverse lookup of a text.
 */
export function catalogueTranslations(
  language: Language,
  include: (name: string) => boolean = () => true,
): [turkish: object, translation: object][] {
  const texts = languages.get(language);
  if (!texts) return [];
  return [...registered].flatMap(([name, turkish]) => (include(name) && texts[name] ? [[turkish, texts[name]]] : []));
}
