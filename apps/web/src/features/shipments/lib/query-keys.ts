import type { QueryClient } from '@tanstack/react-query';
import { sharedVoyageKeys } from '@/lib/voyage-keys';

/**
 * The cache keys this feature reads and refreshes. Two of them are shared by convention with the requests
 * feature, so that a change made here also refreshes the request pages: ['requests', 'detail', id] and
 * ['orders', 'request', id] (every order query of one request starts with it). The voyage keys come from
 * lib/voyage-keys.ts, shared with the voyages feature; a voyage's journeys sit under its detail key.
 */
export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: () => ['shipments', 'list'] as const,
  detail: (shipmentId: number) => ['shipments', 'detail', shipmentId] as const,
  actionableOfRequest: (requestId: number) => ['shipments', 'actionable', requestId] as const,
};

export const orderKeys = {
  ofShipment: (shipmentId: number) => ['orders', 'shipment', shipmentId] as const,
  ofRequest: (requestId: number) => ['orders', 'request', requestId] as const,
};

export const requestKeys = {
  detail: (requestId: number) => ['requests', 'detail', requestId] as const,
  lists: () => ['requests', 'list'] as const,
};

export const voyageKeys = {
  all: ['voyages'] as const,
  lists: () => ['voyages', 'list'] as const,
  details: sharedVoyageKeys.details,
  detail: sharedVoyageKeys.detail,
  validForShipment: sharedVoyageKeys.validForShipment,
  journeys: sharedVoyageKeys.journeys,
};

/**
 * After an order changed (put on or taken off a shipment, assigned, loaded, offloaded, rejected): its
 * request's orders, the orders of the shipments it left or joined, every shipment list (counts, loaded
 * and action-required state follow the orders), those shipments, the request's actionable shipments, the
 * request and the request lists (status), and the voyages (lists and details, with their journeys and
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
    queryClient.invalidateQueries({ queryKey: voyageKeys.details() }),
    queryClient.invalidateQueries({ queryKey: voyageKeys.lists() }),
  ]).then(() => undefined);
}
