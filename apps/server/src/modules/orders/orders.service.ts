import { type PageMeta, pageMeta } from '@rigline/contract/api';
import { parseDisplayId } from '@rigline/contract/ids';
import type { ListOrdersFilter, Order, OrderItem, OrderState } from '@rigline/contract/orders';
import {
  allowedStatusesOfPhase,
  currentPhaseData,
  type OrderStatus,
  ownersOfPhase,
} from '@rigline/contract/phases';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authenticate.ts';
import { insertEvents, transitionEvent } from '../events/events.repository.ts';
import {
  assertCanActOnPhase,
  canSeeVendorData,
  findVisibleRequest,
  REQUEST_CHANGED_MESSAGE,
  vendorScopeOf,
} from '../requests/request-access.ts';
import { touchRequestInPhase } from '../requests/requests.repository.ts';
import {
  countOrders,
  findItemOfVendor,
  findOrderState,
  findOrdersPage,
  findOrderViewById,
  insertOrder,
  type OrderFilter,
  type OrderStateRow,
  type OrderViewRow,
  updateOrderStatusFrom,
} from './orders.repository.ts';

export const ORDER_CHANGED_MESSAGE = 'This order was changed by someone else. Reload and try again.';
const ALREADY_REJECTED_MESSAGE = 'This order has already been rejected';
/** The phase in which rig logistics reviews orders; the only one whose statuses change in this release. */
const REVIEW_PHASE = 1;

export async function listOrders(options: {
  db: Db;
  user: CurrentUser;
  filter: ListOrdersFilter;
}): Promise<{ data: Order[]; meta: PageMeta }> {
  const { db, user, filter } = options;
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
  return { data: rows.map(toOrder), meta: pageMeta(total, filter) };
}

function toOrder(row: OrderViewRow): Order {
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
    },
    quantity: row.quantity,
    status: row.status as OrderStatus,
    current_phase: row.current_phase,
    current_phase_data: currentPhaseData(row.current_phase),
    created_at: row.created_at,
    shipment_id: row.shipment_id,
    request_id: row.request_id,
  };
}

function toOrderState(row: Pick<OrderStateRow, 'id' | 'current_phase' | 'shipment_id'>, status: OrderStatus) {
  return { id: row.id, current_phase: row.current_phase, status, shipment_id: row.shipment_id };
}

