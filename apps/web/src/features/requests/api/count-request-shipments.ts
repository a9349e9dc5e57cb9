import { CACHE_MS } from '@rigline/contract/constants';
import { listShipmentsCall } from '@rigline/contract/shipments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { shipmentKeys } from '@/lib/query-keys';

/** GET /api/shipment/list?request_id=X&page=1&limit=1 → data.vendors.meta.total: how many shipments it has. */
export async function countRequestShipments(requestId: number, signal?: AbortSignal): Promise<number> {
  try {
    const response = await callApi(listShipmentsCall, {
      query: { request_id: requestId, page: 1, limit: 1 },
      signal,
    });
    return response.data.vendors.meta.total;
  } catch (error) {
    return failFetch('Failed to fetch shipments', error);
  }
}

export function requestShipmentCountQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: shipmentKeys.countOfRequest(requestId),
    queryFn: ({ signal }) => countRequestShipments(requestId, signal),
    // A button's badge beside the actionable shipments: as fresh as they are (§9), not the list's 5 minutes.
    staleTime: CACHE_MS.actionableShipments,
    retry: retryUnlessRefused,
  });
}

export function useRequestShipmentCount(requestId: number) {
  return useQuery(requestShipmentCountQueryOptions(requestId));
}
