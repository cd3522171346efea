import { applyTranslation } from './translation';

/*
 * Issue 26: how a page in another language gets its texts. Every Turkish message file registers its object here
 * under its file's name (and, for the contract's files, its export's); the web's chunk of a language (platform/messages/en/) installs its texts by the same names before the first
 * render. A file evaluated before that (the first load's) is translated at installation, one loaded later (a lazy
 * page's) as it registers. The language's chunk imports no Turkish file, so Turkish pages' chunks stay as they are.
 */
const registered = new Map<string, object>();
let installed: Readonly<Record<string, object>> | null = null;

export function catalogue<T extends object>(name: string, turkish: T): T {
  registered.set(name, turkish);
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
