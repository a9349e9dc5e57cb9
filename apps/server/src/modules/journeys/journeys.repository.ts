import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database, JourneyTable } from '../../db/schema.ts';
import { isStorableId } from '../../db/sql-helpers.ts';
import type { ChangeActor, LastChange } from '../events/changed-by.ts';

/** The columns every change to a journey writes: a new version, and who made it when (docs/decisions/012). */
function changedBy(actor: ChangeActor) {
  return (eb: ExpressionBuilder<Database, 'journeys'>) => ({
    version: eb('version', '+', 1),
    updated_at: actor.at,
    updated_by: actor.userId,
  });
}

export type JourneyRow = Selectable<JourneyTable>;

/** A journey with its rig's name and how many shipments it carries. */
export interface JourneyViewRow extends JourneyRow {
  rig_name: string;
  shipment_count: number;
  /** The voyage's plan and sailing, from which each journey's expected arrival is worked out (issue 23). */
  voyage_planned_departure_at: string | null;
  voyage_started_at: string | null;
}

/** In sequence order. */
export async function findJourneysOfVoyage(db: Db, voyageId: number): Promise<JourneyViewRow[]> {
  const rows = await db
    .selectFrom('journeys')
    .innerJoin('rigs', 'rigs.id', 'journeys.rig_id')
    .innerJoin('voyages', 'voyages.id', 'journeys.voyage_id')
    .selectAll('journeys')
    .select((eb) => [
      'rigs.name as rig_name',
      'voyages.planned_departure_at as voyage_planned_departure_at',
      'voyages.started_at as voyage_started_at',
      eb
        .selectFrom('shipments')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('shipments.journey_id', '=', 'journeys.id')
        .as('shipment_count'),
    ])
    .where('journeys.voyage_id', '=', voyageId)
    .orderBy('journeys.sequence')
    .orderBy('journeys.id')
    .execute();
  return rows.map((row) => ({ ...row, shipment_count: Number(row.shipment_count ?? 0) }));
}

export async function findJourneyById(db: Db, id: number): Promise<JourneyRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('journeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findJourneyOfVoyageToRig(
  db: Db,
  options: { voyageId: number; rigId: number },
): Promise<JourneyRow | undefined> {
  return db
    .selectFrom('journeys')
    .selectAll()
    .where('voyage_id', '=', options.voyageId)
    .where('rig_id', '=', options.rigId)
    .executeTakeFirst();
}

export async function insertJourney(db: Db, journey: Insertable<JourneyTable>): Promise<number> {
  const row = await db.insertInto('journeys').values(journey).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateJourneySequence(
  db: Db,
  options: { journeyId: number; sequence: number; actor: ChangeActor },
) {
  await db
    .updateTable('journeys')
    .set((eb) => ({ ...changedBy(options.actor)(eb), sequence: options.sequence }))
    .where('id', '=', options.journeyId)
    .execute();
}

export async function updateJourneyRig(
  db: Db,
  options: { journeyId: number; rigId: number; actor: ChangeActor },
) {
  await db
    .updateTable('journeys')
    .set((eb) => ({ ...changedBy(options.actor)(eb), rig_id: options.rigId }))
    .where('id', '=', options.journeyId)
    .execute();
}

export async function deleteJourney(db: Db, journeyId: number) {
  await db.deleteFrom('journeys').where('id', '=', journeyId).execute();
}

/**
 * Pending → started, only if it has not started yet (and is at `version`, when the caller saw one); false when
 * someone else changed it first.
 */
export async function markJourneyStarted(
  db: Db,
  options: { journeyId: number; version: number | undefined; actor: ChangeActor },
): Promise<boolean> {
  let query = db
    .updateTable('journeys')
    .set((eb) => ({ ...changedBy(options.actor)(eb), started_at: options.actor.at }))
    .where('id', '=', options.journeyId)
    .where('started_at', 'is', null);
  if (options.version !== undefined) query = query.where('version', '=', options.version);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Started → ended, only if it is still under way (and at `version`, when the caller saw one). */
export async function markJourneyEnded(
  db: Db,
  options: { journeyId: number; version: number | undefined; actor: ChangeActor },
): Promise<boolean> {
  let query = db
    .updateTable('journeys')
    .set((eb) => ({ ...changedBy(options.actor)(eb), ended_at: options.actor.at }))
    .where('id', '=', options.journeyId)
    .where('started_at', 'is not', null)
    .where('ended_at', 'is', null);
  if (options.version !== undefined) query = query.where('version', '=', options.version);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Who changed the journey last, and when (null before anyone did). */
export async function findLastChangeOfJourney(db: Db, journeyId: number): Promise<LastChange | undefined> {
  return db
    .selectFrom('journeys')
    .leftJoin('users', 'users.id', 'journeys.updated_by')
    .select([
      'journeys.updated_by as actorUserId',
      'users.full_name as actorName',
      'journeys.updated_at as at',
    ])
    .where('journeys.id', '=', journeyId)
    .executeTakeFirst();
}

/** Orders in play on the journey's shipments that are in `phase`. */
export async function countOrdersOfJourneyInPhase(
  db: Db,
  options: { journeyId: number; phase: number },
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('shipments', 'shipments.id', 'orders.shipment_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shipments.journey_id', '=', options.journeyId)
    .where('orders.current_phase', '=', options.phase)
    .where('orders.status', '<>', 'REJECTED')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Writes a journey's planned arrival and departure at its rig (issue 23); the caller holds the voyage's lock.
 * `keepPublished`: the cut-off has passed, so the arrival as it stood then is kept first if nothing kept it yet
 * (docs/decisions/063; both databases read the row's old values on the right of SET). A journey that had no
 * plan then (added after the cut-off) is published with the first plan it is given (docs/decisions/068).
 */
export async function updateJourneyPlan(
  db: Db,
  options: {
    journeyId: number;
    plannedArrivalAt: string;
    plannedDepartureAt: string;
    keepPublished: boolean;
    actor: ChangeActor;
  },
): Promise<void> {
  await db
    .updateTable('journeys')
    .set((eb) => ({
      planned_arrival_at: options.plannedArrivalAt,
      planned_departure_at: options.plannedDepartureAt,
      ...(options.keepPublished
        ? {
            published_arrival_at: eb.fn.coalesce(
              'published_arrival_at',
              'planned_arrival_at',
              eb.val(options.plannedArrivalAt),
            ),
          }
        : {}),
      ...changedBy(options.actor)(eb),
    }))
    .where('id', '=', options.journeyId)
    .execute();
}
