import { PHASE } from '@rigline/contract/phases';
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { sumPhaseCounts } from '../../db/counts.ts';
import { receiptShortfallColumns, receiptShortfallOf } from '../../db/receipt-shortfalls.ts';
import type { Database, RigTable } from '../../db/schema.ts';

/**
 * The dashboards' figures. Totals over history come from the counts migration 004's triggers keep per
 * (vendor, rig, phase, status) (`request_counts`, `order_counts`, `voyage_counts`); the rest read the live
 * pipeline or one month through an index, so no figure counts every row ever made. Every query is plain
 * Kysely with sums over case expressions, the same on SQLite and PostgreSQL; sums over no rows are null,
 * hence the `?? 0` where a group can be empty.
 *
 * "An order in phase n" means current_phase = n and not REJECTED: REJECTED is final in any phase
 * (decisions.md §3) and a rejected order keeps the phase it was rejected in.
 */

export type RigRow = Selectable<RigTable> & { current_well_name: string | null };

export interface RequestCounts {
  /** Requests handed on by their supplier: everything but DRAFT. */
  total_requests: number;
  /** In phase 1 and not already completed (every order rejected). */
  pending_approval: number;
  /** Phase 2 and on, or COMPLETED. */
  approved: number;
  /** Not DRAFT and not COMPLETED. */
  open_requests: number;
}

export interface OrderCounts {
  orders_in_transit: number;
  orders_delivered: number;
  /** Every order but the rejected ones. */
  orders_total: number;
}

function sumOf(value: unknown): number {
  return Number(value ?? 0);
}

/** Home rigs (issue 12): a dashboard narrowed to some rigs; undefined for every rig. */
export type RigIds = readonly number[] | undefined;

export async function countActiveRigs(db: Db, rigIds?: RigIds): Promise<number> {
  let query = db.selectFrom('rigs');
  if (rigIds !== undefined) query = query.where('id', 'in', [...rigIds]);
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findRigs(db: Db, rigIds?: RigIds): Promise<RigRow[]> {
  let query = db.selectFrom('rigs');
  if (rigIds !== undefined) query = query.where('rigs.id', 'in', [...rigIds]);
  return query
    .leftJoin('wells', 'wells.id', 'rigs.current_well_id')
    .selectAll('rigs')
    .select('wells.name as current_well_name')
    .orderBy('rigs.code')
    .orderBy('rigs.id')
    .execute();
}

export async function findRigById(db: Db, id: number): Promise<RigRow | undefined> {
  return db
    .selectFrom('rigs')
    .leftJoin('wells', 'wells.id', 'rigs.current_well_id')
    .selectAll('rigs')
    .select('wells.name as current_well_name')
    .where('rigs.id', '=', id)
    .executeTakeFirst();
}

export async function countRequestsWithStatus(
  db: Db,
  filter: { status: string; vendorId?: number | undefined; rigIds?: RigIds },
): Promise<number> {
  return sumPhaseCounts(db, 'request_counts', filter);
}

/** Request counts per rig; rigs without requests are left out. */
export async function countRequestsPerRig(
  db: Db,
  filter: { rigId?: number | undefined; rigIds?: RigIds; vendorId?: number | undefined } = {},
): Promise<Map<number, RequestCounts>> {
  const counted = (eb: ExpressionBuilder<Database, 'request_counts'>, condition: Expression<SqlBool>) =>
    eb.fn.sum<number>(eb.case().when(condition).then(eb.ref('count')).else(0).end());
  let query = db
    .selectFrom('request_counts')
    .select((eb) => [
      'rig_id',
      counted(eb, eb('status', '<>', 'DRAFT')).as('total_requests'),
      counted(eb, eb.and([eb('current_phase', '=', PHASE.REVIEW), eb('status', '<>', 'COMPLETED')])).as(
        'pending_approval',
      ),
      counted(eb, eb.or([eb('current_phase', '>=', PHASE.PLANNING), eb('status', '=', 'COMPLETED')])).as(
        'approved',
      ),
      counted(eb, eb('status', 'not in', ['DRAFT', 'COMPLETED'])).as('open_requests'),
    ])
    .groupBy('rig_id');
  if (filter.rigId !== undefined) query = query.where('rig_id', '=', filter.rigId);
  if (filter.rigIds !== undefined) query = query.where('rig_id', 'in', [...filter.rigIds]);
  if (filter.vendorId !== undefined) query = query.where('vendor_id', '=', filter.vendorId);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.rig_id,
      {
        total_requests: sumOf(row.total_requests),
        pending_approval: sumOf(row.pending_approval),
        approved: sumOf(row.approved),
        open_requests: sumOf(row.open_requests),
      },
    ]),
  );
}

