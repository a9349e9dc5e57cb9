import { CACHE_MS } from '@rigline/contract/constants';
import { listActionableShipmentsCall, type Shipment } from '@rigline/contract/shipments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { shipmentKeys } from '../lib/query-keys';

/**
 * GET /api/shipment/get-actionable-shipment-of-request/:requestId/order-phase/:phase → data.shipment: the
 * request's shipments with orders in that phase. §8: on failure it answers an empty list (and logs).
 */
export async function fetchActionableShipments(
  requestId: number,
  phase: number,
  signal?: AbortSignal,
): Promise<Shipment[]> {
  try {
    const response = await callApi(listActionableShipmentsCall, { params: { requestId, phase }, signal });
    return response.data.shipment;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.warn('Failed to fetch actionable shipments', error);
    }
    return [];
  }
}

export function actionableShipmentsQueryOptions(requestId: number, phase: number) {
  return queryOptions({
    queryKey: [...shipmentKeys.actionableOfRequest(requestId), phase] as const,
    queryFn: ({ signal }) => fetchActionableShipments(requestId, phase, signal),
    staleTime: CACHE_MS.actionableShipments,
  });
}

export function useActionableShipments(
  requestId: number,
  phase: number,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...actionableShipmentsQueryOptions(requestId, phase), enabled: options.enabled ?? true });
}
