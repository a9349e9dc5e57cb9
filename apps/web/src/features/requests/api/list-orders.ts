import { CACHE_MS, PAGE } from '@rigline/contract/constants';
import { listOrdersCall, type Order } from '@rigline/contract/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { orderKeys } from '@/lib/query-keys';

/** GET /api/order/get for one page of a request's orders → data.orders (rows and meta). */
export async function fetchOrdersPage(
  query: { requestId: number; page: number; limit: number },
  signal?: AbortSignal,
) {
  const response = await callApi(listOrdersCall, {
    query: { request_id: query.requestId, page: query.page, limit: query.limit },
    signal,
  });
  return response.data.orders;
}

/**
 * Every order of a request, page after page of the largest size the server allows. The review screens
 * need them all: tab counts, "no actions required" and the search must see the whole request, not a page.
 */
export async function fetchAllOrdersOfRequest(requestId: number, signal?: AbortSignal): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await fetchOrdersPage({ requestId, page, limit: PAGE.maxLimit }, signal);
    orders.push(...data);
    if (page >= meta.last_page || data.length === 0) return orders;
  }
}

/** One page of the orders, as the supplier's table shows them (§2: search on the current page). */
export function ordersPageQueryOptions(query: { requestId: number; page: number; limit: number }) {
  return queryOptions({
    queryKey: orderKeys.ofRequestPage(query.requestId, query.page, query.limit),
    queryFn: ({ signal }) => fetchOrdersPage(query, signal),
    staleTime: CACHE_MS.orders,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

export function useOrdersPage(query: { requestId: number; page: number; limit: number }) {
  return useQuery(ordersPageQueryOptions(query));
}

export function allOrdersQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: orderKeys.allOfRequest(requestId),
    queryFn: ({ signal }) => fetchAllOrdersOfRequest(requestId, signal),
    staleTime: CACHE_MS.orders,
    retry: retryUnlessRefused,
  });
}

export function useAllOrdersOfRequest(requestId: number) {
  return useQuery(allOrdersQueryOptions(requestId));
}
