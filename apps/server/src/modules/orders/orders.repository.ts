import type { EXCEPT_REJECTED } from '@rigline/contract/orders';
import { ORDER_STATUSES, type OrderStatus, PHASE } from '@rigline/contract/phases';
import type { Expression, ExpressionBuilder, Insertable, SqlBool } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { sumPhaseCounts } from '../../db/counts.ts';
import { type Param, type PreparedValues, runPrepared } from '../../db/prepared-query.ts';
import type { Database, OrderTable } from '../../db/schema.ts';
import { containsText, isStorableId, matchesNothing, ofVendorRequest } from '../../db/sql-helpers.ts';

export interface OrderFilter {
  /** null: every vendor's orders (operator roles). */
  vendorId: number | null;
  requestId?: number | undefined;
  currentPhase?: number | undefined;
  /** undefined: any; null: orders on no shipment. */
  shipmentId?: number | null | undefined;
  status?: OrderStatus | typeof EXCEPT_REJECTED | undefined;
  /** Matches status, item name or mat code, or the order or item id when the text reads as one. */
  search?: { text: string; orderId: number | null; itemId: number | null } | undefined;
}

/** An order with the catalogue fields its row shows. */
export interface OrderViewRow {
  id: number;
  request_id: number;
  item_id: number;
  quantity: number;
  status: string;
  current_phase: number;
  shipment_id: number | null;
  created_at: string;
  version: number;
  reject_reason: string | null;
  kept_reason: string | null;
  kept_note: string | null;
  returned_from_voyage_id: number | null;
  received_quantity: number | null;
  damaged_quantity: number | null;
  receipt_note: string | null;
  split_from_order_id: number | null;
  po_number: string | null;
  item_name: string;
  item_mat_code: string;
  item_description: string;
  item_length: number;
  item_breadth: number;
  item_height: number;
  item_length_unit: string;
  item_breadth_unit: string;
  item_height_unit: string;
  item_measurement_unit: string;
  item_weight: number;
  item_weight_unit: string;
  item_un_number: string | null;
  item_imdg_class: string | null;
  item_packing_group: string | null;
  item_is_stackable: number;
}

/** Where an order stands, with the vendor whose request it belongs to (for the access check). */
export interface OrderStateRow {
  id: number;
  request_id: number;
  status: string;
  current_phase: number;
  shipment_id: number | null;
  version: number;
  vendor_id: number;
  /** What the load plan needs to weigh a drop. */
  item_id: number;
  quantity: number;
  /** Set when the order came back to planning on this voyage's arrival, kept on board (issue 9). */
  returned_from_voyage_id: number | null;
}

/**
 * Where a value of the filter goes into the SQL: the value itself, or a placeholder when the page's query is
 * prepared once for its shape (db/prepared-query.ts).
 */
type Bind = <T extends string | number>(name: string, value: T) => T;
const valueItself: Bind = (_name, value) => value;

function idEquals(
  eb: ExpressionBuilder<Database, 'orders'>,
  column: 'orders.request_id' | 'orders.shipment_id',
  id: number,
  bind: Bind,
): Expression<SqlBool> {
  return isStorableId(id) ? eb(column, '=', bind(column, id)) : matchesNothing();
}

/**
 * The filter on the orders table alone: the vendor is looked up through the order's request and the search's
 * item through the (catalogue-sized) items table, so a count joins nothing it does not need.
 */
function orderConditions(
  eb: ExpressionBuilder<Database, 'orders'>,
  filter: OrderFilter,
  bind: Bind = valueItself,
) {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.vendorId !== null)
    conditions.push(ofVendorRequest(eb, 'orders.request_id', bind('vendorId', filter.vendorId)));
  if (filter.requestId !== undefined)
    conditions.push(idEquals(eb, 'orders.request_id', filter.requestId, bind));
  if (filter.currentPhase !== undefined)
    conditions.push(eb('orders.current_phase', '=', bind('currentPhase', filter.currentPhase)));
  if (filter.shipmentId === null) conditions.push(eb('orders.shipment_id', 'is', null));
  else if (filter.shipmentId !== undefined)
    conditions.push(idEquals(eb, 'orders.shipment_id', filter.shipmentId, bind));
  if (filter.status === 'ex-REJECTED') conditions.push(eb('orders.status', '!=', 'REJECTED'));
  else if (filter.status !== undefined)
    conditions.push(eb('orders.status', '=', bind('status', filter.status)));
  if (filter.search) {
    const { text, orderId, itemId } = filter.search;
    const lowerText = text.toLowerCase();
    const statuses = ORDER_STATUSES.filter((status) => status.toLowerCase().includes(lowerText));
    const matches: Expression<SqlBool>[] = [
      eb(
        'orders.item_id',
        'in',
        eb
          .selectFrom('items')
          .select('items.id')
          .where((inner) =>
            inner.or([
              containsText(inner.ref('items.name'), text),
              containsText(inner.ref('items.mat_code'), text),
            ]),
          ),
      ),
    ];
    if (statuses.length > 0) matches.push(eb('orders.status', 'in', statuses));
    if (orderId !== null && isStorableId(orderId)) matches.push(eb('orders.id', '=', orderId));
    if (itemId !== null && isStorableId(itemId)) matches.push(eb('orders.item_id', '=', itemId));
    conditions.push(eb.or(matches));
  }
  return eb.and(conditions);
}

