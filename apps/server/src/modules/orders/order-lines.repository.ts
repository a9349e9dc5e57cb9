import { PHASE } from '@rigline/contract/phases';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { OrderTable } from '../../db/schema.ts';
import { isStorableId } from '../../db/sql-helpers.ts';

/** The SQL of the supplier's draft lines (issue 12): quantity, delete, and many lines at once. */

/** A draft line's quantity, only from the version the caller read and while it is a draft line. */
export async function updateDraftQuantityFrom(
  db: Db,
  options: { orderId: number; version: number; quantity: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ quantity: options.quantity, updated_at: options.now, version: eb('version', '+', 1) }))
    .where('id', '=', options.orderId)
    .where('version', '=', options.version)
    .where('current_phase', '=', PHASE.DRAFT)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a draft line, only at the version the caller read. */
export async function deleteDraftOrderAt(
  db: Db,
  options: { orderId: number; version: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom('orders')
    .where('id', '=', options.orderId)
    .where('version', '=', options.version)
    .where('current_phase', '=', PHASE.DRAFT)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface CatalogueLine {
  id: number;
  mat_code: string;
  name: string;
  item_measurement_unit: string;
}

/** The vendor's items whose mat code equals one of these ignoring case (mat codes are unique per vendor so). */
export async function findVendorItemsByMatCodes(
  db: Db,
  vendorId: number,
  matCodes: readonly string[],
): Promise<CatalogueLine[]> {
  const codes = [...new Set(matCodes.map((code) => code.toLowerCase()))];
  if (codes.length === 0) return [];
  const rows: CatalogueLine[] = [];
  // Each code is a bound parameter: chunks stay far below SQLite's and PostgreSQL's limits.
  for (let start = 0; start < codes.length; start += 500) {
    const chunk = codes.slice(start, start + 500);
    rows.push(
      ...(await db
        .selectFrom('items')
        .select(['id', 'mat_code', 'name', 'item_measurement_unit'])
        .where('vendor_id', '=', vendorId)
        .where((eb) => eb(eb.fn('lower', ['mat_code']), 'in', chunk))
        .execute()),
    );
  }
  return rows;
}

/**
 * Takes the vendor's items rows for orders about to point at them (a write that changes nothing, as
 * lockItemOfVendor does for one): an item deleted meanwhile is not answered (issue 8.6).
 */
export async function lockItemsOfVendor(db: Db, options: { itemIds: number[]; vendorId: number }) {
  const ids = [...new Set(options.itemIds)].filter(isStorableId);
  if (ids.length === 0) return [];
  const locked: Array<{ id: number }> = [];
  for (let start = 0; start < ids.length; start += 500) {
    locked.push(
      ...(await db
        .updateTable('items')
        .set((eb) => ({ vendor_id: eb.ref('vendor_id') }))
        .where('id', 'in', ids.slice(start, start + 500))
        .where('vendor_id', '=', options.vendorId)
        .returning('id')
        .execute()),
    );
  }
  return locked;
}

/** The request's orders with their item, for the duplicate check of new lines. */
export async function findItemIdsOnRequest(
  db: Db,
  requestId: number,
): Promise<Array<{ id: number; item_id: number }>> {
  return db.selectFrom('orders').select(['id', 'item_id']).where('request_id', '=', requestId).execute();
}

export async function insertOrders(db: Db, orders: Array<Insertable<OrderTable>>): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < orders.length; start += 200) {
    const rows = await db
      .insertInto('orders')
      .values(orders.slice(start, start + 200))
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids.sort((a, b) => a - b);
}

export async function setRejectReason(db: Db, options: { orderId: number; reason: string | null }) {
  await db
    .updateTable('orders')
    .set({ reject_reason: options.reason })
    .where('id', '=', options.orderId)
    .execute();
}
