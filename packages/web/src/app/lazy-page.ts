import { lazy, type ComponentType } from 'react';

/**
 * A route's page in its own chunk, fetched on the first visit: the first load of a site carries only
 * the page it opens on (the bundle budgets in scripts/bundle-budgets.test.mjs hold it to that).
 * `name` is the page's named export; the nearest <Suspense> shows while the chunk arrives.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
