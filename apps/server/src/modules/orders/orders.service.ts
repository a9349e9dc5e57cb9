import { type PageMeta, pageMeta } from '@rigline/contract/api';
import { parseDisplayId } from '@rigline/contract/ids';
import { DEFAULT_HEAVY_LIFT_T, isHeavyLift } from '@rigline/contract/load-plan';
import type { ListOrdersFilter, Order, OrderItem } from '@rigline/contract/orders';
import { canRoleActOnPhase, currentPhaseData, type OrderStatus, PHASE } from '@rigline/contract/phases';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { transitionEvent } from '../events/event-rows.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { lockRequest, requestChangedError } from '../lifecycle/request-phase.ts';
import { inTransaction } from '../live/live-transaction.ts';
import {
  assertCanActOnPhase,
  canSeeVendorData,
  findVisibleRequest,
  vendorScopeOf,
} from '../requests/request-access.ts';
import { findSplitPartIds } from './order-split.repository.ts';
import {
  countOrders,
  findOrderState,
  findOrdersPage,
  findOrderViewById,
  insertOrder,
  lockItemOfVendor,
  type OrderFilter,
  type OrderStateRow,
  type OrderViewRow,
} from './orders.repository.ts';

export async function listOrders(options: {
  db: Db;
  user: CurrentUser;
  filter: ListOrdersFilter;
  /** HEAVY_LIFT_T: from this unit weight in tonnes an order is a heavy lift. */
  heavyLiftT?: number;
}): Promise<{ data: Order[]; meta: PageMeta }> {
  const { db, user, filter, heavyLiftT = DEFAULT_HEAVY_LIFT_T } = options;
  // Another vendor's request answers 404, as on every other call, rather than an empty list.
  if (filter.request_id !== undefined) await findVisibleRequest({ db, user, requestId: filter.request_id });
  const search = filter.search;
  const repositoryFilter: OrderFilter = {
    vendorId: vendorScopeOf(user),
    requestId: filter.request_id,
    currentPhase: filter.current_phase,
    shipmentId: filter.shipment_id,
    status: filter.status,
    search: search
      ? {
          text: search,
          orderId: parseDisplayId('ORD', search),
          itemId: /^\d+$/.test(search) ? Number(search) : null,
        }
      : undefined,
  };
  const [total, rows] = await Promise.all([
    countOrders(db, repositoryFilter),
    findOrdersPage(db, repositoryFilter, { limit: filter.limit, offset: (filter.page - 1) * filter.limit }),
  ]);
  const parts = await findSplitPartIds(
    db,
    rows.filter((row) => Boolean(row.has_split_parts)).map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({
      ...toOrder(row, heavyLiftT, parts.get(row.id)),
      open_discrepancy_count: row.has_open_discrepancy ? 1 : 0,
    })),
    meta: pageMeta(total, filter),
  };
}

/** `splitInto`: the orders split from this one (issue 22), oldest first. */
export function toOrder(row: OrderViewRow, heavyLiftT: number, splitInto: readonly number[] = []): Order {
  return {
    id: row.id,
    item_id: row.item_id,
    item: {
      name: row.item_name,
      mat_code: row.item_mat_code,
      description: row.item_description,
      length: row.item_length,
      breadth: row.item_breadth,
      height: row.item_height,
      // The units are fixed when an item is created; the response schema checks them again on the way out.
      length_unit: row.item_length_unit as OrderItem['length_unit'],
      breadth_unit: row.item_breadth_unit as OrderItem['breadth_unit'],
      height_unit: row.item_height_unit as OrderItem['height_unit'],
      item_measurement_unit: row.item_measurement_unit as OrderItem['item_measurement_unit'],
      weight: row.item_weight,
      weight_unit: row.item_weight_unit as OrderItem['weight_unit'],
      un_number: row.item_un_number,
      imdg_class: row.item_imdg_class,
      packing_group: row.item_packing_group,
      is_stackable: row.item_is_stackable === 1,
    },
    quantity: row.quantity,
    status: row.status as OrderStatus,
    current_phase: row.current_phase,
    current_phase_data: currentPhaseData(row.current_phase),
    created_at: row.created_at,
    po_number: row.po_number,
    shipment_id: row.shipment_id,
    request_id: row.request_id,
    version: row.version,
    is_heavy_lift: isHeavyLift({ weight: row.item_weight }, heavyLiftT),
    reject_reason: row.reject_reason,
    kept_reason: row.kept_reason as Order['kept_reason'],
    kept_note: row.kept_note,
    returned_from_voyage_id: row.returned_from_voyage_id,
    received_quantity: row.received_quantity,
    damaged_quantity: row.damaged_quantity,
    receipt_note: row.receipt_note,
    split_from_order_id: row.split_from_order_id,
    split_into_order_ids: [...splitInto],
  };
}

/** Orders are added while the supplier builds the request (phase 0), from that supplier's own catalogue. */
export async function createOrder(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  itemId: number;
  quantity: number;
  /** The line's own purchase-order number (issue 26), when not its request's. */
  poNumber?: string | null | undefined;
  heavyLiftT?: number;
}): Promise<Order> {
  const { user } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const request = await findVisibleRequest({ db: trx, user, requestId: options.requestId });
    // The supplier's draft was handed on meanwhile (a colleague's "Assign to Rig Logistics"): a stale view.
    if (request.current_phase !== PHASE.DRAFT && canRoleActOnPhase(user.roleSlug, PHASE.DRAFT)) {
      throw await requestChangedError({
        db: trx,
        user,
        requestId: request.id,
        detail: 'it is no longer a draft, so orders cannot be added to it',
      });
    }
    assertCanActOnPhase(user, request.current_phase, 'request');
    if (request.current_phase !== PHASE.DRAFT) {
      throw new AppError(
        'BAD_INPUT',
        `Orders can only be added while the supplier builds the request (phase 0); this request is in phase ${request.current_phase}`,
      );
    }
    // Queues behind "Assign to Rig Logistics", so no order lands in phase 0 of a request that has moved on.
    await lockRequest({ db: trx, user, requestId: request.id, phase: PHASE.DRAFT });
    // Read after the request's lock and held: an item deleted meanwhile is not found (issue 8.6).
    const item = await lockItemOfVendor(trx, { itemId: options.itemId, vendorId: request.vendor_id });
    if (!item) throw new AppError('NOT_FOUND', 'Item not found');
    const status: OrderStatus = 'CREATED';
    const orderId = await insertOrder(trx, {
      request_id: request.id,
      item_id: item.id,
      quantity: options.quantity,
      status,
      current_phase: PHASE.DRAFT,
      shipment_id: null,
      created_at: now,
      updated_at: now,
      po_number: options.poNumber ?? null,
    });
    await recordTransitions(trx, [
      transitionEvent({
        entityType: 'order',
        entityId: orderId,
        actorUserId: user.id,
        from: null,
        to: { phase: PHASE.DRAFT, status },
        at: now,
      }),
    ]);
    const order = await findOrderViewById(trx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
    return toOrder(order, options.heavyLiftT ?? DEFAULT_HEAVY_LIFT_T);
  });
}

export async function findVisibleOrder(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
}): Promise<OrderStateRow> {
  const order = await findOrderState(options.db, options.orderId);
  if (!order || !canSeeVendorData(options.user, order.vendor_id)) {
    throw new AppError('NOT_FOUND', 'Order not found');
  }
  return order;
}