const ORDER_VIEW_COLUMNS = [
  'orders.id',
  'orders.request_id',
  'orders.item_id',
  'orders.quantity',
  'orders.status',
  'orders.current_phase',
  'orders.shipment_id',
  'orders.created_at',
  'orders.po_number',
  'orders.version',
  'orders.reject_reason',
  'orders.kept_reason',
  'orders.kept_note',
  'orders.returned_from_voyage_id',
  'orders.received_quantity',
  'orders.damaged_quantity',
  'orders.receipt_note',
  'orders.split_from_order_id',
  'items.name as item_name',
  'items.mat_code as item_mat_code',
  'items.description as item_description',
  'items.length as item_length',
  'items.breadth as item_breadth',
  'items.height as item_height',
  'items.length_unit as item_length_unit',
  'items.breadth_unit as item_breadth_unit',
  'items.height_unit as item_height_unit',
  'items.item_measurement_unit as item_measurement_unit',
  'items.weight as item_weight',
  'items.weight_unit as item_weight_unit',
  'items.un_number as item_un_number',
  'items.imdg_class as item_imdg_class',
  'items.packing_group as item_packing_group',
  'items.is_stackable as item_is_stackable',
] as const;

function ordersWithItem(db: Db) {
  return db.selectFrom('orders').innerJoin('items', 'items.id', 'orders.item_id');
}

/**
 * A filter of vendor, phase and status only is read from the kept counts; one of a request or shipment counts
 * that request's or shipment's few orders through their index.
 */
export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  if (filter.requestId === undefined && filter.shipmentId === undefined && filter.search === undefined) {
    return sumPhaseCounts(db, 'order_counts', {
      vendorId: filter.vendorId,
      phase: filter.currentPhase,
      ...(filter.status === 'ex-REJECTED' ? { exceptStatus: 'REJECTED' } : { status: filter.status }),
    });
  }
  const count = (db: Db, bind: Bind) =>
    db
      .selectFrom('orders')
      .where((eb) => orderConditions(eb, filter, bind))
      .select((eb) => eb.fn.countAll<number>().as('count'));
  const shape = preparedShapeOf(filter);
  const [row] = shape
    ? await runPrepared(
        db,
        `count:${shape}`,
        (db, param: Param<PreparedValues>) => count(db, (name) => param(name) as never),
        preparedValuesOf(filter, { limit: 0, offset: 0 }),
      )
    : await count(db, valueItself).execute();
  return Number(row?.count ?? 0);
}

/** Oldest first, as they were added. The page's ids come from a walk of an index; only they are joined. */
/**
 * A page of orders, each saying whether any order was split from it (issue 22), so that the parts are asked for
 * only where there are some: most pages have none, and the page then costs one query. Each also says whether
 * its receipt left a discrepancy open (the cargo module's table, read by its unique order_id).
 */
export async function findOrdersPage(
  db: Db,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<
  Array<OrderViewRow & { has_split_parts: number | boolean; has_open_discrepancy: number | boolean }>
> {
  const shape = preparedShapeOf(filter);
  if (!shape) return ordersPageQuery(db, filter, page, valueItself).execute();
  return runPrepared(
    db,
    shape,
    (db, param: Param<PreparedValues>) => ordersPageQuery(db, filter, page, (name) => param(name) as never),
    preparedValuesOf(filter, page),
  );
}

function preparedValuesOf(filter: OrderFilter, page: { limit: number; offset: number }): PreparedValues {
  return {
    vendorId: filter.vendorId,
    'orders.request_id': filter.requestId ?? null,
    'orders.shipment_id': filter.shipmentId ?? null,
    currentPhase: filter.currentPhase ?? null,
    status: filter.status ?? null,
    limit: page.limit,
    offset: page.offset,
  };
}

/**
 * The shape of a page's query when it can be prepared once (db/prepared-query.ts): every filter but a search;
 * the key names what changes the SQL. A search is built anew.
 */
function preparedShapeOf(filter: OrderFilter): string | null {
  if (filter.search !== undefined) return null;
  const idShape = (id: number | null | undefined) =>
    id === undefined ? '-' : id === null ? 'null' : isStorableId(id) ? 'id' : 'none';
  const status =
    filter.status === undefined ? '-' : filter.status === 'ex-REJECTED' ? 'ex-rejected' : 'status';
  return [
    'orders-page',
    filter.vendorId === null ? 'all' : 'vendor',
    idShape(filter.requestId),
    idShape(filter.shipmentId),
    filter.currentPhase === undefined ? '-' : 'phase',
    status,
  ].join(':');
}

function ordersPageQuery(db: Db, filter: OrderFilter, page: { limit: number; offset: number }, bind: Bind) {
  const pageIds = db
    .selectFrom('orders')
    .select('orders.id')
    .where((eb) => orderConditions(eb, filter, bind))
    .orderBy('orders.id')
    .limit(bind('limit', page.limit))
    .offset(bind('offset', page.offset));
  return ordersWithItem(db)
    .where('orders.id', 'in', pageIds)
    .select(ORDER_VIEW_COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('orders as parts')
            .select('parts.id')
            .whereRef('parts.split_from_order_id', '=', 'orders.id'),
        )
        .as('has_split_parts'),
    )
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('discrepancies')
            .select('discrepancies.id')
            .whereRef('discrepancies.order_id', '=', 'orders.id')
            .where('discrepancies.status', '=', 'OPEN'),
        )
        .as('has_open_discrepancy'),
    )
    .orderBy('orders.id');
}