/** Orders are added while the supplier builds the request (phase 0), from that supplier's own catalogue. */
export async function createOrder(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  itemId: number;
  quantity: number;
}): Promise<Order> {
  const { user } = options;
  const now = new Date().toISOString();
  return options.db.transaction().execute(async (trx) => {
    const request = await findVisibleRequest({ db: trx, user, requestId: options.requestId });
    assertCanActOnPhase(user, request.current_phase, 'request');
    if (request.current_phase !== 0) {
      throw new AppError(
        'BAD_INPUT',
        `Orders can only be added while the supplier builds the request (phase 0); this request is in phase ${request.current_phase}`,
      );
    }
    const item = await findItemOfVendor(trx, { itemId: options.itemId, vendorId: request.vendor_id });
    if (!item) throw new AppError('NOT_FOUND', 'Item not found');
    // Queues behind "Assign to Rig Logistics", so no order lands in phase 0 of a request that has moved on.
    if (!(await touchRequestInPhase(trx, { requestId: request.id, phase: 0, now }))) {
      throw new AppError('CONFLICT', REQUEST_CHANGED_MESSAGE);
    }
    const status: OrderStatus = 'CREATED';
    const orderId = await insertOrder(trx, {
      request_id: request.id,
      item_id: item.id,
      quantity: options.quantity,
      status,
      current_phase: 0,
      shipment_id: null,
      created_at: now,
      updated_at: now,
    });
    await insertEvents(trx, [
      transitionEvent({
        entityType: 'order',
        entityId: orderId,
        actorUserId: user.id,
        from: null,
        to: { phase: 0, status },
        at: now,
      }),
    ]);
    const order = await findOrderViewById(trx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
    return toOrder(order);
  });
}

async function findVisibleOrder(options: {
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

/**
 * Rig logistics' review in phase 1: ACCEPTED, or back to CREATED (needs review). Rejecting has a call of its
 * own; the moves of later phases come with shipments and voyages.
 */
export async function updateOrderStatus(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  status: OrderStatus;
}): Promise<OrderState> {
  const { user, status } = options;
  if (status === 'REJECTED') throw AppError.badInput('status', 'Use reject to reject an order');
  const now = new Date().toISOString();
  return options.db.transaction().execute(async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    const phase = order.current_phase;
    assertCanActOnPhase(user, phase, 'order');
    if (order.status === 'REJECTED') throw new AppError('CONFLICT', ALREADY_REJECTED_MESSAGE);
    if (phase === 2 && status === 'ASSIGNED_TO_SUPPLIER') {
      throw AppError.badInput('status', 'Order must be in a shipment before it is assigned to the supplier');
    }
    const allowed = allowedStatusesOfPhase(phase);
    if (!allowed.includes(status)) {
      throw AppError.badInput(
        'status',
        `${status} is not a status of phase ${phase}; it allows ${allowed.join(', ')}`,
      );
    }
    if (phase !== REVIEW_PHASE) {
      throw AppError.badInput(
        'status',
        phase === 0
          ? 'An order stays CREATED until the request is assigned to rig logistics'
          : `Orders in phase ${phase} change status through their shipment and voyage, not here`,
      );
    }
    if (order.status === status) {
      throw new AppError('CONFLICT', `This order is already ${status}. Reload to see its current state.`);
    }
    await changeReviewedOrderStatus({ db: trx, user, order, status, now });
    return toOrderState(order, status);
  });
}

/** Permanent: a rejected order stays in its phase and never changes again. */
export async function rejectOrder(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
}): Promise<OrderState> {
  const { user } = options;
  const now = new Date().toISOString();
  return options.db.transaction().execute(async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    const phase = order.current_phase;
    assertCanActOnPhase(user, phase, 'order');
    if (order.status === 'REJECTED') throw new AppError('CONFLICT', ALREADY_REJECTED_MESSAGE);
    if (phase !== REVIEW_PHASE) {
      throw new AppError(
        'BAD_INPUT',
        `Only orders under review by ${ownersOfPhase(REVIEW_PHASE).join(', ')} (phase ${REVIEW_PHASE}) can be rejected here; this order is in phase ${phase}`,
      );
    }
    const status: OrderStatus = 'REJECTED';
    await changeReviewedOrderStatus({ db: trx, user, order, status, now });
    return toOrderState(order, status);
  });
}

async function changeReviewedOrderStatus(options: {
  db: Db;
  user: CurrentUser;
  order: OrderStateRow;
  status: OrderStatus;
  now: string;
}): Promise<void> {
  const { db, user, order, status, now } = options;
  // The request's row first: "Assign to Base Coordinator" takes it too, so a review never slips past it.
  if (!(await touchRequestInPhase(db, { requestId: order.request_id, phase: REVIEW_PHASE, now }))) {
    throw new AppError('CONFLICT', REQUEST_CHANGED_MESSAGE);
  }
  const isChanged = await updateOrderStatusFrom(db, {
    orderId: order.id,
    phase: order.current_phase,
    fromStatus: order.status,
    toStatus: status,
    now,
  });
  if (!isChanged) throw new AppError('CONFLICT', ORDER_CHANGED_MESSAGE);
  await insertEvents(db, [
    transitionEvent({
      entityType: 'order',
      entityId: order.id,
      actorUserId: user.id,
      from: { phase: order.current_phase, status: order.status },
      to: { phase: order.current_phase, status },
      at: now,
    }),
  ]);
}
