import { shipmentUnitsCall } from '@rigline/contract/ccu-packing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ccuKeys } from '@/lib/query-keys';

/** GET /api/ccu/on-shipment/{shipmentId}: the units packed on the shipment now, with what each holds. */
export async function listShipmentUnits(shipmentId: number, signal?: AbortSignal) {
  const response = await callApi(shipmentUnitsCall, { params: { shipmentId }, signal });
  return response.data.trips;
}

export function shipmentUnitsQueryOptions(shipmentId: number) {
  return queryOptions({
    queryKey: ccuKeys.onShipment(shipmentId),
    queryFn: ({ signal }) => listShipmentUnits(shipmentId, signal),
  });
}

export function useShipmentUnits(shipmentId: number) {
  return useQuery(shipmentUnitsQueryOptions(shipmentId));
}
