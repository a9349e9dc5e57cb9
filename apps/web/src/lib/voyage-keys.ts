/**
 * The voyage cache keys that the voyages and shipments features share, so that a change made in one
 * refreshes what the other shows. One voyage is ['voyages', 'detail', id]; its journeys sit below it, so
 * invalidating the voyage without `exact` refreshes them too. The voyages a request may be shipped on sit
 * under ['voyages', 'valid-for-shipment'].
 */
export const sharedVoyageKeys = {
  details: () => ['voyages', 'detail'] as const,
  detail: (voyageId: number) => ['voyages', 'detail', voyageId] as const,
  journeys: (voyageId: number) => ['voyages', 'detail', voyageId, 'journeys'] as const,
  validForShipmentAll: () => ['voyages', 'valid-for-shipment'] as const,
  validForShipment: (requestId: number) => ['voyages', 'valid-for-shipment', requestId] as const,
};
