/**
 * Every TanStack Query cache key of the web app, in one place (issue 20). Features read their keys here, and so
 * does lib/live-invalidation.ts: a change made on one screen, or announced by the event stream, refreshes
 * exactly the trees below, because every query sits under one of these prefixes. No feature writes a key as a
 * string literal of its own.
 *
 * The trees:
 * - ['requests', 'list', query] and ['requests', 'detail', id];
 * - ['orders', 'request', id, …] (every order query of one request) and ['orders', 'shipment', id, …];
 * - ['shipments', 'list', …], ['shipments', 'detail', id], ['shipments', 'actionable', requestId, phase];
 * - ['voyages', 'list', query], ['voyages', 'detail', id, …] (its journeys, trip, load plan and shipment
 *   counts sit below it, so invalidating the voyage without `exact` refreshes them), ['voyages',
 *   'valid-for-shipment', requestId], ['voyages', 'vessels', query];
 * - ['history', kind, id]; ['dashboard', …]; ['notifications', …]; ['backloads', …]; ['discrepancies', …];
 * - master data: ['items', …], ['vendors', …], ['rigs', …], ['wells', …], ['home-rigs', 'own'], ['cargo', …];
 * - administration: ['admin', list, …]; search: ['search', query];
 * - cargo carrying units: ['ccus', 'list', query], ['ccus', 'detail', id], ['ccus', 'history', id] and
 *   ['ccus', 'trips', id].
 */

export const requestKeys = {
  all: ['requests'] as const,
  lists: () => ['requests', 'list'] as const,
  list: (query: object) => ['requests', 'list', query] as const,
  detail: (requestId: number) => ['requests', 'detail', requestId] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  ofShipments: () => ['orders', 'shipment'] as const,
  ofShipment: (shipmentId: number) => ['orders', 'shipment', shipmentId] as const,
  ofShipmentPage: (shipmentId: number, phase: number | 'all', page: number, limit: number) =>
    ['orders', 'shipment', shipmentId, phase, page, limit] as const,
  ofRequest: (requestId: number) => ['orders', 'request', requestId] as const,
  inPhases: () => ['orders', 'phase'] as const,
  inPhase: (phase: number, page: number, limit: number) => ['orders', 'phase', phase, page, limit] as const,
  ofRequestPage: (requestId: number, page: number, limit: number) =>
    ['orders', 'request', requestId, 'page', page, limit] as const,
  allOfRequest: (requestId: number) => ['orders', 'request', requestId, 'all'] as const,
  ofItemInRequest: (requestId: number, itemId: number) =>
    ['orders', 'request', requestId, 'of-item', itemId] as const,
  awaitingShipmentCount: (requestId: number) =>
    ['orders', 'request', requestId, 'awaiting-shipment-count'] as const,
  requiringAction: (requestId: number) => ['orders', 'request', requestId, 'requiring-action'] as const,
};

export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: () => ['shipments', 'list'] as const,
  page: (query: object) => ['shipments', 'list', 'page', query] as const,
  infinite: (filter: object) => ['shipments', 'list', 'infinite', filter] as const,
  /** Under the lists' prefix: refreshed with them after every order change. */
  countOfRequest: (requestId: number) => ['shipments', 'list', 'request-count', requestId] as const,
  detail: (shipmentId: number) => ['shipments', 'detail', shipmentId] as const,
  actionableOfRequest: (requestId: number) => ['shipments', 'actionable', requestId] as const,
  actionableOfRequestInPhase: (requestId: number, phase: number) =>
    ['shipments', 'actionable', requestId, phase] as const,
};

export const voyageKeys = {
  all: ['voyages'] as const,
  lists: () => ['voyages', 'list'] as const,
  list: (query: object) => ['voyages', 'list', query] as const,
  details: () => ['voyages', 'detail'] as const,
  detail: (voyageId: number) => ['voyages', 'detail', voyageId] as const,
  journeys: (voyageId: number) => ['voyages', 'detail', voyageId, 'journeys'] as const,
  trip: (voyageId: number) => ['voyages', 'detail', voyageId, 'trip'] as const,
  loadPlan: (voyageId: number) => ['voyages', 'detail', voyageId, 'load-plan'] as const,
  shipmentCount: (voyageId: number, filter: object) =>
    ['voyages', 'detail', voyageId, 'shipment-count', filter] as const,
  validForShipmentAll: () => ['voyages', 'valid-for-shipment'] as const,
  validForShipment: (requestId: number) => ['voyages', 'valid-for-shipment', requestId] as const,
  vessels: (query: object) => ['voyages', 'vessels', query] as const,
  /** The bases, for their booking cut-off hours (issue 23). */
  bases: () => ['voyages', 'bases'] as const,
};

