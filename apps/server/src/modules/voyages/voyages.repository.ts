import type { Expression, ExpressionBuilder, Insertable, Selectable, SqlBool } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { type Param, runPrepared } from '../../db/prepared-query.ts';
import type { Database, VoyageTable } from '../../db/schema.ts';
import { isShipmentLoaded, isStorableId, matchesNothing } from '../../db/sql-helpers.ts';
import type { ChangeActor } from '../events/changed-by.ts';

export type VoyageRow = Selectable<VoyageTable>;

export interface VoyageFilter {
  id?: number | undefined;
  vesselId?: number | undefined;
  /** Voyages with a journey to any of these rigs (a rig logistics user's home rigs, issue 12). */
  rigIds?: readonly number[] | undefined;
  /** Only voyages not yet started that have a journey to this rig: where a new shipment for it may go. */
  openToRigId?: number | undefined;
}

/** A voyage with the names and counts its list row shows. */
export interface VoyageViewRow extends VoyageRow {
  vessel_name: string | null;
  start_base_name: string | null;
  end_base_name: string | null;
  /** The start base's booking cut-off, from which the voyage's cutoff_at is worked out (issue 23). */
  booking_cutoff_hours: number | null;
  journey_count: number;
  shipment_count: number;
  loaded_shipment_count: number;
  ended_journey_count: number;
}

function voyageConditions(eb: ExpressionBuilder<Database, 'voyages'>, filter: VoyageFilter) {
  const conditions: Expression<SqlBool>[] = [];
  const idEquals = (column: 'voyages.id' | 'voyages.vessel_id', id: number) =>
    isStorableId(id) ? eb(column, '=', id) : matchesNothing();
  if (filter.id !== undefined) conditions.push(idEquals('voyages.id', filter.id));
  if (filter.vesselId !== undefined) conditions.push(idEquals('voyages.vessel_id', filter.vesselId));
  if (filter.rigIds !== undefined) {
    const rigIds = [...filter.rigIds];
    conditions.push(
      eb.exists(
        eb
          .selectFrom('journeys')
          .select('journeys.id')
          .whereRef('journeys.voyage_id', '=', 'voyages.id')
          .where('journeys.rig_id', 'in', rigIds),
      ),
    );
  }
  if (filter.openToRigId !== undefined) {
    conditions.push(eb('voyages.status', '=', 'PLANNING'));
    conditions.push(eb('voyages.started_at', 'is', null));
    conditions.push(
      eb.exists(
        eb
          .selectFrom('journeys')
          .select('journeys.id')
          .whereRef('journeys.voyage_id', '=', 'voyages.id')
          .where('journeys.rig_id', '=', filter.openToRigId),
      ),
    );
  }
  return eb.and(conditions);
}

