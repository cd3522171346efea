import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A list's search and filters live in the URL (shareable, the back button works): `values` reads
 * each named parameter ('' when absent), `setFilter` writes one (empty removes it). The search
 * box (`q`) is typed into `typed` and reaches the URL 300 ms after the typing stops.
 */
export function useUrlFilters<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>;
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const settled = useDebouncedValue(typed.trim());

  // Only a settled change of the typed text writes the URL (q is read, not watched, so a URL the
  // back button brings is not overwritten by the old text a moment later).
  useEffect(() => {
    if (settled === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set('q', settled);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search applies; a filter change must not re-run it
  }, [settled]);

  const setFilters = (changes: Partial<Record<Key, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries<string | undefined>(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return {
    values,
    q,
    typed,
    setTyped,
    setFilter: (key: Key, value: string) => setFilters({ [key]: value } as Partial<Record<Key, string>>),
    setFilters,
  };
}
