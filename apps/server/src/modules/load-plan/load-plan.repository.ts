import type { Db } from '../../db/connection.ts';
import { ITEM_LOAD_COLUMNS, SAILED_LINE_COLUMNS } from '../../db/sailed-load-lines.ts';

/** The voyage with its vessel's deck and its bases, as the load plan and the manifest head it. */
export async function findVoyageDeck(db: Db, voyageId: number) {
  return db
    .selectFrom('voyages')
    .innerJoin('vessels', 'vessels.id', 'voyages.vessel_id')
    .leftJoin('bases as start_base', 'start_base.id', 'voyages.start_base_id')
    .select([
      'voyages.id as voyage_id',
      'voyages.name as voyage_name',
      'voyages.status as voyage_status',
      'voyages.started_at',
      'voyages.created_at',
      'start_base.name as start_base_name',
      'vessels.id as vessel_id',
      'vessels.name as vessel_name',
      'vessels.essos_voyage_number',
      'vessels.deck_length_m',
      'vessels.deck_width_m',
      'vessels.max_deck_load_t',
      'vessels.usable_deck_factor',
    ])
    .where('voyages.id', '=', voyageId)
    .executeTakeFirst();
}

/** The voyage's journeys in sequence, with their rigs (journeys_voyage_seq_idx). */
export async function findVoyageLegs(db: Db, voyageId: number) {
  return db
    .selectFrom('journeys')
    .leftJoin('rigs', 'rigs.id', 'journeys.rig_id')
    .select(['journeys.id', 'journeys.sequence', 'journeys.rig_id', 'rigs.name as rig_name'])
    .where('journeys.voyage_id', '=', voyageId)
    .orderBy('journeys.sequence')
    .execute();
}

/**
 * Every order line on the voyage's shipments but rejected ones (a rejected order leaves its shipment anyway),
 * with its item's measures and DG fields and its supplier: through shipments_voyage_idx and orders_shipment_idx.
 */
export async function findVoyageLoadLines(db: Db, voyageId: number) {
  return db
    .selectFrom('shipments')
    .innerJoin('orders', 'orders.shipment_id', 'shipments.id')
    .innerJoin('items', 'items.id', 'orders.item_id')
    .innerJoin('requests', 'requests.id', 'orders.request_id')
    .innerJoin('vendors', 'vendors.id', 'requests.vendor_id')
    .select([
      'orders.id as order_id',
      'orders.quantity',
      'orders.current_phase',
      'orders.status',
      'orders.request_id',
      'shipments.id as shipment_id',
      'shipments.journey_id',
      'vendors.name as vendor_name',
      ...ITEM_LOAD_COLUMNS,
    ])
    .where('shipments.voyage_id', '=', voyageId)
    .where('orders.status', '<>', 'REJECTED')
    .orderBy('shipments.journey_id')
    .orderBy('shipments.id')
    .orderBy('orders.id')
    .execute();
}

/** "Start Voyage" writes the sailed lines through the one writer the demo seed uses too (db/sailed-load-lines.ts). */
export { insertSailedLoadLines } from '../../db/sailed-load-lines.ts';

/** An order kept on board (phase 6 → 9): it stays on deck for the legs after its own, as it sailed. */
export async function markSailedLineKeptOnBoard(
  db: Db,
  options: { shipmentId: number; orderId: number },
): Promise<void> {
  await db
    .updateTable('sailed_load_lines')
    .set({ is_kept_on_board: 1 })
    .where('shipment_id', '=', options.shipmentId)
    .where('order_id', '=', options.orderId)
    .execute();
}

/** A started voyage's lines as they sailed, in findVoyageLoadLines' order (the primary key reads them). */
export async function findSailedLoadLines(db: Db, voyageId: number) {
  return db
    .selectFrom('sailed_load_lines')
    .select([...SAILED_LINE_COLUMNS, 'is_kept_on_board'])
    .where('voyage_id', '=', voyageId)
    .orderBy('journey_id')
    .orderBy('shipment_id')
    .orderBy('order_id')
    .execute();
}

/** One item's measures, for a drop that would add it to a voyage. */
export async function findItemMeasures(db: Db, itemId: number) {
  return db.selectFrom('items').select(ITEM_LOAD_COLUMNS).where('items.id', '=', itemId).executeTakeFirst();
}

/**
 * The cargo carrying units packed on the voyage's shipments (issue 25), one row per packed order, with their
 * measures as packed. Read only: the ccus module writes trips. A line no longer on the trip's shipment is
 * dropped by the load plan itself.
 */
export async function findVoyageUnitRows(db: Db, voyageId: number) {
  return db
    .selectFrom('ccu_trips')
    .innerJoin('shipments', 'shipments.id', 'ccu_trips.shipment_id')
    .innerJoin('ccus', 'ccus.id', 'ccu_trips.ccu_id')
    .innerJoin('ccu_trip_orders', 'ccu_trip_orders.trip_id', 'ccu_trips.id')
    .select([
      'ccu_trips.id as trip_id',
      'ccu_trips.ccu_id',
      'ccus.code',
      'ccus.type',
      'ccu_trips.shipment_id',
      'shipments.journey_id',
      'ccu_trips.tare_kg',
      'ccu_trips.max_gross_kg',
      'ccu_trips.length_m',
      'ccu_trips.width_m',
      'ccu_trips.height_m',
      'ccu_trip_orders.order_id',
    ])
    .where('shipments.voyage_id', '=', voyageId)
    .orderBy('ccu_trips.id')
    .orderBy('ccu_trip_orders.order_id')
    .execute();
}

/** The purchase-order number each line was bought under (issue 26): its own, else its request's. */
export async function findPoNumbers(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('orders')
    .innerJoin('requests', 'requests.id', 'orders.request_id')
    .select(['orders.id', 'orders.po_number', 'requests.po_number as request_po_number'])
    .where('orders.id', 'in', [...orderIds])
    .execute();
}
