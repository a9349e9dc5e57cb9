import { PHASE } from '@rigline/contract/phases';
import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../db/connection.ts';
import {
  containsText,
  equalsTextIgnoringCase,
  isStorableId,
  matchesNothing,
  ofVendorRequest,
} from '../../db/sql-helpers.ts';

/**
 * The top bar's search (docs/decisions/033): read-only lookups across orders, shipments, voyages and items,
 * each bounded by `limit` and walking an index (db/query-plans.test.ts). Requests are searched by the requests
 * module's own list (its trigram index); this file holds what no list call already answers. Like the
 * dashboard's repository it reads several modules' tables, and writes none.
 */

/** Catalogue items whose name or mat code contains the text (one vendor's, or every vendor's). */
const MATCHING_ITEMS_CAP = 50;

function matchingItemIds(db: Db, filter: { text: string; vendorId: number | null }) {
  let query = db
    .selectFrom('items')
    .select('items.id')
    .where((eb) =>
      eb.or([
        containsText(eb.ref('items.mat_code'), filter.text),
        containsText(eb.ref('items.name'), filter.text),
      ]),
    )
    .limit(MATCHING_ITEMS_CAP);
  if (filter.vendorId !== null) query = query.where('items.vendor_id', '=', filter.vendorId);
  return query;
}

/**
 * Orders whose id is the one typed (ORD-042), or whose item's name or mat code contains the text, newest
 * first. Operators do not see a draft's orders (phase 0), as they do not see drafts.
 */
export async function searchOrders(
  db: Db,
  filter: { text: string; orderId: number | null; vendorId: number | null; limit: number },
) {
  const itemIds = (await matchingItemIds(db, filter).execute()).map((row) => row.id);
  return db
    .selectFrom('orders')
    .innerJoin('items', 'items.id', 'orders.item_id')
    .select([
      'orders.id',
      'orders.request_id',
      'orders.status',
      'orders.quantity',
      'orders.shipment_id',
      'items.name as item_name',
      'items.mat_code as item_mat_code',
    ])
    .where((eb) => {
      const matches: Expression<SqlBool>[] = [];
      if (filter.orderId !== null && isStorableId(filter.orderId))
        matches.push(eb('orders.id', '=', filter.orderId));
      if (itemIds.length > 0) matches.push(eb('orders.item_id', 'in', itemIds));
      // Its own purchase-order number, typed whole (issue 26).
      matches.push(equalsTextIgnoringCase(eb.ref('orders.po_number'), filter.text));
      const conditions: Expression<SqlBool>[] = [matches.length > 0 ? eb.or(matches) : matchesNothing()];
      if (filter.vendorId !== null)
        conditions.push(ofVendorRequest(eb, 'orders.request_id', filter.vendorId));
      else conditions.push(eb('orders.current_phase', '>', PHASE.DRAFT));
      return eb.and(conditions);
    })
    .orderBy('orders.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** The shipment whose id is the one typed ("Shipment #12", "12"), if the user may see it. */
export async function searchShipments(
  db: Db,
  filter: { shipmentId: number | null; vendorId: number | null },
) {
  if (filter.shipmentId === null || !isStorableId(filter.shipmentId)) return [];
  let query = db
    .selectFrom('shipments')
    .innerJoin('requests', 'requests.id', 'shipments.request_id')
    .innerJoin('voyages', 'voyages.id', 'shipments.voyage_id')
    .leftJoin('rigs', 'rigs.id', 'requests.rig_id')
    .select([
      'shipments.id',
      'shipments.request_id',
      'shipments.voyage_id',
      'requests.title as request_title',
      'voyages.name as voyage_name',
      'voyages.status as voyage_status',
      'rigs.name as rig_name',
    ])
    .where('shipments.id', '=', filter.shipmentId);
  if (filter.vendorId !== null) query = query.where('requests.vendor_id', '=', filter.vendorId);
  return query.execute();
}

/**
 * Voyages whose id is the one typed (VOY-3), or whose name or vessel's name contains the text (people on the
 * quay say "the Ocean Star", issue 22), newest first.
 */
export async function searchVoyages(
  db: Db,
  filter: { text: string; voyageId: number | null; limit: number },
) {
  return db
    .selectFrom('voyages')
    .leftJoin('vessels', 'vessels.id', 'voyages.vessel_id')
    .select(['voyages.id', 'voyages.name', 'voyages.status', 'vessels.name as vessel_name'])
    .where((eb) => {
      const matches: Expression<SqlBool>[] = [
        containsText(eb.ref('voyages.name'), filter.text),
        containsText(eb.ref('vessels.name'), filter.text),
      ];
      if (filter.voyageId !== null && isStorableId(filter.voyageId))
        matches.push(eb('voyages.id', '=', filter.voyageId));
      return eb.or(matches);
    })
    .orderBy('voyages.created_at', 'desc')
    .orderBy('voyages.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** One vendor's catalogue items whose name or mat code contains the text, by mat code. */
export async function searchItems(db: Db, filter: { text: string; vendorId: number; limit: number }) {
  return db
    .selectFrom('items')
    .select(['items.id', 'items.name', 'items.mat_code', 'items.status'])
    .where('items.vendor_id', '=', filter.vendorId)
    .where((eb) =>
      eb.or([
        containsText(eb.ref('items.mat_code'), filter.text),
        containsText(eb.ref('items.name'), filter.text),
      ]),
    )
    .orderBy('items.mat_code')
    .limit(filter.limit)
    .execute();
}
