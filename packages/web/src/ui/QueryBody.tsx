import type { UseQueryResult } from '@tanstack/react-query';
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
  query: UseQueryResult<T, Error>;
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
        <Alert tone="error">{query.error.message || failed}</Alert>
      </div>
    );
  }
  if (isEmpty(query.data)) return <p className="p-5 text-sm text-muted">{empty}</p>;
  return <>{children(query.data)}</>;
}
