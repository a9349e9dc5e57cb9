import type { Db } from '../../db/connection.ts';
import type { OrderPosition } from './orders.repository.ts';

/**
 * Issue 22: the SQL of splitting an order line. The original's quantity drops only from the version, place and
 * quantity the caller read, so two splits (or a split and any other step) at once cannot both land.
 */
export async function reduceOrderQuantityFrom(
  db: Db,
  options: {
    orderId: number;
    version: number;
    at: OrderPosition;
    fromQuantity: number;
    toQuantity: number;
    now: string;
  },
): Promise<boolean> {
  const { at } = options;
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ quantity: options.toQuantity, updated_at: options.now, version: eb('version', '+', 1) }))
    .where('id', '=', options.orderId)
    .where('version', '=', options.version)
    .where('current_phase', '=', at.phase)
    .where('status', '=', at.status)
    .where((eb) =>
      at.shipmentId === null ? eb('shipment_id', 'is', null) : eb('shipment_id', '=', at.shipmentId),
    )
    .where('quantity', '=', options.fromQuantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What the new part copies of the original: the goods' own notes, kept on board and back at base (issue 9). */
export async function findOrderSplitSource(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['kept_reason', 'kept_note', 'returned_from_voyage_id', 'po_number'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** The parts split from each of these orders, oldest first, for a page of orders ("Split into ORD-m"). */
export async function findSplitPartIds(db: Db, orderIds: readonly number[]): Promise<Map<number, number[]>> {
  const parts = new Map<number, number[]>();
  if (orderIds.length === 0) return parts;
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'split_from_order_id'])
    .where('split_from_order_id', 'in', [...orderIds])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.split_from_order_id === null) continue;
    parts.set(row.split_from_order_id, [...(parts.get(row.split_from_order_id) ?? []), row.id]);
  }
  return parts;
}
