import { type Kysely, sql } from 'kysely';

/**
 * Issue 22 point 2, docs/decisions/053: what a voyage carried as it sailed. "Start Voyage" writes one row per
 * order line aboard (its shipment, its leg, and the item's measures, dangerous-goods fields and supplier as
 * they were), and keeping an order on board marks its row; the load plan and the manifest of a started voyage
 * read these rows, so arriving at base or re-planning a kept order on another voyage changes nothing of them.
 *
 * Also an index for counting a request's discrepancies (point 3).
 *
 * Voyages already under way or completed are written here from what their shipments hold now: an order kept
 * on board that already came back to planning is no longer on a shipment and cannot be placed on a leg.
 */
/** Phase 9 ON_BOARD_RETURNING as it stood when this migration was written (migrations do not follow the live code). */
const ON_BOARD_RETURNING_PHASE = 9;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const real = 'double precision';
  await db.schema
    .createTable('sailed_load_lines')
    .addColumn('voyage_id', 'integer', (c) => c.notNull().references('voyages.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('journey_id', 'integer', (c) => c.notNull().references('journeys.id'))
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id'))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('vendor_name', 'text', (c) => c.notNull())
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('mat_code', 'text', (c) => c.notNull())
    .addColumn('length', real, (c) => c.notNull())
    .addColumn('breadth', real, (c) => c.notNull())
    .addColumn('height', real, (c) => c.notNull())
    .addColumn('weight', real, (c) => c.notNull())
    .addColumn('item_measurement_unit', 'text', (c) => c.notNull())
    .addColumn('un_number', 'text')
    .addColumn('imdg_class', 'text')
    .addColumn('packing_group', 'text')
    .addColumn('is_stackable', 'integer', (c) => c.notNull())
    .addColumn('is_kept_on_board', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sailed_load_lines_pk', ['voyage_id', 'order_id'])
    .execute();
  // Keeping an order on board marks its row by shipment and order.
  await db.schema
    .createIndex('sailed_load_lines_shipment_idx')
    .on('sailed_load_lines')
    .columns(['shipment_id', 'order_id'])
    .execute();

  // Issue 22 point 3: a request's short, damaged and open receipts are counted wherever it is listed.
  await db.schema
    .createIndex('discrepancies_request_idx')
    .on('discrepancies')
    .columns(['request_id', 'status'])
    .execute();

  await sql`
    insert into sailed_load_lines (voyage_id, order_id, journey_id, shipment_id, request_id, quantity,
      vendor_name, item_name, mat_code, length, breadth, height, weight, item_measurement_unit, un_number,
      imdg_class, packing_group, is_stackable, is_kept_on_board)
    select shipments.voyage_id, orders.id, shipments.journey_id, shipments.id, orders.request_id,
      orders.quantity, vendors.name, items.name, items.mat_code, items.length, items.breadth, items.height,
      items.weight, items.item_measurement_unit, items.un_number, items.imdg_class, items.packing_group,
      items.is_stackable, case when orders.current_phase = ${ON_BOARD_RETURNING_PHASE} then 1 else 0 end
    from voyages
    join shipments on shipments.voyage_id = voyages.id
    join orders on orders.shipment_id = shipments.id
    join items on items.id = orders.item_id
    join requests on requests.id = orders.request_id
    join vendors on vendors.id = requests.vendor_id
    where voyages.started_at is not null and orders.status <> 'REJECTED'
  `.execute(db);
}
