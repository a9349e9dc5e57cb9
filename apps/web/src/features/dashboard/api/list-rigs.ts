import { CACHE_MS } from '@rigline/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { allRigsQueryKey, fetchAllRigs } from '@/lib/fetch-rigs';

/** Every rig, for the rig dashboard's selector. */
export function allRigsQueryOptions() {
  return queryOptions({
    queryKey: allRigsQueryKey,
    queryFn: ({ signal }) => fetchAllRigs(signal),
    staleTime: CACHE_MS.rigList,
    retry: retryUnlessRefused,
  });
}

export function useAllRigs() {
  return useQuery(allRigsQueryOptions());
}
