import { CACHE_MS, PAGE } from '@rigline/contract/constants';
import { EXCEPT_REJECTED, listOrdersCall } from '@rigline/contract/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { orderKeys } from '@/lib/query-keys';

export interface ShipmentOrdersQuery {
  shipmentId: number;
  /** Only the orders in this phase: the 'Action Required' / 'Offload Required' tab. */
  phase?: number;
  page: number;
  limit: number;
}

/**
 * GET /api/order/get for one page of a shipment's orders, rejected ones left out → data.orders. The
 * action tab fails with 'Failed to fetch action required orders', the All Orders tab with 'Failed to fetch
 * all orders' (§8).
 */
export async function fetchShipmentOrders(query: ShipmentOrdersQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listOrdersCall, {
      query: {
        shipment_id: query.shipmentId,
        status: EXCEPT_REJECTED,
        page: query.page,
        limit: query.limit,
        ...(query.phase === undefined ? {} : { current_phase: query.phase }),
      },
      signal,
    });
    return response.data.orders;
  } catch (error) {
    return failFetch(
      query.phase === undefined ? 'Failed to fetch all orders' : 'Failed to fetch action required orders',
      error,
    );
  }
}

export function shipmentOrdersQueryOptions(query: ShipmentOrdersQuery) {
  return queryOptions({
    queryKey: orderKeys.ofShipmentPage(query.shipmentId, query.phase ?? 'all', query.page, query.limit),
    queryFn: ({ signal }) => fetchShipmentOrders(query, signal),
    staleTime: CACHE_MS.orders,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

export function useShipmentOrders(query: ShipmentOrdersQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...shipmentOrdersQueryOptions(query), enabled: options.enabled ?? true });
}

/** Page size of the shipment order tables until the user picks another (§9). */
export const DEFAULT_ORDER_PAGE_SIZE = PAGE.orderPageSize;
