import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { EventRow, MasterDataEntityType, NewEvent } from '../../db/schema.ts';
import type { LastChange } from './changed-by.ts';

export async function insertEvents(db: Db, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('events')
    .values([...events])
    .execute();
}

/*
 * What recordTransitions reads of the things its events are about, in its transaction: each answers a map
 * from id to place, one query for every id asked.
 */

export async function findOrderPlaces(db: Db, orderIds: readonly number[]) {
  const rows = orderIds.length
    ? await db
        .selectFrom('orders')
        .select(['id', 'request_id', 'shipment_id'])
        .where('id', 'in', unique(orderIds))
        .execute()
    : [];
  return new Map(rows.map((row) => [row.id, { requestId: row.request_id, shipmentId: row.shipment_id }]));
}

export async function findShipmentPlaces(db: Db, shipmentIds: readonly number[]) {
  const rows = shipmentIds.length
    ? await db
        .selectFrom('shipments')
        .select(['id', 'request_id', 'voyage_id'])
        .where('id', 'in', unique(shipmentIds))
        .execute()
    : [];
  return new Map(rows.map((row) => [row.id, { requestId: row.request_id, voyageId: row.voyage_id }]));
}

export async function findJourneyPlaces(db: Db, journeyIds: readonly number[]) {
  const rows = journeyIds.length
    ? await db
        .selectFrom('journeys')
        .innerJoin('rigs', 'rigs.id', 'journeys.rig_id')
        .select(['journeys.id', 'journeys.voyage_id', 'rigs.name as rig_name'])
        .where('journeys.id', 'in', unique(journeyIds))
        .execute()
    : [];
  return new Map(rows.map((row) => [row.id, { voyageId: row.voyage_id, rigName: row.rig_name }]));
}

