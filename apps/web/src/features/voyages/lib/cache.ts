import { CACHE_MS } from '@rigline/contract/constants';

/**
 * How long the voyage screens keep data before refetching (§9 names vessels only; the rest is ours).
 * Voyage lists: 1 minute; a voyage and its journeys: 30 seconds, since rig logistics and the coordinator
 * act on the same voyage; shipment counts: 30 seconds, as actionable shipments are (§9).
 */
export const VOYAGE_CACHE_MS = {
  vessels: CACHE_MS.vessels,
  rigs: CACHE_MS.rigList,
  voyageList: 60_000,
  voyage: 30_000,
  journeys: 30_000,
  shipmentCount: CACHE_MS.actionableShipments,
} as const;