export async function findOrderViewById(db: Db, id: number): Promise<OrderViewRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return ordersWithItem(db).select(ORDER_VIEW_COLUMNS).where('orders.id', '=', id).executeTakeFirst();
}

export async function findOrderState(db: Db, id: number): Promise<OrderStateRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('orders')
    .innerJoin('requests', 'requests.id', 'orders.request_id')
    .select([
      'orders.id',
      'orders.request_id',
      'orders.status',
      'orders.current_phase',
      'orders.shipment_id',
      'orders.version',
      'orders.item_id',
      'orders.quantity',
      'orders.returned_from_voyage_id',
      'requests.vendor_id',
    ])
    .where('orders.id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the vendor's catalogue item row for an order about to point at it, or answers undefined when it is
 * missing or another vendor's. A write that changes nothing: on PostgreSQL it waits for a delete of the item in
 * flight and then finds nothing, and a delete that comes later waits for the order and then sees it is used, so
 * an order never points at a deleted item (issue 8.6).
 */
export async function lockItemOfVendor(db: Db, options: { itemId: number; vendorId: number }) {
  if (!isStorableId(options.itemId)) return undefined;
  return db
    .updateTable('items')
    .set((eb) => ({ vendor_id: eb.ref('vendor_id') }))
    .where('id', '=', options.itemId)
    .where('vendor_id', '=', options.vendorId)
    .returning(['id', 'vendor_id'])
    .executeTakeFirst();
}

export async function insertOrder(db: Db, order: Insertable<OrderTable>): Promise<number> {
  const row = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes the status only from the version (and phase and status) the caller read; false when the order is no
 * longer so. The version goes up.
 */
export async function updateOrderStatusFrom(
  db: Db,
  options: {
    orderId: number;
    version: number;
    phase: number;
    fromStatus: string;
    toStatus: OrderStatus;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ status: options.toStatus, updated_at: options.now, version: eb('version', '+', 1) }))
    .where('id', '=', options.orderId)
    .where('version', '=', options.version)
    .where('current_phase', '=', options.phase)
    .where('status', '=', options.fromStatus)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Where an order stands: its phase, status and shipment. */
export interface OrderPosition {
  phase: number;
  status: OrderStatus;
  shipmentId: number | null;
}

/**
 * Moves one order, only from the version (and phase, status and shipment) the caller read; false when the
 * order is no longer there (someone else moved it first). The version goes up.
 */
export async function updateOrderFrom(
  db: Db,
  options: {
    orderId: number;
    version: number;
    from: OrderPosition;
    to: OrderPosition;
    now: string;
    /** Kept on board: why (issue 9). */
    kept?: { reason: string; note: string | null } | undefined;
  },
): Promise<boolean> {
  const { from, to, kept } = options;
  const result = await db
    .updateTable('orders')
    .set((eb) => ({
      current_phase: to.phase,
      status: to.status,
      shipment_id: to.shipmentId,
      updated_at: options.now,
      version: eb('version', '+', 1),
      ...(kept ? { kept_reason: kept.reason, kept_note: kept.note } : {}),
    }))
    .where('id', '=', options.orderId)
    .where('version', '=', options.version)
    .where('current_phase', '=', from.phase)
    .where('status', '=', from.status)
    .where((eb) =>
      from.shipmentId === null ? eb('shipment_id', 'is', null) : eb('shipment_id', '=', from.shipmentId),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What the rig received of an order, only from the version and phases (7, 8) the caller read. */
export async function recordOrderReceiptFrom(
  db: Db,
  options: {
    orderId: number;
    version: number;
    receivedQuantity: number;
    damagedQuantity: number;
    note: string;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({
      received_quantity: options.receivedQuantity,
      damaged_quantity: options.damagedQuantity,
      receipt_note: options.note,
      received_at: options.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', options.orderId)
    .where('version', '=', options.version)
    .where('current_phase', 'in', [PHASE.OFFLOADING, PHASE.DELIVERED])
    .where('received_quantity', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The receipt fields and the ordered quantity, for the receipt call. */
export async function findOrderReceiptContext(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('requests', 'requests.id', 'orders.request_id')
    .select([
      'orders.quantity',
      'orders.received_quantity',
      'requests.rig_id',
      'requests.vendor_id',
      'requests.id as request_id',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}
