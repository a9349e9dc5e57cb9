import { CACHE_MS, PAGE } from '@rigline/contract/constants';
import { EXCEPT_REJECTED, listOrdersCall, type Order } from '@rigline/contract/orders';
import { PHASE } from '@rigline/contract/phases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { orderKeys } from '@/lib/query-keys';

/**
 * Plan-voyage's 'Orders Requiring Action': the request's orders in phase 2 on no shipment yet, rejected
 * ones left out (GET /api/order/get with request_id, shipment_id=null, current_phase=PHASE.PLANNING, status=ex-REJECTED).
 * Every page is read, largest first: the count and the cards need the whole list.
 */
export async function fetchOrdersRequiringAction(requestId: number, signal?: AbortSignal): Promise<Order[]> {
  const orders: Order[] = [];
  try {
    for (let page = 1; ; page += 1) {
      const response = await callApi(listOrdersCall, {
        query: {
          request_id: requestId,
          shipment_id: 'null',
          current_phase: PHASE.PLANNING,
          status: EXCEPT_REJECTED,
          page,
          limit: PAGE.maxLimit,
        },
        signal,
      });
      const { data, meta } = response.data.orders;
      orders.push(...data);
      if (page >= meta.last_page || data.length === 0) return orders;
    }
  } catch (error) {
    return failFetch('Failed to fetch action required orders', error);
  }
}

export function ordersRequiringActionQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: orderKeys.requiringAction(requestId),
    queryFn: ({ signal }) => fetchOrdersRequiringAction(requestId, signal),
    staleTime: CACHE_MS.orders,
    retry: retryUnlessRefused,
  });
}

export function useOrdersRequiringAction(requestId: number) {
  return useQuery(ordersRequiringActionQueryOptions(requestId));
}
