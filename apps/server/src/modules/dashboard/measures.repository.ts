import type { Db } from '../../db/connection.ts';

/**
 * The measures' reads (issue 23, docs/decisions/063): recorded times in a window of whole UTC weeks, read
 * through indexes on the times themselves (journeys.ended_at, requests.required_by, late_bookings.booked_at),
 * so a window costs the rows in it and not the history.
 */

export interface MeasureWindow {
  /** Instants, ISO UTC: [from, to). */
  from: string;
  to: string;
}

/** Legs that reached their rig in the window, with what the on-time measure needs of their plan and base. */
export async function findLegsArrived(db: Db, window: MeasureWindow) {
  return db
    .selectFrom('journeys')
    .innerJoin('voyages', 'voyages.id', 'journeys.voyage_id')
    .innerJoin('bases', 'bases.id', 'voyages.start_base_id')
    .select([
      'journeys.id',
      'journeys.voyage_id',
      'journeys.ended_at',
      'journeys.planned_arrival_at',
      'journeys.published_arrival_at',
      'bases.on_time_window_hours',
    ])
    .where('journeys.ended_at', 'is not', null)
    .where('journeys.ended_at', '>=', window.from)
    .where('journeys.ended_at', '<', window.to)
    .orderBy('journeys.id')
    .execute();
}

/**
 * Requests handed on by their supplier whose required-by date is in [fromDate, toDate), each with its orders'
 * states and the recorded arrival of the leg each order is on (null while not arrived or not shipped).
 */
export async function findRequestsDue(db: Db, dates: { fromDate: string; toDate: string }) {
  return db
    .selectFrom('requests')
    .innerJoin('rigs', 'rigs.id', 'requests.rig_id')
    .innerJoin('orders', 'orders.request_id', 'requests.id')
    .leftJoin('shipments', 'shipments.id', 'orders.shipment_id')
    .leftJoin('journeys', 'journeys.id', 'shipments.journey_id')
    .select([
      'requests.id as request_id',
      'requests.required_by',
      'rigs.time_zone as rig_time_zone',
      'orders.status as order_status',
      'orders.kept_reason',
      'journeys.ended_at as arrived_at',
    ])
    .where('requests.required_by', 'is not', null)
    .where('requests.required_by', '>=', dates.fromDate)
    .where('requests.required_by', '<', dates.toDate)
    .where('requests.status', '!=', 'DRAFT')
    .orderBy('requests.id')
    .execute();
}

/** When each booking after a cut-off in the window was made. */
export async function findLateBookingTimes(db: Db, window: MeasureWindow): Promise<string[]> {
  const rows = await db
    .selectFrom('late_bookings')
    .select('booked_at')
    .where('booked_at', '>=', window.from)
    .where('booked_at', '<', window.to)
    .execute();
  return rows.map((row) => row.booked_at);
}

export async function findBaseWindows(db: Db) {
  return db
    .selectFrom('bases')
    .select(['id', 'name', 'on_time_window_hours'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}