/** Every voyage is read from the kept counts; a filter counts the rows it finds. */
export async function countVoyages(db: Db, filter: VoyageFilter): Promise<number> {
  if (isUnfiltered(filter)) {
    const [row] = await runPrepared(
      db,
      'voyage-counts',
      (db) => db.selectFrom('voyage_counts').select((eb) => eb.fn.sum<number>('count').as('count')),
      {},
    );
    return Number(row?.count ?? 0);
  }
  const row = await db
    .selectFrom('voyages')
    .where((eb) => voyageConditions(eb, filter))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function voyageViews(db: Db) {
  return db
    .selectFrom('voyages')
    .leftJoin('vessels', 'vessels.id', 'voyages.vessel_id')
    .leftJoin('bases as start_base', 'start_base.id', 'voyages.start_base_id')
    .leftJoin('bases as end_base', 'end_base.id', 'voyages.end_base_id')
    .selectAll('voyages')
    .select((eb) => [
      'vessels.name as vessel_name',
      'start_base.name as start_base_name',
      'start_base.booking_cutoff_hours as booking_cutoff_hours',
      'end_base.name as end_base_name',
      eb
        .selectFrom('journeys')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('journeys.voyage_id', '=', 'voyages.id')
        .as('journey_count'),
      eb
        .selectFrom('journeys')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('journeys.voyage_id', '=', 'voyages.id')
        .where('journeys.ended_at', 'is not', null)
        .as('ended_journey_count'),
      eb
        .selectFrom('shipments')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('shipments.voyage_id', '=', 'voyages.id')
        .as('shipment_count'),
      eb
        .selectFrom('shipments')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('shipments.voyage_id', '=', 'voyages.id')
        .where((inner) => isShipmentLoaded(inner))
        .as('loaded_shipment_count'),
    ]);
}

function toViewRow<
  T extends {
    journey_count: unknown;
    shipment_count: unknown;
    loaded_shipment_count: unknown;
    ended_journey_count: unknown;
  },
>(row: T) {
  return {
    ...row,
    journey_count: Number(row.journey_count ?? 0),
    ended_journey_count: Number(row.ended_journey_count ?? 0),
    shipment_count: Number(row.shipment_count ?? 0),
    loaded_shipment_count: Number(row.loaded_shipment_count ?? 0),
  };
}

/** Newest first. The page's ids come from a walk of an index; only they are counted and joined. */
export async function findVoyagesPage(
  db: Db,
  filter: VoyageFilter,
  page: { limit: number; offset: number },
): Promise<VoyageViewRow[]> {
  // The unfiltered list (the coordinator's voyages page) is built and compiled once (db/prepared-query.ts).
  const rows = isUnfiltered(filter)
    ? await runPrepared(
        db,
        'voyages-page',
        (db, param: Param<{ limit: number; offset: number }>) =>
          voyagesPageQuery(db, filter, { limit: param('limit'), offset: param('offset') }),
        page,
      )
    : await voyagesPageQuery(db, filter, page).execute();
  return rows.map(toViewRow);
}

function isUnfiltered(filter: VoyageFilter): boolean {
  return Object.values(filter).every((value) => value === undefined);
}

function voyagesPageQuery(db: Db, filter: VoyageFilter, page: { limit: number; offset: number }) {
  const pageIds = db
    .selectFrom('voyages')
    .select('voyages.id')
    .where((eb) => voyageConditions(eb, filter))
    .orderBy('voyages.created_at', 'desc')
    .orderBy('voyages.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return voyageViews(db)
    .where('voyages.id', 'in', pageIds)
    .orderBy('voyages.created_at', 'desc')
    .orderBy('voyages.id', 'desc');
}

export async function findVoyageViewById(db: Db, id: number): Promise<VoyageViewRow | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await voyageViews(db).where('voyages.id', '=', id).executeTakeFirst();
  return row && toViewRow(row);
}

/**
 * Voyages in these statuses, the oldest first, with their journey and shipment counts; "loaded" is the one rule
 * of db/sql-helpers.ts `isShipmentLoaded`. The dashboards read these.
 */
export async function findVoyagesInStatuses(
  db: Db,
  filter: { statuses: string[]; limit?: number | undefined },
): Promise<VoyageViewRow[]> {
  let query = voyageViews(db)
    .where('voyages.status', 'in', filter.statuses)
    .orderBy('voyages.created_at')
    .orderBy('voyages.id');
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  const rows = await query.execute();
  return rows.map(toViewRow);
}

/** STARTED, with journeys, every one of them ended: on the way back to base (issue 9; `isReturning`). */
function isReturningVoyage(eb: ExpressionBuilder<Database, 'voyages'>): Expression<SqlBool> {
  const journeysOfVoyage = () =>
    eb.selectFrom('journeys').select('journeys.id').whereRef('journeys.voyage_id', '=', 'voyages.id');
  return eb.and([
    eb('voyages.status', '=', 'STARTED'),
    eb.exists(journeysOfVoyage()),
    eb.not(eb.exists(journeysOfVoyage().where('journeys.ended_at', 'is', null))),
  ]);
}

/** How many voyages are returning to base; STARTED voyages are few (the live fleet), read by their status. */
export async function countVoyagesReturning(db: Db): Promise<number> {
  const row = await db
    .selectFrom('voyages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => isReturningVoyage(eb))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The voyages returning to base, the longest under way first, at most `limit`. */
export async function findVoyagesReturning(db: Db, filter: { limit: number }): Promise<VoyageViewRow[]> {
  const rows = await voyageViews(db)
    .where((eb) => isReturningVoyage(eb))
    .orderBy('voyages.started_at')
    .orderBy('voyages.id')
    .limit(filter.limit)
    .execute();
  return rows.map(toViewRow);
}

/**
 * Voyages that can start (decisions.md §4): in planning, not started, with one shipment or more and every one
 * of them loaded. The oldest first, at most `limit`; the site-operations alerts read these.
 */
export async function findVoyagesReadyToStart(
  db: Db,
  filter: { limit: number; rigIds?: readonly number[] | undefined },
): Promise<VoyageViewRow[]> {
  let query = voyageViews(db);
  if (filter.rigIds !== undefined) {
    const rigIds = [...filter.rigIds];
    query = query.where((eb) => voyageConditions(eb, { rigIds }));
  }
  const rows = await query
    .where('voyages.status', '=', 'PLANNING')
    .where('voyages.started_at', 'is', null)
    .where((eb) => {
      const shipmentsOfVoyage = () =>
        eb.selectFrom('shipments').select('shipments.id').whereRef('shipments.voyage_id', '=', 'voyages.id');
      return eb.and([
        eb.exists(shipmentsOfVoyage()),
        eb.not(eb.exists(shipmentsOfVoyage().where((inner) => inner.not(isShipmentLoaded(inner))))),
      ]);
    })
    .orderBy('voyages.created_at')
    .orderBy('voyages.id')
    .limit(filter.limit)
    .execute();
  return rows.map(toViewRow);
}

export async function insertVoyage(db: Db, voyage: Insertable<VoyageTable>): Promise<number> {
  const row = await db.insertInto('voyages').values(voyage).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The columns every change to a voyage writes: a new version, and who made it when (docs/decisions/012). */
function changedBy(actor: ChangeActor) {
  return (eb: ExpressionBuilder<Database, 'voyages'>) => ({
    version: eb('version', '+', 1),
    updated_at: actor.at,
    updated_by: actor.userId,
  });
}

/** PLANNING → STARTED, only from a voyage not started yet (and at `version`, when the caller saw one). */
export async function markVoyageStarted(
  db: Db,
  options: { voyageId: number; version: number | undefined; actor: ChangeActor },
): Promise<boolean> {
  let query = db
    .updateTable('voyages')
    .set((eb) => ({ ...changedBy(options.actor)(eb), status: 'STARTED', started_at: options.actor.at }))
    .where('id', '=', options.voyageId)
    .where('status', '=', 'PLANNING')
    .where('started_at', 'is', null);
  if (options.version !== undefined) query = query.where('version', '=', options.version);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** STARTED → COMPLETED ("Arrived at Base"), at `version` when the caller saw one. */
export async function markVoyageCompleted(
  db: Db,
  options: { voyageId: number; version?: number | undefined; actor: ChangeActor },
): Promise<boolean> {
  let query = db
    .updateTable('voyages')
    .set((eb) => ({ ...changedBy(options.actor)(eb), status: 'COMPLETED', ended_at: options.actor.at }))
    .where('id', '=', options.voyageId)
    .where('status', '=', 'STARTED');
  if (options.version !== undefined) query = query.where('version', '=', options.version);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The orders a voyage carries or carried, for its trip: those on its shipments and those that came back on it
 * (kept on board), with the rig of their request (a rig appears once in a voyage, so it names the journey).
 */
export async function findCargoOfVoyage(db: Db, voyageId: number) {
  const columns = [
    'orders.id',
    'orders.request_id',
    'orders.quantity',
    'orders.status',
    'orders.current_phase',
    'orders.kept_reason',
    'orders.kept_note',
    'orders.returned_from_voyage_id',
    'items.name as item_name',
    'requests.rig_id',
  ] as const;
  const onShipments = await db
    .selectFrom('orders')
    .innerJoin('shipments', 'shipments.id', 'orders.shipment_id')
    .innerJoin('requests', 'requests.id', 'orders.request_id')
    .innerJoin('items', 'items.id', 'orders.item_id')
    .select(columns)
    .where('shipments.voyage_id', '=', voyageId)
    .where('orders.status', '<>', 'REJECTED')
    .execute();
  const returned = await db
    .selectFrom('orders')
    .innerJoin('requests', 'requests.id', 'orders.request_id')
    .innerJoin('items', 'items.id', 'orders.item_id')
    .select(columns)
    .where('orders.returned_from_voyage_id', '=', voyageId)
    .execute();
  const seen = new Set(onShipments.map((row) => row.id));
  return [...onShipments, ...returned.filter((row) => !seen.has(row.id))].sort((a, b) => a.id - b.id);
}

/** Another voyage of the vessel whose planned window meets [from, to] (issue 23): the first one, by departure. */
export async function findOverlappingVoyage(
  db: Db,
  options: { vesselId: number; exceptVoyageId: number | null; from: string; to: string },
) {
  let query = db
    .selectFrom('voyages')
    .select(['id', 'name', 'planned_departure_at', 'planned_return_at', 'ended_at'])
    .where('vessel_id', '=', options.vesselId)
    .where('planned_departure_at', 'is not', null)
    .where('planned_departure_at', '<', options.to)
    // A voyage that has arrived frees the vessel from its arrival; one still out, from its planned return.
    .where((eb) =>
      eb.or([
        eb.and([eb('ended_at', 'is', null), eb('planned_return_at', '>', options.from)]),
        eb('ended_at', '>', options.from),
      ]),
    );
  if (options.exceptVoyageId !== null) query = query.where('id', '!=', options.exceptVoyageId);
  return query.orderBy('planned_departure_at').orderBy('id').executeTakeFirst();
}

/** Writes the voyage's planned departure and return (issue 23); the caller holds the voyage's lock. */
export async function updateVoyagePlan(
  db: Db,
  voyageId: number,
  plan: { planned_departure_at: string | null; planned_return_at: string | null },
): Promise<void> {
  await db.updateTable('voyages').set(plan).where('id', '=', voyageId).execute();
}
