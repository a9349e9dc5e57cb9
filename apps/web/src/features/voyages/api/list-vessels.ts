import { PAGE } from '@rigline/contract/constants';
import { type ListVesselsQuery, listVesselsCall } from '@rigline/contract/vessels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';
import { VOYAGE_CACHE_MS } from '../lib/cache';

/** §9: the vessel list is page 1, limit 10. */
export const VESSEL_LIST_QUERY: ListVesselsQuery = { page: 1, limit: PAGE.vesselListLimit };

/** GET /api/vessel/get → data.vessels.data. A refusal (or status false) fails with §8's message. */
export async function fetchVessels(query: ListVesselsQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listVesselsCall, { query, signal });
    return response.data.vessels.data;
  } catch (error) {
    return failFetch('Failed to fetch vessels', error);
  }
}

export function vesselsQueryOptions(query: ListVesselsQuery = VESSEL_LIST_QUERY) {
  return queryOptions({
    queryKey: voyageKeys.vessels(query),
    queryFn: ({ signal }) => fetchVessels(query, signal),
    staleTime: VOYAGE_CACHE_MS.vessels,
    retry: retryUnlessRefused,
  });
}

export function useVessels(query: ListVesselsQuery = VESSEL_LIST_QUERY) {
  return useQuery(vesselsQueryOptions(query));
}
