import { CACHE_MS, PAGE } from '@rigline/contract/constants';
import { type ListRigsQuery, listRigsCall } from '@rigline/contract/rigs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';

/** Every request screen picks from all rigs: page 1, limit 100 (§9). */
export const RIG_SELECTOR_QUERY: ListRigsQuery = { page: 1, limit: PAGE.supplierRequestListLimit };

export function rigListQueryKey(query: ListRigsQuery) {
  return ['rigs', 'list', query] as const;
}

/** GET /api/rig/list → data.rigs. */
export async function fetchRigList(query: ListRigsQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listRigsCall, { query, signal });
    return response.data.rigs;
  } catch (error) {
    return failFetch('Failed to fetch rig list', error);
  }
}

export function rigListQueryOptions(query: ListRigsQuery = RIG_SELECTOR_QUERY) {
  return queryOptions({
    queryKey: rigListQueryKey(query),
    queryFn: ({ signal }) => fetchRigList(query, signal),
    staleTime: CACHE_MS.rigList,
    retry: retryUnlessRefused,
  });
}

export function useRigList(query: ListRigsQuery = RIG_SELECTOR_QUERY) {
  return useQuery(rigListQueryOptions(query));
}
