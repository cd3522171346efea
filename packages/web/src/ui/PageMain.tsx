import type { ComponentPropsWithoutRef } from 'react';
import { t } from '../platform/messages/first-load';
import { cn } from './cn';

/** The id of every page's <main>: the skip link's target (issue 21, WCAG 2.4.1). */
export const MAIN_ID = 'main-content';

/**
 * The <main> of every page, of every site: the skip link's target, focusable by script only
 * (tabIndex -1) so that focus lands there without adding a Tab stop.
 */
export function PageMain({ className, ...props }: ComponentPropsWithoutRef<'main'>) {
  return <main {...props} id={MAIN_ID} tabIndex={-1} className={cn('focus:outline-none', className)} />;
}

/**
 * "İçeriğe geç": the first focusable element of every page (rendered once, by app/App.tsx, above
 * every site), hidden until it has focus. It moves focus itself rather than following the fragment:
 * a `#main-content` in the URL would be a navigation for the router.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:shadow-lg"
    >
      {t.common.skipToContent}
    </a>
  );
}
