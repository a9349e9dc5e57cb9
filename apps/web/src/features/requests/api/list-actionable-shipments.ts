import { CACHE_MS } from '@rigline/contract/constants';
import { listActionableShipmentsCall, type Shipment } from '@rigline/contract/shipments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * Every actionable-shipment query of one request starts with this key. The shipments feature keeps the
 * same data under the same key, so a change made on its screens refreshes these badges too.
 */
export function requestActionableShipmentsQueryKey(requestId: number) {
  return ['shipments', 'actionable', requestId] as const;
}

/**
 * GET /api/shipment/get-actionable-shipment-of-request/:requestId/order-phase/:phase → data.shipment: the
 * request's shipments with orders in that phase. On failure it answers an empty list and only logs (§8):
 * a badge that cannot be read is no reason to break the page.
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
    queryKey: [...requestActionableShipmentsQueryKey(requestId), phase] as const,
    queryFn: ({ signal }) => fetchActionableShipments(requestId, phase, signal),
    staleTime: CACHE_MS.actionableShipments,
  });
}

export function useActionableShipments(requestId: number, phase: number) {
  return useQuery(actionableShipmentsQueryOptions(requestId, phase));
}
