import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Spinner } from './Spinner';

/**
 * The body of a card that shows one query: a spinner while loading, the server's message (or
 * `failed`) on error, `empty` when there is nothing, otherwise `children(data)`.
 */
export function QueryBody<T>({
  query,
  failed,
  empty,
  isEmpty,
  children,
}: {
  /** A query's state (a TanStack query, or a paged list's query with its rows as `data`). */
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };
  failed: string;
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="p-5">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="p-5">
        <Alert tone="error">{query.error?.message || failed}</Alert>
      </div>
    );
  }
  const data = query.data as T;
  if (isEmpty(data)) return <p className="p-5 text-sm text-muted">{empty}</p>;
  return <>{children(data)}</>;
}
