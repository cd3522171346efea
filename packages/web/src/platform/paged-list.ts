import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api';

/** One keyset page as the server answers it (product §D7): the spec's key, `nextCursor`, and `total` on the first page. */
type Page<Key extends string, Row> = Record<Key, Row[]> & { nextCursor: string | null; total?: number };

const PAGE_SIZE = 50;

/**
 * A list read page by page (TanStack `useInfiniteQuery`): the first page, then the next one
 * after the previous page's cursor when `fetchNextPage` is called (ui/LoadMore, on scroll).
 * Filters are part of the query key, so a new search starts again from the first page; the
 * previous rows stay on screen until it arrives.
 */
export function usePagedList<Row, Key extends string = string>(
  queryKey: readonly unknown[],
  path: string,
  key: Key,
  filters: Record<string, string | undefined> = {},
  options: { enabled?: boolean; limit?: number; credentials?: 'operator'; refetchInterval?: number } = {},
) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, filters],
    enabled: options.enabled ?? true,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams({ limit: String(options.limit ?? PAGE_SIZE) });
      for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
      if (pageParam) search.set('cursor', pageParam);
      return api<Page<Key, Row>>(`${path}?${search}`, options.credentials ? { credentials: options.credentials } : {});
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
    refetchInterval: options.refetchInterval,
  });
  const rows: Row[] = query.data?.pages.flatMap((page) => page[key]) ?? [];
  return {
    query,
    rows,
    total: query.data?.pages[0]?.total,
    more: { hasMore: !!query.hasNextPage, loading: query.isFetchingNextPage, onLoad: () => void query.fetchNextPage() },
  };
}
