import type { Db } from './connection.ts';

/*
 * The one writer of sailed_load_lines (docs/decisions/053), below the modules so that the demo seed, which may
 * not import a module, writes a started demo voyage's rows exactly as "Start Voyage" does.
 */

/**
 * "Start Voyage" (docs/decisions/053): every order line on the voyage's shipments (rejected ones aside) written
 * as it sails, in the start's transaction, so the load plan and the manifest read it unchanged after arrival.
 */
/** What the load plan reads of an item, and a sailed line keeps: its name, measures, stacking and DG fields. */
export const ITEM_LOAD_COLUMNS = [
  'items.name as item_name',
  'items.mat_code',
  'items.length',
  'items.breadth',
  'items.height',
  'items.weight',
  'items.item_measurement_unit',
  'items.un_number',
  'items.imdg_class',
  'items.packing_group',
  'items.is_stackable',
] as const;

/** What a sailed line keeps of its order, item and supplier, in the order the writer's select gives them. */
export const SAILED_LINE_COLUMNS = [
  'order_id',
  'journey_id',
  'shipment_id',
  'request_id',
  'quantity',
  'vendor_name',
  'item_name',
  'mat_code',
  'length',
  'breadth',
  'height',
  'weight',
  'item_measurement_unit',
  'un_number',
  'imdg_class',
  'packing_group',
  'is_stackable',
] as const;

export async function insertSailedLoadLines(db: Db, voyageId: number): Promise<void> {
  await db
    .insertInto('sailed_load_lines')
    .columns(['voyage_id', ...SAILED_LINE_COLUMNS])
    .expression(
      db
        .selectFrom('shipments')
        .innerJoin('orders', 'orders.shipment_id', 'shipments.id')
        .innerJoin('items', 'items.id', 'orders.item_id')
        .innerJoin('requests', 'requests.id', 'orders.request_id')
        .innerJoin('vendors', 'vendors.id', 'requests.vendor_id')
        .select([
          'shipments.voyage_id',
          'orders.id',
          'shipments.journey_id',
          'shipments.id as shipment_id',
          'orders.request_id',
          'orders.quantity',
          'vendors.name',
          ...ITEM_LOAD_COLUMNS,
        ])
        .where('shipments.voyage_id', '=', voyageId)
        .where('orders.status', '<>', 'REJECTED'),
    )
    .execute();
}
