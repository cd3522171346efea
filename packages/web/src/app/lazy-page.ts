import { createElement, lazy, type ComponentType } from 'react';

/**
 * A route's page in its own chunk, fetched on the first visit: the first load of a site carries only
 * the page it opens on (the bundle budgets in scripts/bundle-budgets.test.mjs hold it to that).
 * `name` is the page's named export; the nearest <Suspense> shows while the chunk arrives.
 * `preload()` takes the chunk before the page is first rendered (the page a visit opens on, whose chunk the
 * server's page already preloads): once it is there the page renders at once, without the <Suspense>
 * fallback and React's delay before it reveals what was suspended.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  let loaded: ComponentType | undefined;
  const take = async () => (loaded = (await load())[name]);
  const Lazy = lazy(async () => ({ default: await take() }));
  function Page() {
    return createElement(loaded ?? Lazy);
  }
  Page.preload = () => void take().catch(() => undefined);
  return Page;
}
