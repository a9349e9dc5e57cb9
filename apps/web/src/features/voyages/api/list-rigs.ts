import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchAllRigs } from '@/lib/fetch-rigs';
import { rigKeys } from '@/lib/query-keys';
import { VOYAGE_CACHE_MS } from '../lib/cache';

/** Every rig a journey could go to, for the Select Rig and Change Rig pickers. */
export function rigOptionsQueryOptions() {
  return queryOptions({
    queryKey: rigKeys.all,
    queryFn: ({ signal }) => fetchAllRigs(signal),
    staleTime: VOYAGE_CACHE_MS.rigs,
    retry: retryUnlessRefused,
  });
}

export function useRigOptions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rigOptionsQueryOptions(), enabled: options.enabled ?? true });
}
