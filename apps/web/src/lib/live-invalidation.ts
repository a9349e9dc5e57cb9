import type { LiveChange } from '@rigline/contract/live';
import type { QueryKey } from '@tanstack/react-query';
import {
  cargoKeys,
  ccuKeys,
  dashboardKeys,
  historyKeys,
  notificationKeys,
  orderKeys,
  requestKeys,
  sailingKeys,
  shipmentKeys,
  voyageKeys,
} from './query-keys';

/**
 * The cache keys a change from the event stream makes stale (issue 10), read from lib/query-keys.ts: the same
 * trees the features' queries sit under. TanStack Query refetches only what a screen shows; the rest is
 * marked stale.
 */
export function queryKeysForChange(change: LiveChange): QueryKey[] {
  if (change.kind === 'notification') return [notificationKeys.all];
  // Issue 9: backload travels with a voyage (its trip shows it); a discrepancy belongs to a request's order.
  if (change.kind === 'backload') {
    return [
      cargoKeys.backloads,
      // Issue 25: a unit named on a backload is on its way home once loaded, and back once received.
      ccuKeys.all,
      voyageKeys.all,
      sailingKeys.all,
      ...change.voyage_ids.map((voyageId) => historyKeys.of('voyage', voyageId)),
    ];
  }
  if (change.kind === 'discrepancy') {
    return [
      cargoKeys.discrepancies,
      ...change.request_ids.flatMap((requestId) => [
        orderKeys.ofRequest(requestId),
        historyKeys.of('request', requestId),
      ]),
    ];
  }
  const ofRequests = change.request_ids.flatMap((requestId) => [
    requestKeys.detail(requestId),
    orderKeys.ofRequest(requestId),
    shipmentKeys.actionableOfRequest(requestId),
    historyKeys.of('request', requestId),
  ]);
  const ofVoyages = change.voyage_ids.map((voyageId) => historyKeys.of('voyage', voyageId));
  // Issue 23: the sailing list shows each leg's plan, cargo and backload; the request lists' at-risk mark
  // reads the plan (docs/decisions/062), so a schedule change refreshes them too.
  const shared: QueryKey[] = [
    shipmentKeys.all,
    orderKeys.ofShipments(),
    voyageKeys.all,
    sailingKeys.all,
    dashboardKeys.all,
    // Issue 25: where a unit is, and what is packed, follow the voyage, the journey and the orders in it.
    ccuKeys.all,
  ];
  if (change.kind === 'voyage' || change.kind === 'journey') {
    const kind = change.kind;
    return [
      ...shared,
      requestKeys.lists(),
      ...ofVoyages,
      ...change.ids.map((voyageOrJourney) => historyKeys.of(kind, voyageOrJourney)),
    ];
  }
  const ofOrders =
    change.kind === 'order' ? change.ids.map((orderId) => historyKeys.of('order', orderId)) : [];
  return [requestKeys.lists(), ...ofRequests, ...shared, ...ofVoyages, ...ofOrders];
}
