import { useMediaQuery } from '../../platform/use-media-query';

/** Below Tailwind's `md` (768 px): the team calendar becomes a list by day. */
export const usePhoneWidth = () => useMediaQuery('(max-width: 767px)');
