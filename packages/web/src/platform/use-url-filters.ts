import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 300;

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

  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);

  const setFilters = (changes: Partial<Record<Key, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return { values, q, typed, setTyped, setFilter: (key: Key, value: string) => setFilters({ [key]: value } as Partial<Record<Key, string>>), setFilters };
}
