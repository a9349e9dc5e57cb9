import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from '@/components/layout/load-states';

interface QuerySectionProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the figures load. */
  loading: ReactNode;
  /** Shown with a Retry button when they could not load. */
  errorMessage: string;
  children: (data: T) => ReactNode;
}

/** A dashboard part that loads its figures: skeleton while pending, an error with Retry, then the figures. */
export function QuerySection<T>({ query, loading, errorMessage, children }: QuerySectionProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <LoadFailure message={errorMessage} onRetry={() => query.refetch()} isRetrying={query.isFetching} />
    );
  }
  return children(query.data);
}
