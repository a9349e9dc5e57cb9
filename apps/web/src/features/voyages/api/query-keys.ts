import { sharedVoyageKeys } from '@/lib/voyage-keys';

/**
 * The voyage feature's cache keys, in one tree so that invalidation can be precise:
 * ['voyages', 'list', query] — the lists; ['voyages', 'detail', id] — one voyage, and below it
 * ['voyages', 'detail', id, 'journeys'] and ['voyages', 'detail', id, 'shipment-count', filter]. Invalidating
 * ['voyages', 'detail', id] without `exact` therefore refreshes everything the voyage screens show of it.
 * The voyage, its journeys and the voyages valid for a shipment are shared with the shipments feature.
 */
export const voyageKeys = {
  all: ['voyages'] as const,
  lists: () => ['voyages', 'list'] as const,
  list: (query: object) => ['voyages', 'list', query] as const,
  detail: sharedVoyageKeys.detail,
  journeys: sharedVoyageKeys.journeys,
  validForShipmentAll: sharedVoyageKeys.validForShipmentAll,
  shipmentCount: (voyageId: number, filter: object) =>
    ['voyages', 'detail', voyageId, 'shipment-count', filter] as const,
  vessels: (query: object) => ['voyages', 'vessels', query] as const,
};
