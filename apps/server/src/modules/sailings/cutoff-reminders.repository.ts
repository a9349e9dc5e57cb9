import { PHASE } from '@rigline/contract/phases';
import type { Db } from '../../db/connection.ts';

/**
 * The voyages not started whose planned departure is after `after`: the sweep works out each one's cut-off
 * from its base's booking_cutoff_hours. Voyages in planning are a few dozen at most.
 */
export async function findPlannedVoyagesDepartingAfter(db: Db, after: string) {
  return db
    .selectFrom('voyages')
    .leftJoin('bases', 'bases.id', 'voyages.start_base_id')
    .select(['voyages.id', 'voyages.name', 'voyages.planned_departure_at', 'bases.booking_cutoff_hours'])
    .where('voyages.status', '=', 'PLANNING')
    .where('voyages.started_at', 'is', null)
    .where('voyages.planned_departure_at', 'is not', null)
    .where('voyages.planned_departure_at', '>', after)
    .orderBy('voyages.planned_departure_at')
    .execute();
}

/**
 * Claims the reminder of this voyage's cut-off: true for the one caller whose insert landed, false for every
 * other (another process, or a sweep that already sent it). Inside the sending transaction, so a send that
 * fails gives the claim back.
 */
export async function claimCutoffReminder(
  db: Db,
  row: { voyage_id: number; cutoff_at: string; sent_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('cutoff_reminders')
    .values(row)
    .onConflict((conflict) => conflict.columns(['voyage_id', 'cutoff_at']).doNothing())
    .returning('voyage_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The supplier requests with cargo on the voyage (orders in play on its shipments, not delivered), per request: its
 * company, its rig and how many orders. With `notLoadedOnly`, only orders not loaded yet (below phase 4) count.
 */
export async function findCargoOwnersOfVoyage(
  db: Db,
  options: { voyageId: number; notLoadedOnly: boolean },
): Promise<Array<{ vendor_id: number; request_id: number; rig_id: number; order_count: number }>> {
  let query = db
    .selectFrom('orders')
    .innerJoin('shipments', 'shipments.id', 'orders.shipment_id')
    .innerJoin('requests', 'requests.id', 'orders.request_id')
    .where('shipments.voyage_id', '=', options.voyageId)
    .where('orders.status', '<>', 'REJECTED');
  query = options.notLoadedOnly
    ? query.where('orders.current_phase', '<', PHASE.LOADED)
    : query.where('orders.current_phase', '<>', PHASE.DELIVERED);
  const rows = await query
    .select((eb) => [
      'requests.vendor_id',
      'requests.id as request_id',
      'requests.rig_id',
      eb.fn.countAll<number>().as('order_count'),
    ])
    .groupBy(['requests.vendor_id', 'requests.id', 'requests.rig_id'])
    .orderBy('requests.id')
    .execute();
  return rows.map((row) => ({ ...row, order_count: Number(row.order_count) }));
}
