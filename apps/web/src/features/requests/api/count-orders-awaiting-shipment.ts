import { CACHE_MS } from '@rigline/contract/constants';
import { EXCEPT_REJECTED, listOrdersCall } from '@rigline/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { orderKeys } from '@/lib/query-keys';
import { SHIPMENT_ACTION_PHASE } from '../lib/shipment-buttons';

/**
 * GET /api/order/get?request_id=X&current_phase=PHASE.PLANNING&shipment_id=null&status=ex-REJECTED&page=1&limit=1 →
 * data.orders.meta.total: the phase-2 orders still on no shipment, which Assign Voyage counts (§2, §7).
 */
export async function countOrdersAwaitingShipment(requestId: number, signal?: AbortSignal): Promise<number> {
  try {
    const response = await callApi(listOrdersCall, {
      query: {
        request_id: requestId,
        current_phase: SHIPMENT_ACTION_PHASE.planning,
        shipment_id: 'null',
        status: EXCEPT_REJECTED,
        page: 1,
        limit: 1,
      },
      signal,
    });
    return response.data.orders.meta.total;
  } catch (error) {
    return failFetch('Failed to fetch action required orders', error);
  }
}

export function ordersAwaitingShipmentCountQueryOptions(requestId: number) {
  return queryOptions({
    // Under the request's order key: every order change refreshes it with the rest.
    queryKey: orderKeys.awaitingShipmentCount(requestId),
    queryFn: ({ signal }) => countOrdersAwaitingShipment(requestId, signal),
    staleTime: CACHE_MS.orders,
    retry: retryUnlessRefused,
  });
}

export function useOrdersAwaitingShipmentCount(requestId: number) {
  return useQuery(ordersAwaitingShipmentCountQueryOptions(requestId));
}
