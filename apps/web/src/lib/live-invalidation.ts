import type { LiveChange } from '@rigline/contract/live';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The cache keys a change from the event stream makes stale (issue 10). They follow the key trees the
 * features keep: ['requests', 'detail', id] and ['requests', 'list', …]; ['orders', 'request', id] and
 * ['orders', 'shipment', id]; ['shipments', …]; ['voyages', …]; ['dashboard', …]; ['notifications', …];
 * ['history', kind, id]. TanStack Query refetches only what a screen shows; the rest is marked stale.
 */
export function queryKeysForChange(change: LiveChange): QueryKey[] {
  if (change.kind === 'notification') return [['notifications']];
  // Issue 9: backload travels with a voyage (its trip shows it); a discrepancy belongs to a request's order.
  if (change.kind === 'backload') {
    return [
      ['backloads'],
      ['voyages'],
      ...change.voyage_ids.map((voyageId) => ['history', 'voyage', voyageId]),
    ];
  }
  if (change.kind === 'discrepancy') {
    return [
      ['discrepancies'],
      ...change.request_ids.flatMap((requestId) => [
        ['orders', 'request', requestId],
        ['history', 'request', requestId],
      ]),
    ];
  }
  const ofRequests = change.request_ids.flatMap((requestId) => [
    ['requests', 'detail', requestId],
    ['orders', 'request', requestId],
    ['shipments', 'actionable', requestId],
    ['history', 'request', requestId],
  ]);
  const ofVoyages = change.voyage_ids.map((voyageId) => ['history', 'voyage', voyageId]);
  const shared: QueryKey[] = [['shipments'], ['orders', 'shipment'], ['voyages'], ['dashboard']];
  if (change.kind === 'voyage' || change.kind === 'journey') {
    return [
      ...shared,
      ...ofVoyages,
      ...change.ids.map((voyageOrJourney) => ['history', change.kind, voyageOrJourney]),
    ];
  }
  const ofOrders = change.kind === 'order' ? change.ids.map((orderId) => ['history', 'order', orderId]) : [];
  return [['requests', 'list'], ...ofRequests, ...shared, ...ofVoyages, ...ofOrders];
}