/** Order counts per rig (the rig of the order's request); rigs without orders are left out. */
export async function countOrdersPerRig(db: Db, rigIds?: RigIds): Promise<Map<number, OrderCounts>> {
  const counted = (eb: ExpressionBuilder<Database, 'order_counts'>, condition: Expression<SqlBool>) =>
    eb.fn.sum<number>(eb.case().when(condition).then(eb.ref('count')).else(0).end());
  let query = db.selectFrom('order_counts');
  if (rigIds !== undefined) query = query.where('rig_id', 'in', [...rigIds]);
  const rows = await query
    .select((eb) => [
      'rig_id',
      counted(eb, eb.and([eb('current_phase', '=', PHASE.AT_SEA), eb('status', '<>', 'REJECTED')])).as(
        'orders_in_transit',
      ),
      counted(eb, eb('status', '=', 'DELIVERED')).as('orders_delivered'),
      // A supplier's draft is not yet the rig's business: its orders count once sent for review (issue 22).
      counted(eb, eb.and([eb('status', '<>', 'REJECTED'), eb('current_phase', '<>', PHASE.DRAFT)])).as(
        'orders_total',
      ),
    ])
    .groupBy('rig_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.rig_id,
      {
        orders_in_transit: sumOf(row.orders_in_transit),
        orders_delivered: sumOf(row.orders_delivered),
        orders_total: sumOf(row.orders_total),
      },
    ]),
  );
}

/** Orders in one phase (not rejected), optionally only those of one vendor's requests. */
export async function countOrdersInPhase(
  db: Db,
  filter: { phase: number; vendorId?: number | undefined },
): Promise<number> {
  return sumPhaseCounts(db, 'order_counts', { ...filter, exceptStatus: 'REJECTED' });
}

/**
 * DELIVERED orders whose last change falls within [from, to), two starts of UTC days: a sum over the days of
 * the kept `order_deliveries`.
 */
export async function countOrdersDeliveredBetween(
  db: Db,
  filter: { from: string; to: string; vendorId?: number | undefined },
): Promise<number> {
  let query = db
    .selectFrom('order_deliveries')
    .select((eb) => eb.fn.sum<number>('count').as('count'))
    .where('day', '>=', filter.from.slice(0, 10))
    .where('day', '<', filter.to.slice(0, 10));
  if (filter.vendorId !== undefined) query = query.where('vendor_id', '=', filter.vendorId);
  const row = await query.executeTakeFirstOrThrow();
  return sumOf(row.count);
}

/**
 * DELIVERED orders of some rigs' requests whose last change falls within [from, to): the kept deliveries are
 * per vendor, so a home-rig dashboard counts the month's deliveries through the (status, updated_at) index.
 */
export async function countOrdersDeliveredToRigsBetween(
  db: Db,
  filter: { from: string; to: string; rigIds: readonly number[] },
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('requests', 'requests.id', 'orders.request_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('orders.status', '=', 'DELIVERED')
    .where('orders.updated_at', '>=', filter.from)
    .where('orders.updated_at', '<', filter.to)
    .where('requests.rig_id', 'in', [...filter.rigIds])
    .executeTakeFirstOrThrow();
  return sumOf(row.count);
}

/** Requests in phase 1 whose last change is older than `before`: the oldest first, at most `limit`. */
export async function findRequestsAwaitingReview(
  db: Db,
  filter: { before: string; limit: number; rigIds?: RigIds },
): Promise<Array<{ id: number; rig_name: string; updated_at: string }>> {
  let query = db.selectFrom('requests');
  if (filter.rigIds !== undefined) query = query.where('requests.rig_id', 'in', [...filter.rigIds]);
  return query
    .innerJoin('rigs', 'rigs.id', 'requests.rig_id')
    .select(['requests.id', 'rigs.name as rig_name', 'requests.updated_at'])
    .where('requests.status', '=', 'PENDING')
    .where('requests.updated_at', '<', filter.before)
    .orderBy('requests.updated_at')
    .orderBy('requests.id')
    .limit(filter.limit)
    .execute();
}

/** Requests with orders waiting to be offloaded at their rig (phase 6), with how many; at most `limit`. */
export async function findRequestsWithOrdersToOffload(
  db: Db,
  filter: { limit: number; rigIds?: RigIds },
): Promise<Array<{ request_id: number; rig_name: string; order_count: number }>> {
  let query = db.selectFrom('orders').innerJoin('requests', 'requests.id', 'orders.request_id');
  if (filter.rigIds !== undefined) query = query.where('requests.rig_id', 'in', [...filter.rigIds]);
  const rows = await query
    .innerJoin('rigs', 'rigs.id', 'requests.rig_id')
    .select((eb) => [
      'requests.id as request_id',
      'rigs.name as rig_name',
      eb.fn.countAll<number>().as('order_count'),
    ])
    .where('orders.current_phase', '=', PHASE.OFFLOAD_REQUIRED)
    .where('orders.status', '<>', 'REJECTED')
    .groupBy(['requests.id', 'rigs.name'])
    .orderBy('requests.id')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({ ...row, order_count: Number(row.order_count) }));
}

