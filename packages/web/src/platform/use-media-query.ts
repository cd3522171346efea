import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following rotation and resizing. */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Below Tailwind's `sm` (640 px): lists become cards. */
export const useBelowSm = () => useMediaQuery('(max-width: 639px)');
