import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md` (768 px): the team calendar becomes a list by day. */
const QUERY = '(max-width: 767px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the screen is phone-sized, following rotation and resizing. */
export const usePhoneWidth = () => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
