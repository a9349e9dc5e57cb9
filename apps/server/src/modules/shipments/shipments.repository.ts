import { ON_BOARD_RETURNING_PHASE, PHASE } from '@rigline/contract/phases';
import type { Expression, ExpressionBuilder, Insertable, SqlBool } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { type Param, type PreparedValues, runPrepared } from '../../db/prepared-query.ts';
import type { Database, ShipmentTable } from '../../db/schema.ts';
import {
  isShipmentLoaded,
  isStorableId,
  matchesNothing,
  ofVendorRequest,
  ordersInPlay,
} from '../../db/sql-helpers.ts';

export interface ShipmentFilter {
  /** null: every vendor's shipments (operator roles). */
  vendorId: number | null;
  id?: number | undefined;
  voyageId?: number | undefined;
  requestId?: number | undefined;
  journeyId?: number | undefined;
  isLoaded?: boolean | undefined;
  /** Only shipments holding orders in play in this phase. */
  actionPhase?: number | undefined;
}

/** A shipment with its request, voyage and journey, and where its orders stand. */
export interface ShipmentViewRow {
  id: number;
  request_id: number;
  voyage_id: number;
  journey_id: number;
  created_at: string;
  request_title: string;
  request_rig_id: number;
  rig_name: string;
  voyage_name: string;
  voyage_status: string;
  vessel_id: number;
  vessel_name: string | null;
  journey_sequence: number;
  journey_rig_id: number;
  is_loaded: boolean;
  current_phase: number | null;
  order_count: number;
  kept_on_board_count: number;
}

/**
 * Where a value of the filter goes into the SQL: the value itself, or a placeholder when the query is prepared
 * once for its shape (db/prepared-query.ts).
 */
type Bind = <T extends string | number>(name: string, value: T) => T;
const valueItself: Bind = (_name, value) => value;

function shipmentConditions(
  eb: ExpressionBuilder<Database, 'shipments'>,
  filter: ShipmentFilter,
  bind: Bind = valueItself,
) {
  const conditions: Expression<SqlBool>[] = [];
  const idEquals = (
    column: 'shipments.id' | 'shipments.voyage_id' | 'shipments.request_id' | 'shipments.journey_id',
    id: number,
  ) => (isStorableId(id) ? eb(column, '=', bind(column, id)) : matchesNothing());
  if (filter.vendorId !== null)
    conditions.push(ofVendorRequest(eb, 'shipments.request_id', bind('vendorId', filter.vendorId)));
  if (filter.id !== undefined) conditions.push(idEquals('shipments.id', filter.id));
  if (filter.voyageId !== undefined) conditions.push(idEquals('shipments.voyage_id', filter.voyageId));
  if (filter.requestId !== undefined) conditions.push(idEquals('shipments.request_id', filter.requestId));
  if (filter.journeyId !== undefined) conditions.push(idEquals('shipments.journey_id', filter.journeyId));
  if (filter.isLoaded !== undefined)
    conditions.push(filter.isLoaded ? isShipmentLoaded(eb) : eb.not(isShipmentLoaded(eb)));
  if (filter.actionPhase !== undefined) {
    const phase = bind('actionPhase', filter.actionPhase);
    conditions.push(
      eb.exists(ordersInPlay(eb).select('orders.id').where('orders.current_phase', '=', phase)),
    );
  }
  return eb.and(conditions);
}

function isVendorFilterOnly(filter: ShipmentFilter): boolean {
  const { vendorId: _vendorId, ...others } = filter;
  return Object.values(others).every((value) => value === undefined);
}

/** Every shipment, or a vendor's, is read from the kept counts; any other filter counts the rows it finds. */
export async function countShipments(db: Db, filter: ShipmentFilter): Promise<number> {
  if (isVendorFilterOnly(filter)) {
    const ofVendor = filter.vendorId !== null;
    const [row] = await runPrepared(
      db,
      `shipment-counts:${ofVendor ? 'vendor' : 'all'}`,
      (db, param: Param<{ vendorId: number | null }>) => {
        const query = db.selectFrom('shipment_counts').select((eb) => eb.fn.sum<number>('count').as('count'));
        return ofVendor ? query.where('vendor_id', '=', param('vendorId') as number) : query;
      },
      { vendorId: filter.vendorId },
    );
    return Number(row?.count ?? 0);
  }
  const [row] = await runPrepared(
    db,
    `count:${shapeOf(filter)}`,
    (db, param: Param<PreparedValues>) =>
      db
        .selectFrom('shipments')
        .where((eb) => shipmentConditions(eb, filter, (name) => param(name) as never))
        .select((eb) => eb.fn.countAll<number>().as('count')),
    valuesOf(filter),
  );
  return Number(row?.count ?? 0);
}

/**
 * The key of a filter's shape (db/prepared-query.ts): which filters are present, and the form each takes (an
 * id that cannot be stored matches nothing). Lists and counts of a shape are built and compiled once.
 */
function shapeOf(filter: ShipmentFilter, page?: { limit: number; offset: number }): string {
  const id = (value: number | undefined) => (value === undefined ? '-' : isStorableId(value) ? 'id' : 'none');
  return [
    'shipments',
    filter.vendorId === null ? 'all' : 'vendor',
    id(filter.id),
    id(filter.voyageId),
    id(filter.requestId),
    id(filter.journeyId),
    filter.isLoaded === undefined ? '-' : filter.isLoaded ? 'loaded' : 'not-loaded',
    filter.actionPhase === undefined ? '-' : 'phase',
    page ? 'page' : 'all',
  ].join(':');
}

