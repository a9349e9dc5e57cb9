import { CACHE_MS } from '@rigline/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchAllRigs } from '@/lib/fetch-rigs';
import { rigKeys } from '@/lib/query-keys';

/** Every request screen picks from all rigs (§9). */
export function rigListQueryOptions() {
  return queryOptions({
    queryKey: rigKeys.all,
    queryFn: ({ signal }) => fetchAllRigs(signal),
    staleTime: CACHE_MS.rigList,
    retry: retryUnlessRefused,
  });
}

export function useRigList() {
  return useQuery(rigListQueryOptions());
}
