import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { CcuTripTable } from '../../db/schema-ccus.ts';
import { isStorableId } from '../../db/sql-helpers.ts';

/**
 * A unit's trips (issue 25, migration 026): the ccus module writes them; they read the shipment, the voyage and
 * the journey they travel on, and their orders, without writing them.
 */

function trips(db: Db) {
  return db
    .selectFrom('ccu_trips')
    .innerJoin('ccus', 'ccus.id', 'ccu_trips.ccu_id')
    .innerJoin('shipments', 'shipments.id', 'ccu_trips.shipment_id')
    .innerJoin('voyages', 'voyages.id', 'shipments.voyage_id')
    .innerJoin('journeys', 'journeys.id', 'shipments.journey_id')
    .innerJoin('rigs', 'rigs.id', 'journeys.rig_id')
    .select([
      'ccu_trips.id',
      'ccu_trips.ccu_id',
      'ccus.code',
      'ccus.type',
      'ccus.day_rate',
      'ccu_trips.shipment_id',
      'shipments.request_id',
      'voyages.id as voyage_id',
      'voyages.name as voyage_name',
      'voyages.started_at as sailed_at',
      'voyages.ended_at as voyage_ended_at',
      'journeys.ended_at as at_rig_since',
      'rigs.id as rig_id',
      'rigs.name as rig_name',
      'ccu_trips.tare_kg',
      'ccu_trips.max_gross_kg',
      'ccu_trips.length_m',
      'ccu_trips.width_m',
      'ccu_trips.height_m',
      'ccu_trips.packed_at',
      'ccu_trips.returned_at',
    ]);
}

export type TripRow = Awaited<ReturnType<typeof findTripsOfUnits>>[number];

/** Every trip of these units, newest first (ccu_trips_ccu_idx). */
export async function findTripsOfUnits(db: Db, ccuIds: readonly number[]) {
  if (ccuIds.length === 0) return [];
  return trips(db).where('ccu_trips.ccu_id', 'in', ccuIds).orderBy('ccu_trips.id', 'desc').execute();
}

/** The trips packed on a shipment (ccu_trips_shipment_idx). */
export async function findTripsOnShipment(db: Db, shipmentId: number) {
  return trips(db).where('ccu_trips.shipment_id', '=', shipmentId).orderBy('ccu_trips.id').execute();
}

/**
 * What each trip holds: before sailing, its orders still on its shipment and not rejected; once sailed, its
 * orders as they sailed on that shipment (sailed_load_lines), whatever became of them since. With their phase and
 * weight (pounds per catalogue unit, as the catalogue records it).
 */
export async function findTripContents(db: Db, tripIds: readonly number[]) {
  if (tripIds.length === 0) return [];
  return db
    .selectFrom('ccu_trip_orders')
    .innerJoin('ccu_trips', 'ccu_trips.id', 'ccu_trip_orders.trip_id')
    .innerJoin('shipments', 'shipments.id', 'ccu_trips.shipment_id')
    .innerJoin('voyages', 'voyages.id', 'shipments.voyage_id')
    .innerJoin('orders', 'orders.id', 'ccu_trip_orders.order_id')
    .innerJoin('items', 'items.id', 'orders.item_id')
    .leftJoin('sailed_load_lines', (join) =>
      join
        .onRef('sailed_load_lines.shipment_id', '=', 'ccu_trips.shipment_id')
        .onRef('sailed_load_lines.order_id', '=', 'ccu_trip_orders.order_id'),
    )
    .select([
      'ccu_trip_orders.trip_id',
      'ccu_trip_orders.order_id',
      'orders.current_phase',
      'orders.status',
      'orders.quantity',
      'items.weight',
    ])
    .where('ccu_trip_orders.trip_id', 'in', tripIds)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('voyages.started_at', 'is', null),
          eb('orders.shipment_id', '=', eb.ref('ccu_trips.shipment_id')),
          eb('orders.status', '<>', 'REJECTED'),
        ]),
        eb.and([eb('voyages.started_at', 'is not', null), eb('sailed_load_lines.order_id', 'is not', null)]),
      ]),
    )
    .orderBy('ccu_trip_orders.order_id')
    .execute();
}

