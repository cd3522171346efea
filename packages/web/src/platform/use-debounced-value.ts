import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before it asks the server (one request per pause, not per key). */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has stopped changing for `delayMs`: a typed search becomes one request per pause. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
