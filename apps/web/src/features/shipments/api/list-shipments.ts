import { CACHE_MS, PAGE } from '@rigline/contract/constants';
import { type ListShipmentsQuery, listShipmentsCall } from '@rigline/contract/shipments';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { shipmentKeys } from '@/lib/query-keys';

/** The list filters without paging: scope (voyage or request), journey, loaded, action phase. */
export type ShipmentListFilter = Omit<ListShipmentsQuery, 'page' | 'limit'>;

/** GET /api/shipment/list → data.vendors (a page of shipments and its meta). */
export async function fetchShipmentsPage(query: ListShipmentsQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listShipmentsCall, { query, signal });
    return response.data.vendors;
  } catch (error) {
    return failFetch('Failed to fetch shipments', error);
  }
}

/** One page: counts (meta.total) and the short lists of plan-voyage. */
export function shipmentsPageQueryOptions(query: ListShipmentsQuery) {
  return queryOptions({
    queryKey: shipmentKeys.page(query),
    queryFn: ({ signal }) => fetchShipmentsPage(query, signal),
    staleTime: CACHE_MS.shipmentList,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

export function useShipmentsPage(query: ListShipmentsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...shipmentsPageQueryOptions(query), enabled: options.enabled ?? true });
}

/** The sidebar's cards: pages of 10, the next one loaded as the list nears its bottom (§2.5, §9). */
export function infiniteShipmentsQueryOptions(filter: ShipmentListFilter) {
  return infiniteQueryOptions({
    queryKey: shipmentKeys.infinite(filter),
    queryFn: ({ pageParam, signal }) =>
      fetchShipmentsPage({ ...filter, page: pageParam, limit: PAGE.shipmentPageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      lastPage.meta.current_page < lastPage.meta.last_page ? lastPage.meta.current_page + 1 : undefined,
    staleTime: CACHE_MS.shipmentList,
    retry: retryUnlessRefused,
  });
}

export function useInfiniteShipments(filter: ShipmentListFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...infiniteShipmentsQueryOptions(filter), enabled: options.enabled ?? true });
}
