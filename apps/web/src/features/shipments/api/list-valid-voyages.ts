import { CACHE_MS, PAGE } from '@rigline/contract/constants';
import { listValidVoyagesForShipmentCall } from '@rigline/contract/voyages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';

/**
 * GET /api/voyage/valid-voyages-for-shipment/:requestId?page&limit → data.voyages: voyages not yet started
 * with a journey to the request's rig (decisions.md §4).
 */
export async function fetchValidVoyagesPage(
  query: { requestId: number; page: number; limit: number },
  signal?: AbortSignal,
) {
  try {
    const response = await callApi(listValidVoyagesForShipmentCall, {
      params: { requestId: query.requestId },
      query: { page: query.page, limit: query.limit },
      signal,
    });
    return response.data.voyages;
  } catch (error) {
    return failFetch('Failed to fetch voyages', error);
  }
}

/** The 'Select a Voyage for New Shipment' table: pages of 10, the next loaded as it scrolls (§2.8). */
export function validVoyagesQueryOptions(requestId: number) {
  return infiniteQueryOptions({
    queryKey: voyageKeys.validForShipment(requestId),
    queryFn: ({ pageParam, signal }) =>
      fetchValidVoyagesPage({ requestId, page: pageParam, limit: PAGE.voyageListLimit }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      lastPage.meta.current_page < lastPage.meta.last_page ? lastPage.meta.current_page + 1 : undefined,
    staleTime: CACHE_MS.shipmentList,
    retry: retryUnlessRefused,
  });
}

export function useValidVoyages(requestId: number, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...validVoyagesQueryOptions(requestId), enabled: options.enabled ?? true });
}
