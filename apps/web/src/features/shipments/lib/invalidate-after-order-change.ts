import type { QueryClient } from '@tanstack/react-query';
import { orderKeys, requestKeys, shipmentKeys, voyageKeys } from '@/lib/query-keys';

/**
 * After an order changed (put on or taken off a shipment, assigned, loaded, offloaded, rejected): its
 * request's orders, the orders of the shipments it left or joined, every shipment list (counts, loaded
 * and action-required state follow the orders), those shipments, the request's actionable shipments, the
 * request and the request lists (status), the supplier's lists of orders by phase (Orders to Load, Orders to
 * Offload, which the order leaves or joins), and the voyages (lists and details, with their journeys and
 * shipment counts: loaded and shipment counts). The voyages valid for a shipment do not follow orders.
 */
export function invalidateAfterOrderChange(
  queryClient: QueryClient,
  change: { requestId: number; shipmentIds: readonly (number | null | undefined)[] },
): Promise<void> {
  const shipmentIds = [...new Set(change.shipmentIds.filter((id): id is number => typeof id === 'number'))];
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.ofRequest(change.requestId) }),
    ...shipmentIds.map((id) => queryClient.invalidateQueries({ queryKey: orderKeys.ofShipment(id) })),
    queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
    ...shipmentIds.map((id) => queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(id) })),
    queryClient.invalidateQueries({ queryKey: shipmentKeys.actionableOfRequest(change.requestId) }),
    queryClient.invalidateQueries({ queryKey: requestKeys.detail(change.requestId) }),
    queryClient.invalidateQueries({ queryKey: requestKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: orderKeys.inPhases() }),
    queryClient.invalidateQueries({ queryKey: voyageKeys.details() }),
    queryClient.invalidateQueries({ queryKey: voyageKeys.lists() }),
  ]).then(() => undefined);
}
