import { PHASE } from '@rigline/contract/phases';
import { type ListShipmentsQuery, listShipmentsCall } from '@rigline/contract/shipments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';
import { VOYAGE_CACHE_MS } from '../lib/cache';

export type ShipmentCountFilter = Pick<ListShipmentsQuery, 'is_loaded' | 'action_phase' | 'journey_id'>;

/**
 * GET /api/shipment/list for one voyage, read only for data.vendors.meta.total (§7: "the loaded-shipment
 * count is the meta.total of a shipment list with is_loaded=true"). One row is enough to get the total.
 */
export async function fetchShipmentCount(
  voyageId: number,
  filter: ShipmentCountFilter,
  failureMessage: string,
  signal?: AbortSignal,
): Promise<number> {
  try {
    const response = await callApi(listShipmentsCall, {
      query: { voyage_id: voyageId, page: 1, limit: 1, ...filter },
      signal,
    });
    return response.data.vendors.meta.total;
  } catch (error) {
    return failFetch(failureMessage, error);
  }
}

function shipmentCountQueryOptions(voyageId: number, filter: ShipmentCountFilter, failureMessage: string) {
  return queryOptions({
    queryKey: voyageKeys.shipmentCount(voyageId, filter),
    queryFn: ({ signal }) => fetchShipmentCount(voyageId, filter, failureMessage, signal),
    staleTime: VOYAGE_CACHE_MS.shipmentCount,
    retry: retryUnlessRefused,
  });
}

/** §2.2: how many of the voyage's shipments are loaded (Start Voyage needs all of them). */
export function useLoadedShipmentCount(voyageId: number | null) {
  return useQuery({
    ...shipmentCountQueryOptions(voyageId ?? 0, { is_loaded: 'true' }, 'Failed to fetch loaded shipments'),
    enabled: voyageId !== null,
  });
}

/** §2.4: how many of the voyage's shipments have orders waiting to be offloaded (View Shipments). */
export function useOffloadRequiredCount(voyageId: number | null) {
  return useQuery({
    ...shipmentCountQueryOptions(
      voyageId ?? 0,
      { action_phase: PHASE.OFFLOAD_REQUIRED },
      'Failed to fetch shipments',
    ),
    enabled: voyageId !== null,
  });
}

/**
 * §2.4 and §4: how many shipments of one journey (the last completed) still wait to be offloaded; the next
 * journey may not start while there are any. Not fetched without a journey.
 */
export function useJourneyOffloadRequiredCount(voyageId: number, journeyId: number | null) {
  return useQuery({
    ...shipmentCountQueryOptions(
      voyageId,
      { action_phase: PHASE.OFFLOAD_REQUIRED, journey_id: journeyId ?? 0 },
      'Failed to fetch loaded shipments for journey',
    ),
    enabled: journeyId !== null,
  });
}
