import { CACHE_MS } from '@rigline/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchAllRigs } from '@/lib/fetch-rigs';
import { rigKeys } from '@/lib/query-keys';

/** Every rig, for the rig dashboard's selector. */
export function allRigsQueryOptions() {
  return queryOptions({
    queryKey: rigKeys.all,
    queryFn: ({ signal }) => fetchAllRigs(signal),
    staleTime: CACHE_MS.rigList,
    retry: retryUnlessRefused,
  });
}

export function useAllRigs() {
  return useQuery(allRigsQueryOptions());
}
