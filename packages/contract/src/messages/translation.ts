/**
 * A second language's version of a Turkish message module (issue 26): every text of the Turkish file, with the
 * same keys, functions taking the same parameters. Turkish stays the source: a key added there is a type error in
 * every translation until it is translated.
 */
export type Translation<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => R extends string ? string : Translation<R>
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/**
 * A translation of every text export of a Turkish message module (`import * as tr from '…'`): its objects of texts,
 * not its constants (a query parameter's name, a list of codes).
 */
export type ModuleTranslation<M> = {
  readonly [
    K in keyof M as M[K] extends readonly unknown[] | ((...args: never[]) => unknown)
      ? never
      : M[K] extends object
        ? K
        : never
  ]: Translation<M[K]>;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Writes a translation into the Turkish objects themselves, before the first render. Every module that reads a text
 * reads it through these objects (often through a shared nested object: `const m = t.leaves`), so one pass switches
 * them all without a lookup per text. A browser page has one language; changing it reloads the page.
 */
export function applyTranslation(target: object, translation: object): void {
  const into = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(translation)) {
    const current = into[key];
    if (isPlainObject(value) && isPlainObject(current)) applyTranslation(current, value);
    else if (Array.isArray(value) && Array.isArray(current)) current.splice(0, current.length, ...(value as unknown[]));
    else into[key] = value;
  }
}
