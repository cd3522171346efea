import { useEffect, useRef, useState } from 'react';
import { checkAvailability } from './api';

/** Product §4 availability states; `reserved` only for subdomains. */
export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'reserved';

export const AVAILABILITY_DEBOUNCE_MS = 500;

/**
 * Checks a value 500 ms after the last change (product §9). A failed check resets to idle and reports
 * the failure; an answer for a value that has changed meanwhile is dropped. `recheck` forces a new check.
 */
export function useAvailability(
  kind: 'email' | 'subdomain',
  value: string,
  shouldCheck: boolean,
  onFailure: () => void,
  recheck = 0,
): Availability {
  const [state, setState] = useState<Availability>('idle');
  const failure = useRef(onFailure);
  failure.current = onFailure;
  useEffect(() => {
    if (!shouldCheck) {
      setState('idle');
      return;
    }
    setState('checking');
    let current = true;
    const timer = setTimeout(() => {
      checkAvailability(kind, value).then(
        (result) => {
          if (!current) return;
          if (result.available) setState('available');
          else setState(result.reason === 'reserved' ? 'reserved' : result.reason === 'taken' ? 'taken' : 'idle');
        },
        (error: unknown) => {
          if (!current) return;
          console.error(error);
          setState('idle');
          failure.current();
        },
      );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, value, shouldCheck, recheck]);
  return state;
}
