import { formatOrderId, formatRequestId, formatVoyageId, parseDisplayId } from '@rigline/contract/ids';
import type { SearchResult } from '@rigline/contract/search';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { vendorScopeOf } from '../requests/request-access.ts';
import { listRequests } from '../requests/requests.service.ts';
import { searchItems, searchOrders, searchShipments, searchVoyages } from './search.repository.ts';

/** "Shipment #12", "shipment 12", "#12" or "12" → 12. */
export function parseShipmentId(text: string): number | null {
  const match = /^(?:shipment\s*)?#?\s*0*(\d+)$/i.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The top bar's search (issue 12, docs/decisions/033): what the user may see, completed included, each kind
 * newest first and at most `limit` of it. A supplier's results are its company's; operators see every vendor's
 * but no draft (rig logistics and the coordinator never see one) and no catalogue (no screen of theirs lists
 * items); suppliers have no voyage screens, so no voyages.
 */
export async function searchEverything(options: {
  db: Db;
  user: CurrentUser;
  text: string;
  limit: number;
}): Promise<SearchResult[]> {
  const { db, user, text, limit } = options;
  const vendorId = vendorScopeOf(user);
  const isSupplier = vendorId !== null;

  const [requests, orders, shipments, voyages, items] = await Promise.all([
    listRequests({
      db,
      user,
      filter: { page: 1, limit, search: text, ...(isSupplier ? {} : { status: 'ex-DRAFT' as const }) },
    }),
    searchOrders(db, { text, orderId: parseDisplayId('ORD', text), vendorId, limit }),
    searchShipments(db, { shipmentId: parseShipmentId(text), vendorId }),
    isSupplier
      ? Promise.resolve([])
      : searchVoyages(db, { text, voyageId: parseDisplayId('VOY', text), limit }),
    isSupplier ? searchItems(db, { text, vendorId, limit }) : Promise.resolve([]),
  ]);

  return [
    ...requests.data.map(
      (request): SearchResult => ({
        kind: 'request',
        id: request.id,
        label: formatRequestId(request.id),
        title: request.title || 'Untitled Request',
        detail: [request.rig?.name, request.well?.name].filter(Boolean).join(' · '),
        status: request.status,
        request_id: request.id,
        voyage_id: null,
      }),
    ),
    ...orders.map(
      (order): SearchResult => ({
        kind: 'order',
        id: order.id,
        label: formatOrderId(order.id),
        title: order.item_name,
        detail: `${order.item_mat_code} · ${formatRequestId(order.request_id)} · quantity ${order.quantity}`,
        status: order.status,
        request_id: order.request_id,
        voyage_id: null,
      }),
    ),
    ...shipments.map(
      (shipment): SearchResult => ({
        kind: 'shipment',
        id: shipment.id,
        label: `Shipment #${shipment.id}`,
        title: shipment.request_title || formatRequestId(shipment.request_id),
        detail: [shipment.voyage_name || formatVoyageId(shipment.voyage_id), shipment.rig_name]
          .filter(Boolean)
          .join(' · '),
        status: shipment.voyage_status,
        request_id: shipment.request_id,
        voyage_id: shipment.voyage_id,
      }),
    ),
    ...voyages.map(
      (voyage): SearchResult => ({
        kind: 'voyage',
        id: voyage.id,
        label: formatVoyageId(voyage.id),
        title: voyage.name || `Voyage ${formatVoyageId(voyage.id)}`,
        detail: voyage.vessel_name ?? '',
        status: voyage.status,
        request_id: null,
        voyage_id: voyage.id,
      }),
    ),
    ...items.map(
      (item): SearchResult => ({
        kind: 'item',
        id: item.id,
        label: item.mat_code,
        title: item.name,
        detail: item.status === 1 ? 'Active' : 'Inactive',
        status: null,
        request_id: null,
        voyage_id: null,
      }),
    ),
  ];
}
