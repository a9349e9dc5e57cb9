import { CACHE_MS } from '@rigline/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchActionableShipments } from '@/lib/fetch-actionable-shipments';
import { shipmentKeys } from '@/lib/query-keys';

export function actionableShipmentsQueryOptions(requestId: number, phase: number) {
  return queryOptions({
    queryKey: shipmentKeys.actionableOfRequestInPhase(requestId, phase),
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
