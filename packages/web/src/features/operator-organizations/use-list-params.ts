import { useUrlFilters } from '../../platform/use-url-filters';
import type { ListParams, OrganizationSort, SortOrder } from './api';

const SORTS: OrganizationSort[] = ['name', 'subdomain', 'users', 'invitations', 'createdAt', 'planEndsAt'];
/** Names read A→Z; counts and dates newest/largest first. */
export const defaultOrder = (sort: OrganizationSort): SortOrder =>
  sort === 'name' || sort === 'subdomain' || sort === 'planEndsAt' ? 'asc' : 'desc';

/** The list's search and sort live in the URL (platform/use-url-filters: typing debounced into it). */
export function useListParams() {
  const { values, q, typed, setTyped, setFilters } = useUrlFilters(['sort', 'order'] as const);
  const sortParam = values.sort as OrganizationSort;
  const sort = SORTS.includes(sortParam) ? sortParam : 'createdAt';
  const order: SortOrder = values.order === 'asc' ? 'asc' : values.order === 'desc' ? 'desc' : defaultOrder(sort);

  const setSort = (next: OrganizationSort, nextOrder?: SortOrder) =>
    setFilters({
      sort: next,
      order: nextOrder ?? (next === sort ? (order === 'asc' ? 'desc' : 'asc') : defaultOrder(next)),
    });

  const list: ListParams = { q, sort, order };
  return { list, typed, setTyped, setSort, sorts: SORTS };
}
