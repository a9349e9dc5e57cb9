import { CACHE_MS } from '@rigline/contract/constants';
import { listShipmentsCall, type Shipment } from '@rigline/contract/shipments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { shipmentKeys } from '@/lib/query-keys';

/**
 * One shipment: the list call filtered by id (§7 lists `id` among its query fields). A shipment that is
 * not in the answer (missing, or another vendor's) fails with §8's 'No request found for shipment'.
 */
export async function fetchShipment(shipmentId: number, signal?: AbortSignal): Promise<Shipment> {
  let shipment: Shipment | undefined;
  try {
    const response = await callApi(listShipmentsCall, {
      query: { id: shipmentId, page: 1, limit: 1 },
      signal,
    });
    shipment = response.data.vendors.data.find((candidate) => candidate.id === shipmentId);
  } catch (error) {
    return failFetch('Failed to fetch shipments', error);
  }
  if (!shipment) return failFetch('No request found for shipment', new Error(`No shipment ${shipmentId}`));
  return shipment;
}

export function shipmentQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: shipmentKeys.detail(shipmentId),
    queryFn: ({ signal }) => fetchShipment(shipmentId, signal),
    staleTime: CACHE_MS.shipment,
    retry: retryUnlessRefused,
  });
}

export function useShipment(shipmentId: number | null) {
  return useQuery({ ...shipmentQueryOptions(shipmentId ?? 0), enabled: shipmentId !== null });
}