/** Shipments with orders the supplier has been asked to load (phase 3), with how many; at most `limit`. */
export async function findShipmentsAwaitingLoading(
  db: Db,
  filter: { limit: number; rigIds?: RigIds },
): Promise<
  Array<{
    shipment_id: number;
    request_id: number;
    voyage_id: number;
    voyage_name: string;
    order_count: number;
  }>
> {
  let query = db.selectFrom('shipments').innerJoin('orders', 'orders.shipment_id', 'shipments.id');
  if (filter.rigIds !== undefined) {
    const rigIds = [...filter.rigIds];
    query = query
      .innerJoin('requests', 'requests.id', 'shipments.request_id')
      .where('requests.rig_id', 'in', rigIds);
  }
  const rows = await query
    .innerJoin('voyages', 'voyages.id', 'shipments.voyage_id')
    .select((eb) => [
      'shipments.id as shipment_id',
      'shipments.request_id',
      'shipments.voyage_id',
      'voyages.name as voyage_name',
      eb.fn.countAll<number>().as('order_count'),
    ])
    .where('orders.current_phase', '=', PHASE.LOADING)
    .where('orders.status', '<>', 'REJECTED')
    .groupBy(['shipments.id', 'shipments.request_id', 'shipments.voyage_id', 'voyages.name'])
    .orderBy('shipments.id')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({ ...row, order_count: Number(row.order_count) }));
}

/** Shipments with orders in phase 3, found from those orders (the live pipeline) rather than every shipment. */
export async function countShipmentsAwaitingLoading(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.count<number>('orders.shipment_id').distinct().as('count'))
    .where('orders.current_phase', '=', PHASE.LOADING)
    .where('orders.status', '<>', 'REJECTED')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** PROCESSING requests that still have phase-2 orders on no shipment: what the coordinator has to plan. */
export async function countRequestsToPlan(db: Db): Promise<number> {
  const row = await db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('requests.status', '=', 'PROCESSING')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orders')
          .select('orders.id')
          .whereRef('orders.request_id', '=', 'requests.id')
          .where('orders.current_phase', '=', PHASE.PLANNING)
          .where('orders.shipment_id', 'is', null)
          .where('orders.status', '<>', 'REJECTED'),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countOrdersWithoutShipment(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('current_phase', '=', PHASE.PLANNING)
    .where('shipment_id', 'is', null)
    .where('status', '<>', 'REJECTED')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countVoyagesByStatus(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('voyage_counts').select(['status', 'count']).execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

export interface RequestSummaryRow {
  id: number;
  title: string;
  description: string;
  status: string;
  current_phase: number;
  rig_id: number;
  rig_name: string | null;
  well_id: number;
  well_name: string | null;
  section: string;
  request_type: string;
  total_items: number;
  vendor_id: number;
  created_at: string;
  required_by: string | null;
  po_number: string | null;
  version: number;
  short_order_count: number;
  damaged_order_count: number;
  open_discrepancy_count: number;
}

/** A vendor's newest requests, with their rig and well names and how many orders each holds. */
export async function findRecentRequests(
  db: Db,
  filter: { vendorId: number; limit: number },
): Promise<RequestSummaryRow[]> {
  const rows = await db
    .selectFrom('requests')
    .leftJoin('rigs', 'rigs.id', 'requests.rig_id')
    .leftJoin('wells', 'wells.id', 'requests.well_id')
    .select((eb) => [
      'requests.id',
      'requests.title',
      'requests.description',
      'requests.status',
      'requests.current_phase',
      'requests.rig_id',
      'rigs.name as rig_name',
      'requests.well_id',
      'wells.name as well_name',
      'requests.section',
      'requests.request_type',
      'requests.vendor_id',
      'requests.created_at',
      'requests.required_by',
      'requests.po_number',
      'requests.version',
      eb
        .selectFrom('orders')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('orders.request_id', '=', 'requests.id')
        .as('total_items'),
      ...receiptShortfallColumns(eb),
    ])
    .where('requests.vendor_id', '=', filter.vendorId)
    .orderBy('requests.created_at', 'desc')
    .orderBy('requests.id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({ ...row, total_items: sumOf(row.total_items), ...receiptShortfallOf(row) }));
}