export async function findRequestPlaces(db: Db, requestIds: readonly number[]) {
  const rows = requestIds.length
    ? await db
        .selectFrom('requests')
        .innerJoin('rigs', 'rigs.id', 'requests.rig_id')
        .select(['requests.id', 'requests.vendor_id', 'rigs.name as rig_name'])
        .where('requests.id', 'in', unique(requestIds))
        .execute()
    : [];
  return new Map(rows.map((row) => [row.id, { vendorId: row.vendor_id, rigName: row.rig_name }]));
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/**
 * A history row with its actor's name and role, and for a journey's row the journey's sequence and rig as they
 * are now (null once it is deleted: its deletion row's details keep them).
 */
export type HistoryRow = EventRow & {
  actor_name: string | null;
  actor_role_slug: string | null;
  /** 1: the actor is an API key's account (migration 028). */
  actor_is_api_key: number | null;
  journey_sequence: number | null;
  journey_rig_name: string | null;
};

function historyQuery(db: Db) {
  return db
    .selectFrom('events')
    .leftJoin('users', 'users.id', 'events.actor_user_id')
    .leftJoin('journeys', (join) =>
      join.onRef('journeys.id', '=', 'events.entity_id').on('events.entity_type', '=', 'journey'),
    )
    .leftJoin('rigs as journey_rigs', 'journey_rigs.id', 'journeys.rig_id')
    .selectAll('events')
    .select([
      'users.full_name as actor_name',
      'users.role_slug as actor_role_slug',
      'users.is_api_key as actor_is_api_key',
      'journeys.sequence as journey_sequence',
      'journey_rigs.name as journey_rig_name',
    ])
    .orderBy('events.created_at')
    .orderBy('events.id');
}

export async function findRequestHistory(db: Db, requestId: number): Promise<HistoryRow[]> {
  return historyQuery(db).where('events.request_id', '=', requestId).execute();
}

export async function findOrderHistory(db: Db, orderId: number): Promise<HistoryRow[]> {
  return historyQuery(db)
    .where('events.entity_type', '=', 'order')
    .where('events.entity_id', '=', orderId)
    .execute();
}

export async function findVoyageHistory(db: Db, voyageId: number): Promise<HistoryRow[]> {
  return historyQuery(db).where('events.voyage_id', '=', voyageId).execute();
}

function lastEvents(db: Db) {
  return db
    .selectFrom('events')
    .leftJoin('users', 'users.id', 'events.actor_user_id')
    .select([
      'events.actor_user_id as actorUserId',
      'users.full_name as actorName',
      'events.created_at as at',
    ])
    .orderBy('events.id', 'desc')
    .limit(1);
}

/** The order's last transition. */
export async function findLastChangeOfOrder(db: Db, orderId: number): Promise<LastChange | undefined> {
  return lastEvents(db)
    .where('events.entity_type', '=', 'order')
    .where('events.entity_id', '=', orderId)
    .executeTakeFirst();
}

/** The last transition of the request, of one of its orders or of one of its shipments: what moves its version. */
export async function findLastChangeOfRequest(db: Db, requestId: number): Promise<LastChange | undefined> {
  return lastEvents(db).where('events.request_id', '=', requestId).executeTakeFirst();
}

/** The last transition of an order onto or off the shipment: who filled it. */
export async function findLastChangeOfShipmentOrders(
  db: Db,
  shipmentId: number,
): Promise<LastChange | undefined> {
  return lastEvents(db)
    .where('events.entity_type', '=', 'order')
    .where('events.shipment_id', '=', shipmentId)
    .executeTakeFirst();
}

/** The order's last events row, whole: what an Undo checks it would take back (issue 12). */
export async function findLastEventOfOrder(db: Db, orderId: number): Promise<EventRow | undefined> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('entity_type', '=', 'order')
    .where('entity_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The journeys deleted from a voyage's plan: how many, and who deleted the last one when. */
export async function findJourneyDeletionsOfVoyage(
  db: Db,
  voyageId: number,
): Promise<{ count: number; last: LastChange | undefined }> {
  const deletions = db
    .selectFrom('events')
    .where('events.entity_type', '=', 'journey')
    .where('events.voyage_id', '=', voyageId)
    .where('events.to_status', '=', 'DELETED');
  const counted = await deletions
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const last = await deletions
    .leftJoin('users', 'users.id', 'events.actor_user_id')
    .select([
      'events.actor_user_id as actorUserId',
      'users.full_name as actorName',
      'events.created_at as at',
    ])
    .orderBy('events.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { count: Number(counted.count), last };
}

/**
 * The schedule changes of these voyages, oldest first: the voyage rows whose status stayed (from = to) and
 * that keep what changed in `details` (issue 23, docs/decisions/057). Read through events_voyage_idx.
 */
export async function findScheduleChangesOfVoyages(db: Db, voyageIds: readonly number[]) {
  if (voyageIds.length === 0) return [];
  return db
    .selectFrom('events')
    .select(['events.voyage_id', 'events.created_at', 'events.reason', 'events.details'])
    .where('events.voyage_id', 'in', [...voyageIds])
    .where('events.entity_type', '=', 'voyage')
    .whereRef('events.from_status', '=', 'events.to_status')
    .where('events.details', 'is not', null)
    .orderBy('events.id')
    .execute();
}

/**
 * The master-data changes of one row (who, when, what changed), newest first: a cargo carrying unit's page
 * lists them (issue 25). Read through events_entity_id_idx.
 */
export async function findMasterDataChanges(
  db: Db,
  entityType: MasterDataEntityType,
  entityId: number,
  limit = 200,
) {
  return (
    db
      .selectFrom('events')
      .leftJoin('users', 'users.id', 'events.actor_user_id')
      .select([
        'events.id',
        'events.created_at',
        'events.details',
        'events.actor_user_id',
        'users.full_name as actor_name',
      ])
      // The column's read type names the lifecycle's entities only; master-data rows share it (migration 008).
      .where(sql.ref<string>('events.entity_type'), '=', entityType)
      .where('events.entity_id', '=', entityId)
      .orderBy('events.id', 'desc')
      .limit(limit)
      .execute()
  );
}
