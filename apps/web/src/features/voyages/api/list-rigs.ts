import { PAGE } from '@rigline/contract/constants';
import { type ListRigsQuery, listRigsCall } from '@rigline/contract/rigs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { VOYAGE_CACHE_MS } from '../lib/cache';
import { voyageKeys } from './query-keys';

/** Every rig a journey could go to: page 1, the largest page the server gives (100). */
export const RIG_OPTIONS_QUERY: ListRigsQuery = { page: 1, limit: PAGE.maxLimit };

/** GET /api/rig/list → data.rigs.data, for the Select Rig and Change Rig pickers. */
export async function fetchRigOptions(query: ListRigsQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listRigsCall, { query, signal });
    return response.data.rigs.data;
  } catch (error) {
    return failFetch('Failed to fetch rigs', error);
  }
}

export function rigOptionsQueryOptions(query: ListRigsQuery = RIG_OPTIONS_QUERY) {
  return queryOptions({
    queryKey: voyageKeys.rigs(query),
    queryFn: ({ signal }) => fetchRigOptions(query, signal),
    staleTime: VOYAGE_CACHE_MS.rigs,
    retry: retryUnlessRefused,
  });
}

export function useRigOptions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rigOptionsQueryOptions(), enabled: options.enabled ?? true });
}
