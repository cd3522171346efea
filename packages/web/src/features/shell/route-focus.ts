import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusWhenReady, pageHeading } from '../../ui/focus-result';

// Redirects while a page first loads (/ → /login, a guard's) are not the user's navigations: until
// the user has pressed a key or a pointer, focus is left where the browser put it.
let userHasActed = false;
if (typeof window !== 'undefined') {
  const acted = () => (userHasActed = true);
  window.addEventListener('keydown', acted, { capture: true, once: true });
  window.addEventListener('pointerdown', acted, { capture: true, once: true });
}

/**
 * Issue 21 (WCAG 2.4.3): after every client-side navigation of any site, focus moves to the new page's
 * heading, once it is on screen (the page's chunk and data may still be on their way), so a keyboard or
 * screen reader user starts on the page, not on the link left behind or on <body>. Not on the first
 * load, and never away from something the user or the page focused meanwhile inside the page or a
 * dialog (a form opened by ?create=true). Query-string changes (filters) are not navigations.
 */
export function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!userHasActed) return;
    const before = document.activeElement;
    const movedOn = () => {
      const active = document.activeElement;
      return (
        !!active &&
        active !== before &&
        active !== document.body &&
        !!active.closest('main, [role="dialog"], [role="alertdialog"]')
      );
    };
    return focusWhenReady(pageHeading, { giveUp: movedOn });
  }, [pathname]);
}
