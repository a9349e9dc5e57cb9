import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { isStorableId, matchesNothing } from '../../db/sql-helpers.ts';

/** Which scheduled voyages a sailing list shows: planned to sail in [from, to), to a rig, on a vessel. */
export interface SailingFilter {
  from: string;
  to: string;
  rigId?: number | undefined;
  vesselId?: number | undefined;
}

function sailingConditions(eb: ExpressionBuilder<Database, 'voyages'>, filter: SailingFilter) {
  const conditions: Expression<SqlBool>[] = [
    eb('voyages.planned_departure_at', 'is not', null),
    eb('voyages.planned_departure_at', '>=', filter.from),
    eb('voyages.planned_departure_at', '<', filter.to),
  ];
  if (filter.vesselId !== undefined) {
    conditions.push(
      isStorableId(filter.vesselId) ? eb('voyages.vessel_id', '=', filter.vesselId) : matchesNothing(),
    );
  }
  if (filter.rigId !== undefined) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('journeys')
          .select('journeys.id')
          .whereRef('journeys.voyage_id', '=', 'voyages.id')
          .where('journeys.rig_id', '=', isStorableId(filter.rigId) ? filter.rigId : -1),
      ),
    );
  }
  return eb.and(conditions);
}

export async function countSailings(db: Db, filter: SailingFilter): Promise<number> {
  const row = await db
    .selectFrom('voyages')
    .where((eb) => sailingConditions(eb, filter))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Soonest first; read by the (vessel_id, planned_departure_at) index's column and the voyages' own. */
export async function findSailingsPage(
  db: Db,
  filter: SailingFilter,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('voyages')
    .leftJoin('vessels', 'vessels.id', 'voyages.vessel_id')
    .leftJoin('bases', 'bases.id', 'voyages.start_base_id')
    .where((eb) => sailingConditions(eb, filter))
    .select([
      'voyages.id',
      'voyages.name',
      'voyages.status',
      'voyages.vessel_id',
      'vessels.name as vessel_name',
      'voyages.start_base_id',
      'bases.name as base_name',
      'bases.time_zone as base_time_zone',
      'bases.booking_cutoff_hours',
      'voyages.planned_departure_at',
      'voyages.planned_return_at',
      'voyages.started_at',
      'voyages.ended_at',
    ])
    .orderBy('voyages.planned_departure_at')
    .orderBy('voyages.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The rigs' time zones, by id. */
export async function findRigTimeZones(db: Db, rigIds: readonly number[]): Promise<Map<number, string>> {
  if (rigIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rigs')
    .select(['id', 'time_zone'])
    .where('id', 'in', [...rigIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.time_zone]));
}

/**
 * The orders on these voyages' shipments, with the leg (journey) each goes to; a vendor's own only when given, by
 * id. The voyages' shipments first (by their voyage), then their orders (by shipment): a join ordered by the
 * order's id let PostgreSQL walk every order of the table in id order instead (a plan CI caught on a small
 * database; at 500k orders that is the whole index), and the ids are put in order here.
 */
export async function findOrdersOnVoyages(
  db: Db,
  options: { voyageIds: readonly number[]; vendorId: number | null },
) {
  if (options.voyageIds.length === 0) return [];
  const shipments = await db
    .selectFrom('shipments')
    .select(['id', 'voyage_id', 'journey_id'])
    .where('voyage_id', 'in', [...options.voyageIds])
    .execute();
  if (shipments.length === 0) return [];
  const legOf = new Map(shipments.map((shipment) => [shipment.id, shipment]));
  let query = db
    .selectFrom('orders')
    .innerJoin('items', 'items.id', 'orders.item_id')
    .select([
      'orders.id',
      'orders.request_id',
      'items.name as item_name',
      'orders.quantity',
      'orders.status',
      'orders.current_phase',
      'orders.shipment_id',
    ])
    .where('orders.shipment_id', 'in', [...legOf.keys()]);
  if (options.vendorId !== null) {
    const vendorId = options.vendorId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('requests')
          .select('requests.id')
          .whereRef('requests.id', '=', 'orders.request_id')
          .where('requests.vendor_id', '=', vendorId),
      ),
    );
  }
  const rows = await query.execute();
  return rows
    .map((row) => {
      // Every row is on one of these shipments: it was read by them.
      const leg = legOf.get(row.shipment_id as number)!;
      return { ...row, voyage_id: leg.voyage_id, journey_id: leg.journey_id };
    })
    .sort((a, b) => a.id - b.id);
}

/** The legs the requests' shipments sail on, with the voyage's status (issue 23, at risk). */
export async function findShipmentLegsOfRequests(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return db
    .selectFrom('shipments')
    .innerJoin('voyages', 'voyages.id', 'shipments.voyage_id')
    .innerJoin('journeys', 'journeys.id', 'shipments.journey_id')
    .select([
      'shipments.request_id',
      'voyages.id as voyage_id',
      'voyages.name as voyage_name',
      'voyages.status as voyage_status',
      'voyages.planned_departure_at',
      'voyages.started_at',
      'journeys.id as journey_id',
    ])
    .where('shipments.request_id', 'in', [...requestIds])
    .execute();
}

/**
 * Per rig, the earliest planned arrival still ahead of a scheduled sailing that has not sailed yet: the first
 * sailing a request not yet on one could still make (issue 23, at risk).
 */
export async function findFirstUnstartedArrivals(
  db: Db,
  options: { rigIds: readonly number[]; now: string },
): Promise<Map<number, string>> {
  if (options.rigIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('journeys')
    .innerJoin('voyages', 'voyages.id', 'journeys.voyage_id')
    .select(['journeys.rig_id', (eb) => eb.fn.min<string>('journeys.planned_arrival_at').as('arrival')])
    .where('journeys.rig_id', 'in', [...options.rigIds])
    .where('voyages.status', '=', 'PLANNING')
    .where('voyages.planned_departure_at', 'is not', null)
    .where('journeys.planned_arrival_at', '>=', options.now)
    .groupBy('journeys.rig_id')
    .execute();
  return new Map(rows.map((row) => [row.rig_id, row.arrival]));
}