export type HistoryKind = 'request' | 'order' | 'voyage' | 'journey';

export const historyKeys = {
  of: (kind: HistoryKind, id: number) => ['history', kind, id] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  supplier: () => ['dashboard', 'supplier'] as const,
  baseCoordinator: () => ['dashboard', 'base-coordinator'] as const,
  rigLogistics: (rigIds: readonly number[] | undefined) =>
    ['dashboard', 'rig-logistics', rigIds ?? 'all'] as const,
  siteOperations: (rigIds: readonly number[] | undefined) =>
    ['dashboard', 'site-operations', rigIds ?? 'all'] as const,
  rig: (rigId: number | null) => ['dashboard', 'rig', rigId] as const,
  measures: (from: string | undefined, to: string | undefined) =>
    ['dashboard', 'measures', from ?? 'default', to ?? 'today'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: object) => ['notifications', 'list', query] as const,
};

/** Issue 26: how each person hears of each kind of notice, and whether the server sends email. */
export const emailKeys = {
  preferences: ['notification-preferences'] as const,
  status: ['admin', 'email-status'] as const,
};

export const cargoKeys = {
  backloads: ['backloads'] as const,
  backloadList: (query: object) => ['backloads', 'list', query] as const,
  discrepancies: ['discrepancies'] as const,
  discrepancyList: (query: object) => ['discrepancies', 'list', query] as const,
  vendors: ['cargo', 'vendors'] as const,
  rigs: ['cargo', 'rigs'] as const,
  journeys: voyageKeys.journeys,
  voyage: voyageKeys.detail,
};

export const itemKeys = {
  all: ['items'] as const,
  list: (query: object) => ['items', 'list', query] as const,
  suggestions: (text: string) => ['items', 'suggestions', text] as const,
};

export const vendorKeys = {
  all: ['vendors'] as const,
  list: (query: object) => ['vendors', 'list', query] as const,
};

export const rigKeys = {
  all: ['rigs', 'list', 'all'] as const,
  /** The signed-in person's home rigs (issue 37). */
  ownHomeRigs: ['home-rigs', 'own'] as const,
};

export const wellKeys = {
  list: (query: object) => ['wells', 'list', query] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  userList: (query: object) => ['admin', 'users', 'list', query] as const,
  homeRigsOfUser: (userId: number) => ['admin', 'users', 'home-rigs', userId] as const,
  vendors: ['admin', 'vendors'] as const,
  vendorList: (query: object) => ['admin', 'vendors', 'list', query] as const,
  rigs: ['admin', 'rigs'] as const,
  rigList: (query: object) => ['admin', 'rigs', 'list', query] as const,
  wells: ['admin', 'wells'] as const,
  wellList: (query: object) => ['admin', 'wells', 'list', query] as const,
  vessels: ['admin', 'vessels'] as const,
  vesselList: (query: object) => ['admin', 'vessels', 'list', query] as const,
  bases: ['admin', 'bases'] as const,
  baseList: (query: object) => ['admin', 'bases', 'list', query] as const,
  /** Issue 26: the API keys. */
  apiKeys: ['admin', 'api-keys'] as const,
};

export const ccuKeys = {
  all: ['ccus'] as const,
  list: (query: object) => ['ccus', 'list', query] as const,
  detail: (id: number) => ['ccus', 'detail', id] as const,
  history: (id: number) => ['ccus', 'history', id] as const,
  /** Every trip of a unit, with its days and hire (issue 25). */
  trips: (id: number) => ['ccus', 'trips', id] as const,
  /** The units packed on a shipment now (issue 25). */
  onShipment: (shipmentId: number) => ['ccus', 'on-shipment', shipmentId] as const,
};

export const searchKeys = {
  of: (query: object) => ['search', query] as const,
};

export const sailingKeys = {
  all: ['sailings'] as const,
  list: (query: object) => ['sailings', 'list', query] as const,
};
