import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import type { ListParams, OrganizationSort, SortOrder } from './api';

const SORTS: OrganizationSort[] = ['name', 'subdomain', 'users', 'invitations', 'createdAt', 'planEndsAt'];
/** Names read A→Z; counts and dates newest/largest first. */
export const defaultOrder = (sort: OrganizationSort): SortOrder => (sort === 'name' || sort === 'subdomain' || sort === 'planEndsAt' ? 'asc' : 'desc');

/** The list's search and sort live in the URL (shareable, back button works); typing is debounced into it. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as OrganizationSort | null;
  const sort = sortParam && SORTS.includes(sortParam) ? sortParam : 'createdAt';
  const order: SortOrder = params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : defaultOrder(sort);
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);

  const settled = useDebouncedValue(typed.trim());

  // Only a settled change of the typed text writes the URL (q is read, not watched: the back button's URL stays).
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
  }, [settled]);

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
