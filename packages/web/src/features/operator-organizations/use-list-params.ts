import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams, OrganizationSort, SortOrder } from './api';

const SORTS: OrganizationSort[] = ['name', 'subdomain', 'users', 'invitations', 'createdAt', 'planEndsAt'];
/** Names read A→Z; counts and dates newest/largest first. */
export const defaultOrder = (sort: OrganizationSort): SortOrder => (sort === 'name' || sort === 'subdomain' || sort === 'planEndsAt' ? 'asc' : 'desc');
const SEARCH_DELAY_MS = 300;

/** The list's search and sort live in the URL (shareable, back button works); typing is debounced into it. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as OrganizationSort | null;
  const sort = sortParam && SORTS.includes(sortParam) ? sortParam : 'createdAt';
  const order: SortOrder = params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : defaultOrder(sort);
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

  const setSort = (next: OrganizationSort, nextOrder?: SortOrder) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('sort', next);
        copy.set('order', nextOrder ?? (next === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultOrder(next)));
        return copy;
      },
      { replace: true },
    );

  const list: ListParams = { q, sort, order };
  return { list, typed, setTyped, setSort, sorts: SORTS };
}
