import { CACHE_MS } from '@rigline/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchActionableShipments } from '@/lib/fetch-actionable-shipments';

/**
 * Every actionable-shipment query of one request starts with this key. The shipments feature keeps the
 * same data under the same key, so a change made on its screens refreshes these badges too.
 */
export function requestActionableShipmentsQueryKey(requestId: number) {
  return ['shipments', 'actionable', requestId] as const;
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
