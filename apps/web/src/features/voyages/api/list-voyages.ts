import { PAGE } from '@rigline/contract/constants';
import { type ListVoyagesQuery, listVoyagesCall } from '@rigline/contract/voyages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';
import { VOYAGE_CACHE_MS } from '../lib/cache';

/** §9: voyage lists start at page 1, limit 10. */
export function voyageListQuery(page = 1, rigIds?: readonly number[]): ListVoyagesQuery {
  return { page, limit: PAGE.voyageListLimit, ...(rigIds ? { rig_ids: rigIds.join(',') } : {}) };
}

/** GET /api/voyage/get → data.Voyages (a page and its meta). */
export async function fetchVoyages(query: ListVoyagesQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listVoyagesCall, { query, signal });
    return response.data.Voyages;
  } catch (error) {
    return failFetch('Failed to fetch voyages', error);
  }
}

export function voyagesQueryOptions(query: ListVoyagesQuery) {
  return queryOptions({
    queryKey: voyageKeys.list(query),
    queryFn: ({ signal }) => fetchVoyages(query, signal),
    staleTime: VOYAGE_CACHE_MS.voyageList,
    retry: retryUnlessRefused,
    // The list keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** `rigIds`: voyages with a journey to one of these rigs (rig logistics' home rigs); `enabled` waits for them. */
export function useVoyages(page = 1, options: { rigIds?: readonly number[]; enabled?: boolean } = {}) {
  return useQuery({
    ...voyagesQueryOptions(voyageListQuery(page, options.rigIds)),
    enabled: options.enabled ?? true,
  });
}