/** The orders a pack names, with where they stand and what they weigh. */
export async function findOrdersToPack(db: Db, orderIds: readonly number[]) {
  const ids = orderIds.filter(isStorableId);
  if (ids.length === 0) return [];
  return db
    .selectFrom('orders')
    .innerJoin('items', 'items.id', 'orders.item_id')
    .select([
      'orders.id',
      'orders.shipment_id',
      'orders.current_phase',
      'orders.status',
      'orders.quantity',
      'items.weight',
    ])
    .where('orders.id', 'in', ids)
    .execute();
}

/** The shipment a unit is packed on, with its voyage (plan and state) and its rig and supplier. */
export async function findShipmentToPack(db: Db, shipmentId: number) {
  if (!isStorableId(shipmentId)) return undefined;
  return db
    .selectFrom('shipments')
    .innerJoin('voyages', 'voyages.id', 'shipments.voyage_id')
    .innerJoin('requests', 'requests.id', 'shipments.request_id')
    .select([
      'shipments.id',
      'shipments.request_id',
      'shipments.voyage_id',
      'voyages.name as voyage_name',
      'voyages.status as voyage_status',
      'voyages.started_at',
      'voyages.planned_return_at',
      'requests.vendor_id',
    ])
    .where('shipments.id', '=', shipmentId)
    .executeTakeFirst();
}

export async function insertTrip(db: Db, trip: Insertable<CcuTripTable>): Promise<number> {
  const row = await db.insertInto('ccu_trips').values(trip).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTripOrders(db: Db, tripId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .insertInto('ccu_trip_orders')
    .values(orderIds.map((orderId) => ({ trip_id: tripId, order_id: orderId })))
    .execute();
}

/** Forgets these orders in every trip of the shipment that lists them (packed before, taken off since, now back). */
export async function deleteTripOrders(db: Db, tripIds: readonly number[], orderIds: readonly number[]) {
  if (tripIds.length === 0 || orderIds.length === 0) return;
  await db
    .deleteFrom('ccu_trip_orders')
    .where('trip_id', 'in', tripIds)
    .where('order_id', 'in', orderIds)
    .execute();
}

export async function deleteTrip(db: Db, tripId: number): Promise<void> {
  await db.deleteFrom('ccu_trip_orders').where('trip_id', '=', tripId).execute();
  await db.deleteFrom('ccu_trips').where('id', '=', tripId).execute();
}

/** A register edit reaches the unit's trips whose voyage has not sailed: what sails is the unit as it then is. */
export async function updateUnsailedTripMeasures(
  db: Db,
  ccuId: number,
  measures: Pick<CcuTripTable, 'tare_kg' | 'max_gross_kg' | 'length_m' | 'width_m' | 'height_m'>,
): Promise<void> {
  await db
    .updateTable('ccu_trips')
    .set(measures)
    .where('ccu_id', '=', ccuId)
    .where('returned_at', 'is', null)
    .where((eb) =>
      eb(
        'shipment_id',
        'in',
        eb
          .selectFrom('shipments')
          .innerJoin('voyages', 'voyages.id', 'shipments.voyage_id')
          .select('shipments.id')
          .where('voyages.started_at', 'is', null),
      ),
    )
    .execute();
}

/** Back at base on a backload: the trip is over. */
export async function markTripReturned(
  db: Db,
  options: { tripId: number; at: string; backloadId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('ccu_trips')
    .set({ returned_at: options.at, return_backload_id: options.backloadId })
    .where('id', '=', options.tripId)
    .where('returned_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Units on a backload loaded at a rig and not yet received: on their way home. */
export async function findHomewardUnits(db: Db, ccuIds: readonly number[]) {
  if (ccuIds.length === 0) return [];
  return db
    .selectFrom('backload_lines')
    .innerJoin('backloads', 'backloads.id', 'backload_lines.backload_id')
    .innerJoin('voyages', 'voyages.id', 'backloads.voyage_id')
    .select([
      'backload_lines.ccu_id',
      'backloads.id as backload_id',
      'backloads.loaded_at',
      'voyages.id as voyage_id',
      'voyages.name as voyage_name',
    ])
    .where('backload_lines.ccu_id', 'in', ccuIds)
    .where('backloads.status', '=', 'LOADED')
    .execute();
}