function valuesOf(filter: ShipmentFilter, page?: { limit: number; offset: number }): PreparedValues {
  return {
    vendorId: filter.vendorId,
    'shipments.id': filter.id ?? null,
    'shipments.voyage_id': filter.voyageId ?? null,
    'shipments.request_id': filter.requestId ?? null,
    'shipments.journey_id': filter.journeyId ?? null,
    actionPhase: filter.actionPhase ?? null,
    limit: page?.limit ?? null,
    offset: page?.offset ?? null,
  };
}

/**
 * Newest first; `limit` undefined answers them all. A request has a handful of shipments, so the actionable
 * list of one request is not paged. The page's ids come from a walk of an index; only they are joined.
 */
export async function findShipments(
  db: Db,
  filter: ShipmentFilter,
  page?: { limit: number; offset: number },
): Promise<ShipmentViewRow[]> {
  const rows = await runPrepared(
    db,
    shapeOf(filter, page),
    (db, param: Param<PreparedValues>) => shipmentsQuery(db, filter, page, (name) => param(name) as never),
    valuesOf(filter, page),
  );
  return rows.map((row) => ({
    ...row,
    is_loaded: Number(row.is_loaded) === 1,
    current_phase: row.current_phase === null ? null : Number(row.current_phase),
    order_count: Number(row.order_count ?? 0),
    kept_on_board_count: Number(row.kept_on_board_count ?? 0),
  }));
}

function shipmentsQuery(
  db: Db,
  filter: ShipmentFilter,
  page: { limit: number; offset: number } | undefined,
  bind: Bind,
) {
  let pageIds = db
    .selectFrom('shipments')
    .select('shipments.id')
    .where((eb) => shipmentConditions(eb, filter, bind))
    .orderBy('shipments.created_at', 'desc')
    .orderBy('shipments.id', 'desc');
  if (page) pageIds = pageIds.limit(bind('limit', page.limit)).offset(bind('offset', page.offset));
  return db
    .selectFrom('shipments')
    .innerJoin('requests', 'requests.id', 'shipments.request_id')
    .innerJoin('voyages', 'voyages.id', 'shipments.voyage_id')
    .innerJoin('journeys', 'journeys.id', 'shipments.journey_id')
    .innerJoin('rigs', 'rigs.id', 'requests.rig_id')
    .leftJoin('vessels', 'vessels.id', 'voyages.vessel_id')
    .where('shipments.id', 'in', pageIds)
    .select((eb) => [
      'shipments.id',
      'shipments.request_id',
      'shipments.voyage_id',
      'shipments.journey_id',
      'shipments.created_at',
      'requests.title as request_title',
      'requests.rig_id as request_rig_id',
      'rigs.name as rig_name',
      'voyages.name as voyage_name',
      'voyages.status as voyage_status',
      'voyages.vessel_id',
      'vessels.name as vessel_name',
      'journeys.sequence as journey_sequence',
      'journeys.rig_id as journey_rig_id',
      eb.case().when(isShipmentLoaded(eb)).then(1).else(0).end().as('is_loaded'),
      ordersInPlay(eb)
        .select((inner) => inner.fn.min<number>('orders.current_phase').as('phase'))
        .as('current_phase'),
      ordersInPlay(eb)
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .as('order_count'),
      ordersInPlay(eb)
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .where('orders.current_phase', '=', ON_BOARD_RETURNING_PHASE)
        .as('kept_on_board_count'),
    ])
    .orderBy('shipments.created_at', 'desc')
    .orderBy('shipments.id', 'desc');
}

/** Where a shipment stands, with the vendor of its request (for the access check) and its voyage's state. */
export async function findShipmentState(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('shipments')
    .innerJoin('requests', 'requests.id', 'shipments.request_id')
    .innerJoin('voyages', 'voyages.id', 'shipments.voyage_id')
    .select([
      'shipments.id',
      'shipments.request_id',
      'shipments.voyage_id',
      'shipments.journey_id',
      'requests.vendor_id',
      'requests.rig_id',
      'voyages.status as voyage_status',
      'voyages.started_at as voyage_started_at',
    ])
    .where('shipments.id', '=', id)
    .executeTakeFirst();
}

export async function insertShipment(db: Db, shipment: Insertable<ShipmentTable>): Promise<number> {
  const row = await db.insertInto('shipments').values(shipment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** How many shipments the voyage carries, and how many of them are loaded. */
export async function countShipmentsOfVoyage(
  db: Db,
  voyageId: number,
): Promise<{ total: number; loaded: number }> {
  const row = await db
    .selectFrom('shipments')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when(isShipmentLoaded(eb)).then(1).else(0).end()).as('loaded'),
    ])
    .where('shipments.voyage_id', '=', voyageId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), loaded: Number(row.loaded ?? 0) };
}

/** How many orders, in any status, still point at the shipment. */
export async function countOrdersOnShipment(db: Db, shipmentId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shipment_id', '=', shipmentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes the shipment only while no order points at it; false when it is gone or was filled meanwhile. */
export async function deleteEmptyShipment(db: Db, shipmentId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('shipments')
    .where('id', '=', shipmentId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('orders').select('orders.id').whereRef('orders.shipment_id', '=', 'shipments.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many of the shipment's orders in play are loaded or further on (phase 4 and up). */
export async function countLoadedOrdersOnShipment(db: Db, shipmentId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shipment_id', '=', shipmentId)
    .where('status', '<>', 'REJECTED')
    .where('current_phase', '>=', PHASE.LOADED)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Puts the shipment on another voyage's journey, only while it is still on `fromVoyageId`; false otherwise. */
export async function moveShipmentRow(
  db: Db,
  options: { shipmentId: number; fromVoyageId: number; toVoyageId: number; toJourneyId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('shipments')
    .set({ voyage_id: options.toVoyageId, journey_id: options.toJourneyId })
    .where('id', '=', options.shipmentId)
    .where('voyage_id', '=', options.fromVoyageId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
