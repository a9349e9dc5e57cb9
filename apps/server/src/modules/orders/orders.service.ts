import { type PageMeta, pageMeta } from '@rigline/contract/api';
import { parseDisplayId } from '@rigline/contract/ids';
import { DEFAULT_HEAVY_LIFT_T, isHeavyLift } from '@rigline/contract/load-plan';
import type { ListOrdersFilter, Order, OrderItem, OrderReceipt, OrderState } from '@rigline/contract/orders';
import {
  allowedStatusesOfPhase,
  canRoleActOnPhase,
  currentPhaseData,
  describeKeptReason,
  FINAL_PHASE,
  isRequestComplete,
  type KeptOnBoardReason,
  ON_BOARD_RETURNING_PHASE,
  type OrderStatus,
  PHASE,
  type RequestStatus,
} from '@rigline/contract/phases';
import type { TransitionAction } from '@rigline/contract/transitions';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { openDiscrepancy } from '../cargo/discrepancies.service.ts';
import { changedByError } from '../events/changed-by.ts';
import { statusEvent, transitionEvent } from '../events/event-rows.ts';
import { findLastChangeOfOrder, findLastEventOfOrder } from '../events/events.service.ts';
import { findOrdersOfRequest } from '../lifecycle/lifecycle.service.ts';
import { isLostRace, refusedOrLost } from '../lifecycle/race-loser.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { changeRequestPhase, lockRequest, requestChangedError } from '../lifecycle/request-phase.ts';
import {
  isVoyageStarted,
  lockVoyage,
  voyageChangedError,
  voyagePlanLockedError,
} from '../lifecycle/voyage-lock.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { assertDropFits } from '../load-plan/load-plan.service.ts';
import {
  assertCanActOnPhase,
  canSeeVendorData,
  findVisibleRequest,
  vendorScopeOf,
} from '../requests/request-access.ts';
import { findRequestById } from '../requests/requests.service.ts';
import { findShipmentState, SHIPMENT_GONE_MESSAGE } from '../shipments/shipments.service.ts';
import { setRejectReason } from './order-lines.repository.ts';
import {
  countOrders,
  findOrderReceiptContext,
  findOrderState,
  findOrdersPage,
  findOrderViewById,
  insertOrder,
  lockItemOfVendor,
  type OrderFilter,
  type OrderPosition,
  type OrderStateRow,
  type OrderViewRow,
  recordOrderReceiptFrom,
  updateOrderFrom,
  updateOrderStatusFrom,
} from './orders.repository.ts';

const ALREADY_REJECTED_MESSAGE = 'This order has already been rejected';
/** The phase in which rig logistics reviews orders. */
const REVIEW_PHASE = 1;

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
  return { data: rows.map((row) => toOrder(row, heavyLiftT)), meta: pageMeta(total, filter) };
}

export function toOrder(row: OrderViewRow, heavyLiftT: number): Order {
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
    },
    quantity: row.quantity,
    status: row.status as OrderStatus,
    current_phase: row.current_phase,
    current_phase_data: currentPhaseData(row.current_phase),
    created_at: row.created_at,
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
  };
}

/** Where the order stands after one change from `order`: the update that made it raised its version by one. */
export function changedOrderState(
  order: Pick<OrderStateRow, 'id' | 'version'>,
  to: OrderPosition,
): OrderState {
  return {
    id: order.id,
    current_phase: to.phase,
    status: to.status,
    shipment_id: to.shipmentId,
    version: order.version + 1,
  };
}

const ADVANCE: readonly TransitionAction[] = ['order.advance'];
const REMOVE: readonly TransitionAction[] = ['order.remove', 'order.keep_on_board'];
const PLACE: readonly TransitionAction[] = ['order.place_on_shipment'];
const REJECT: readonly TransitionAction[] = ['order.reject'];

/** update-status names its step by the status sent: the review's two, else the phase's advance. */
function actionsOfStatus(status: OrderStatus): readonly TransitionAction[] {
  if (status === 'ACCEPTED') return ['order.accept'];
  if (status === 'CREATED') return ['order.return_to_review'];
  return ADVANCE;
}

/**
 * An order step refused without a version answers 409 when the order's last change left a state the caller
 * could have taken this step from (lifecycle/race-loser.ts, issue 21 #4).
 */
function refusedOrLostOrder<T>(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  version?: number | undefined;
  actions: readonly TransitionAction[];
  step: () => Promise<T>;
}): Promise<T> {
  const { db, user, orderId } = options;
  return refusedOrLost({
    version: options.version,
    step: options.step,
    lostRace: async () => {
      const order = await findOrderState(db, orderId);
      const last = await findLastEventOfOrder(db, orderId);
      if (!order || !last || last.from_status === null) return null;
      const isLost = isLostRace({
        roleSlug: user.roleSlug,
        actions: options.actions,
        now: { phase: order.current_phase, status: order.status },
        before: { phase: last.from_phase, status: last.from_status },
      });
      return isLost ? orderChangedError({ db, user, orderId }) : null;
    },
  });
}

/** 409: the order changed since the caller saw it, saying by whom and when. */
export async function orderChangedError(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
}): Promise<AppError> {
  const change = await findLastChangeOfOrder(options.db, options.orderId);
  return changedByError({ subject: 'order', change, viewer: options.user });
}

/** With the version the person saw (docs/decisions/012): 409 when the order has changed since. */
export async function assertSeenOrder(options: {
  db: Db;
  user: CurrentUser;
  order: OrderStateRow;
  version: number | undefined;
}): Promise<void> {
  const { db, user, order, version } = options;
  if (version !== undefined && version !== order.version) {
    throw await orderChangedError({ db, user, orderId: order.id });
  }
}

/** Orders are added while the supplier builds the request (phase 0), from that supplier's own catalogue. */
export async function createOrder(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  itemId: number;
  quantity: number;
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
    await lockRequest({ db: trx, user, requestId: request.id, phase: 0 });
    // Read after the request's lock and held: an item deleted meanwhile is not found (issue 8.6).
    const item = await lockItemOfVendor(trx, { itemId: options.itemId, vendorId: request.vendor_id });
    if (!item) throw new AppError('NOT_FOUND', 'Item not found');
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
    await recordTransitions(trx, [
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

/** From phase 2 on, a request stays in phase 2 (PROCESSING) while its orders move on one by one. */
const PLANNING_PHASE = 2;
const OFFLOAD_REQUIRED_PHASE = 6;

interface Advance {
  fromStatus: OrderStatus;
  to: { phase: number; status: OrderStatus };
}

/**
 * The moves a person makes by advancing one order (decisions.md §3): "Assign to Supplier", "Mark Loaded",
 * "Start Offloading", "Mark Offloaded". Every other phase moves on with its request, voyage or journey.
 */
const ADVANCES: ReadonlyMap<number, Advance> = new Map([
  [2, { fromStatus: 'REQUEST_LOADING', to: { phase: 3, status: 'ASSIGNED_TO_SUPPLIER' } }],
  [3, { fromStatus: 'ASSIGNED_TO_SUPPLIER', to: { phase: 4, status: 'LOADED' } }],
  [6, { fromStatus: 'OFFLOAD_REQUIRED', to: { phase: 7, status: 'OFFLOADING' } }],
  [7, { fromStatus: 'OFFLOADING', to: { phase: 8, status: 'DELIVERED' } }],
]);

const HOW_PHASE_MOVES_ON: Readonly<Record<number, string>> = {
  0: 'An order stays CREATED until the request is assigned to rig logistics',
  1: 'Orders under review move on when the request is assigned to the base coordinator',
  4: 'Loaded orders move on when their voyage starts',
  5: 'Orders at sea move on when the journey to their rig ends',
  9: 'An order kept on board goes back to planning when its voyage arrives at base ("Arrived at Base")',
};

/** A 400 that names the field the caller sent, when the refusal is about one. */
function refuse(field: string | undefined, message: string): AppError {
  return field ? AppError.badInput(field, message) : new AppError('BAD_INPUT', message);
}

export function updateOrderStatus(
  options: Parameters<typeof updateOrderStatusStep>[0],
): ReturnType<typeof updateOrderStatusStep> {
  return refusedOrLostOrder({
    ...options,
    actions: actionsOfStatus(options.status),
    step: () => updateOrderStatusStep(options),
  });
}

/**
 * Rig logistics' review in phase 1: ACCEPTED, or back to CREATED (needs review). From phase 2 on, a status
 * here advances the order (ASSIGNED_TO_SUPPLIER in phase 2, and so on); rejecting has a call of its own.
 */
async function updateOrderStatusStep(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  status: OrderStatus;
  version?: number | undefined;
}): Promise<OrderState> {
  const { user, status, version } = options;
  if (status === 'REJECTED') throw AppError.badInput('status', 'Use reject to reject an order');
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    const phase = order.current_phase;
    if (order.status === 'REJECTED') throw new AppError('CONFLICT', ALREADY_REJECTED_MESSAGE);
    if (phase !== REVIEW_PHASE) {
      return advance({ db: trx, user, order, version, expectedStatus: status, statusField: 'status', now });
    }
    assertCanActOnPhase(user, phase, 'order');
    const allowed = allowedStatusesOfPhase(phase);
    if (!allowed.includes(status)) {
      throw AppError.badInput(
        'status',
        `${status} is not a status of phase ${phase}; it allows ${allowed.join(', ')}`,
      );
    }
    if (order.status === status) {
      throw new AppError('CONFLICT', `This order is already ${status}. Reload to see its current state.`);
    }
    await changeReviewedOrderStatus({ db: trx, user, order, status, now });
    return changedOrderState(order, { phase, status, shipmentId: order.shipment_id });
  });
}

export function updateOrder(
  options: Parameters<typeof updateOrderStep>[0],
): ReturnType<typeof updateOrderStep> {
  return refusedOrLostOrder({
    ...options,
    actions: options.shipmentId === undefined ? ADVANCE : options.shipmentId === null ? REMOVE : PLACE,
    step: () => updateOrderStep(options),
  });
}

/**
 * `/api/order/update`, told apart by the fields sent: a shipment_id puts the order on that shipment, null
 * takes it off, and id alone advances it one phase (assign to supplier, loaded, offloaded).
 */
async function updateOrderStep(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  status?: OrderStatus | undefined;
  shipmentId?: number | null | undefined;
  reason?: KeptOnBoardReason | undefined;
  note?: string | undefined;
  version?: number | undefined;
}): Promise<OrderState> {
  const { db, user, orderId, status, shipmentId, version } = options;
  if (status === 'REJECTED') throw AppError.badInput('status', 'Use reject to reject an order');
  const change = { db, user, orderId, expectedStatus: status, version };
  if (shipmentId === null)
    return removeOrderFromShipment({ ...change, reason: options.reason, note: options.note });
  if (options.reason !== undefined) {
    throw AppError.badInput(
      'reason',
      'A reason goes with "Remove" (shipment_id: null) of an order waiting to be offloaded',
    );
  }
  if (shipmentId === undefined) return advanceOrder(change);
  return placeOrderOnShipment({ ...change, shipmentId });
}

export function advanceOrder(
  options: Parameters<typeof advanceOrderStep>[0],
): ReturnType<typeof advanceOrderStep> {
  return refusedOrLostOrder({ ...options, actions: ADVANCE, step: () => advanceOrderStep(options) });
}

/**
 * Advances the order one phase, as its phase's owner does: phase 2 → 3 (assigned to the supplier, needs a
 * shipment), 3 → 4 (loaded), 6 → 7 (offloading started), 7 → 8 (delivered; the request completes once
 * every order is delivered or rejected).
 */
async function advanceOrderStep(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  expectedStatus?: OrderStatus | undefined;
  version?: number | undefined;
}): Promise<OrderState> {
  const { user, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    if (order.status === 'REJECTED') throw new AppError('CONFLICT', ALREADY_REJECTED_MESSAGE);
    return advance({ db: trx, user, order, version, expectedStatus: options.expectedStatus, now });
  });
}

async function advance(options: {
  db: Db;
  user: CurrentUser;
  /** Read in this transaction, and already checked against the version the caller saw, if any. */
  order: OrderStateRow;
  version: number | undefined;
  expectedStatus?: OrderStatus | undefined;
  /** The body field a refusal names (update-status sends `status`). */
  statusField?: string;
  now: string;
}): Promise<OrderState> {
  const { db, user, order, version, expectedStatus, statusField, now } = options;
  const phase = order.current_phase;
  // With the version the person saw, the step meant is the one from here; without it, a step that could
  // repeat the one just made is refused rather than taken a second time.
  if (version === undefined) await assertNotAdvancedAlready({ db, user, order, expectedStatus });
  await assertNotTakenOffTheRig({ db, user, order });
  assertCanActOnPhase(user, phase, 'order');
  const next = ADVANCES.get(phase);
  if (!next) {
    throw refuse(
      statusField,
      HOW_PHASE_MOVES_ON[phase] ?? `Orders in phase ${phase} change status through their shipment and voyage`,
    );
  }
  if (expectedStatus !== undefined && expectedStatus !== next.to.status) {
    throw AppError.badInput('status', `An order in phase ${phase} can only move on to ${next.to.status}`);
  }
  if (order.status !== next.fromStatus || order.shipment_id === null) {
    // Only phase 2 has an order off any shipment or not yet dropped on one.
    throw refuse(statusField, 'Order must be in a shipment before it is assigned to the supplier');
  }
  const to = { phase: next.to.phase, status: next.to.status, shipmentId: order.shipment_id };
  await lockProcessingRequest({ db, user, order });
  // Offloading starts only while the voyage is under way: it queues with "Arrived at Base" (issue 9).
  if (phase === OFFLOAD_REQUIRED_PHASE)
    await lockVoyageOfShipment({ db, user, shipmentId: order.shipment_id, now });
  await applyOrderChange({ db, user, order, to, now });
  if (to.status === 'DELIVERED') await completeRequestIfDone({ db, user, requestId: order.request_id, now });
  return changedOrderState(order, to);
}

/**
 * Without a version: a second click, or a second person, arriving after the order already moved on by the very
 * step asked for, answers 409 (reload) rather than taking the next step too or a 403 from the next phase's owner
 * rule. A caller who could have made the step before (admin owns every phase) is refused whenever the order
 * stands where that step left it, unless the status sent names the next step: only the version tells a repeat
 * from a deliberate second step (docs/decisions/012).
 */
async function assertNotAdvancedAlready(options: {
  db: Db;
  user: CurrentUser;
  order: OrderStateRow;
  expectedStatus: OrderStatus | undefined;
}): Promise<void> {
  const { db, user, order, expectedStatus } = options;
  const phase = order.current_phase;
  const previous = ADVANCES.get(phase - 1);
  const isRepeat =
    previous !== undefined &&
    previous.to.status === order.status &&
    (expectedStatus === undefined || expectedStatus === previous.to.status) &&
    canRoleActOnPhase(user.roleSlug, phase - 1);
  if (isRepeat) throw await orderChangedError({ db, user, orderId: order.id });
}

/**
 * "Start Offloading" on an order that left the rig's offload view meanwhile, kept on board by a colleague
 * (phase 9) or back at base with its voyage's arrival (phase 2, returned): the person at the rig lost a race,
 * so 409 (reload) rather than a 403 from the phase's new owner (issue 9).
 */
async function assertNotTakenOffTheRig(options: {
  db: Db;
  user: CurrentUser;
  order: OrderStateRow;
}): Promise<void> {
  const { db, user, order } = options;
  const phase = order.current_phase;
  const hasLeftTheRig =
    phase === ON_BOARD_RETURNING_PHASE ||
    (phase === PLANNING_PHASE && order.shipment_id === null && order.returned_from_voyage_id !== null);
  if (
    hasLeftTheRig &&
    canRoleActOnPhase(user.roleSlug, OFFLOAD_REQUIRED_PHASE) &&
    !canRoleActOnPhase(user.roleSlug, phase)
  ) {
    throw await orderChangedError({ db, user, orderId: order.id });
  }
}

/** The base coordinator's drop in plan-voyage: a phase-2 order onto a shipment of its request (REQUEST_LOADING). */
export async function placeOrderOnShipment(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  shipmentId: number;
  expectedStatus?: OrderStatus | undefined;
  version?: number | undefined;
}): Promise<OrderState> {
  const { user, shipmentId, expectedStatus, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    const phase = order.current_phase;
    if (order.status === 'REJECTED') throw new AppError('CONFLICT', ALREADY_REJECTED_MESSAGE);
    if (phase === PLANNING_PHASE && order.status === 'REQUEST_LOADING' && order.shipment_id === shipmentId) {
      throw new AppError(
        'CONFLICT',
        'This order is already on this shipment. Reload to see its current state.',
      );
    }
    assertCanActOnPhase(user, phase, 'order');
    if (phase !== PLANNING_PHASE) {
      throw new AppError(
        'BAD_INPUT',
        `Only orders being planned (phase ${PLANNING_PHASE}) can be put on a shipment; this order is in phase ${phase}`,
      );
    }
    if (expectedStatus !== undefined && expectedStatus !== 'REQUEST_LOADING') {
      throw AppError.badInput('status', 'An order put on a shipment becomes REQUEST_LOADING');
    }
    // The request's row first: a delete of this shipment takes it too, so the shipment read below is final
    // (issue 8.6: read before the lock, a shipment deleted meanwhile ended in a foreign-key error).
    await lockProcessingRequest({ db: trx, user, order });
    const shipment = await findShipmentState(trx, shipmentId);
    if (!shipment) throw new AppError('CONFLICT', SHIPMENT_GONE_MESSAGE);
    if (shipment.request_id !== order.request_id) {
      throw AppError.badInput(
        'shipment_id',
        "This shipment carries another request's orders. Please choose one of this request's shipments.",
      );
    }
    if (isVoyageStarted({ status: shipment.voyage_status, started_at: shipment.voyage_started_at })) {
      throw await voyagePlanLockedError({ db: trx, user, voyageId: shipment.voyage_id });
    }
    // A voyage starting now would sail with this order unloaded: the drop waits for it, or it for the drop.
    await lockVoyage({ db: trx, user, voyageId: shipment.voyage_id, status: 'PLANNING', now });
    // Weighed with the voyage's row held: two drops that each fit alone cannot both land (issue 11).
    await assertDropFits({ db: trx, user, voyageId: shipment.voyage_id, shipment, order });
    const to = { phase, status: 'REQUEST_LOADING' as const, shipmentId: shipment.id };
    await applyOrderChange({ db: trx, user, order, to, now });
    return changedOrderState(order, to);
  });
}

/**
 * "Remove". While planning (phase 2) the base coordinator takes the order off its shipment, back to ACCEPTED.
 * In the rig's offload view (phase 6) the order is on the vessel: it stays on its shipment, kept on board
 * (phase 9 ON_BOARD_RETURNING) with the reason rig logistics gave, until the voyage arrives at base (issue 9).
 */
export async function removeOrderFromShipment(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  expectedStatus?: OrderStatus | undefined;
  reason?: KeptOnBoardReason | undefined;
  note?: string | undefined;
  version?: number | undefined;
}): Promise<OrderState> {
  const { user, expectedStatus, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    const phase = order.current_phase;
    if (order.status === 'REJECTED') throw new AppError('CONFLICT', ALREADY_REJECTED_MESSAGE);
    if (phase === PLANNING_PHASE && order.shipment_id === null) {
      throw new AppError(
        'CONFLICT',
        'This order is not on a shipment any more. Reload to see its current state.',
      );
    }
    if (phase === ON_BOARD_RETURNING_PHASE && options.reason !== undefined) {
      throw await orderChangedError({ db: trx, user, orderId: order.id });
    }
    assertCanActOnPhase(user, phase, 'order');
    if (phase === OFFLOAD_REQUIRED_PHASE) {
      return keepOnBoard({
        db: trx,
        user,
        order,
        expectedStatus,
        reason: options.reason,
        note: options.note,
        now,
      });
    }
    if (expectedStatus !== undefined && expectedStatus !== 'ACCEPTED') {
      throw AppError.badInput('status', 'An order taken off its shipment goes back to ACCEPTED');
    }
    if (phase !== PLANNING_PHASE) {
      throw new AppError(
        'BAD_INPUT',
        `Only orders being planned (phase ${PLANNING_PHASE}) or waiting to be offloaded at the rig (phase ${OFFLOAD_REQUIRED_PHASE}) can be removed; this order is in phase ${phase}`,
      );
    }
    if (options.reason !== undefined) {
      throw AppError.badInput(
        'reason',
        'A reason is given only when an order waiting at the rig is kept on board',
      );
    }
    const to = { phase: PLANNING_PHASE, status: 'ACCEPTED' as const, shipmentId: null };
    await lockProcessingRequest({ db: trx, user, order });
    await applyOrderChange({ db: trx, user, order, to, now });
    return changedOrderState(order, to);
  });
}

/** Phase 6 → 9: the order stays on its shipment, aboard, and comes back to base with the vessel. */
async function keepOnBoard(options: {
  db: Db;
  user: CurrentUser;
  order: OrderStateRow;
  expectedStatus: OrderStatus | undefined;
  reason: KeptOnBoardReason | undefined;
  note: string | undefined;
  now: string;
}): Promise<OrderState> {
  const { db, user, order, expectedStatus, reason, now } = options;
  if (expectedStatus !== undefined && expectedStatus !== 'ON_BOARD_RETURNING') {
    throw AppError.badInput('status', 'An order removed at the rig stays on board: ON_BOARD_RETURNING');
  }
  if (reason === undefined) {
    throw AppError.badInput(
      'reason',
      'Please say why the order stays on board: weather, crane down, not required at the rig, damaged, wrong item or other',
    );
  }
  const note = options.note?.trim() ? options.note.trim() : null;
  if (reason === 'OTHER' && note === null) {
    throw AppError.badInput('note', 'Please add a note saying why the order stays on board');
  }
  const to = {
    phase: ON_BOARD_RETURNING_PHASE,
    status: 'ON_BOARD_RETURNING' as const,
    shipmentId: order.shipment_id,
  };
  await lockProcessingRequest({ db, user, order });
  await lockVoyageOfShipment({ db, user, shipmentId: order.shipment_id, now });
  await applyOrderChange({
    db,
    user,
    order,
    to,
    now,
    kept: { reason, note },
    reason: describeKeptReason(reason, note),
  });
  return changedOrderState(order, to);
}

/**
 * The voyage's row, while it is under way: what happens to an order at the rig (offloading, kept on board)
 * queues with "Arrived at Base", and after the arrival it answers 409 (issue 9).
 */
async function lockVoyageOfShipment(options: {
  db: Db;
  user: CurrentUser;
  shipmentId: number | null;
  now: string;
}): Promise<void> {
  const { db, user, shipmentId, now } = options;
  if (shipmentId === null) return;
  const shipment = await findShipmentState(db, shipmentId);
  if (!shipment) throw new AppError('CONFLICT', SHIPMENT_GONE_MESSAGE);
  if (shipment.voyage_status !== 'STARTED') {
    throw await voyageChangedError({
      db,
      user,
      voyageId: shipment.voyage_id,
      detail: 'it is no longer under way',
    });
  }
  await lockVoyage({ db, user, voyageId: shipment.voyage_id, status: 'STARTED', now });
}

export function rejectOrder(
  options: Parameters<typeof rejectOrderStep>[0],
): ReturnType<typeof rejectOrderStep> {
  return refusedOrLostOrder({ ...options, actions: REJECT, step: () => rejectOrderStep(options) });
}

/**
 * Permanent: a rejected order stays in its phase and never changes again. Rig logistics rejects in review
 * (phase 1); the base coordinator in plan-voyage (phase 2, before the supplier is asked to load), which also
 * takes the order off its shipment.
 */
async function rejectOrderStep(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  version?: number | undefined;
  /** Shown to the supplier with the order (issue 12). */
  reason?: string | undefined;
}): Promise<OrderState> {
  const { user, version } = options;
  const reason = options.reason ? options.reason : null;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    const phase = order.current_phase;
    assertCanActOnPhase(user, phase, 'order');
    if (order.status === 'REJECTED') throw new AppError('CONFLICT', ALREADY_REJECTED_MESSAGE);
    const status: OrderStatus = 'REJECTED';
    if (phase === REVIEW_PHASE) {
      await changeReviewedOrderStatus({ db: trx, user, order, status, now, reason });
      await setRejectReason(trx, { orderId: order.id, reason });
      return changedOrderState(order, { phase, status, shipmentId: order.shipment_id });
    }
    if (phase !== PLANNING_PHASE) {
      throw new AppError(
        'BAD_INPUT',
        `Only orders under review (phase ${REVIEW_PHASE}) or being planned (phase ${PLANNING_PHASE}) can be rejected; this order is in phase ${phase}`,
      );
    }
    const to = { phase, status, shipmentId: null };
    await lockProcessingRequest({ db: trx, user, order });
    await applyOrderChange({ db: trx, user, order, to, now, reason });
    await setRejectReason(trx, { orderId: order.id, reason });
    await completeRequestIfDone({ db: trx, user, requestId: order.request_id, now });
    return changedOrderState(order, to);
  });
}

/**
 * The request's row first, as in phases 0 and 1: every change to a processing request's orders queues on it,
 * so the check for a completed request sees every other order's committed state.
 */
export async function lockProcessingRequest(options: {
  db: Db;
  user: CurrentUser;
  order: OrderStateRow;
}): Promise<void> {
  const { db, user, order } = options;
  await lockRequest({ db, user, requestId: order.request_id, phase: PLANNING_PHASE });
}

/** One conditional update from where the order was read, and its events row. */
export async function applyOrderChange(options: {
  db: Db;
  user: CurrentUser;
  order: OrderStateRow;
  to: OrderPosition;
  now: string;
  kept?: { reason: string; note: string | null };
  /** The reason shown in the history. */
  reason?: string | null;
}): Promise<void> {
  const { db, user, order, to, now, kept } = options;
  const from: OrderPosition = {
    phase: order.current_phase,
    status: order.status as OrderStatus,
    shipmentId: order.shipment_id,
  };
  if (!(await updateOrderFrom(db, { orderId: order.id, version: order.version, from, to, now, kept }))) {
    throw await orderChangedError({ db, user, orderId: order.id });
  }
  await recordTransitions(db, [
    transitionEvent({
      entityType: 'order',
      entityId: order.id,
      actorUserId: user.id,
      from: { phase: from.phase, status: from.status },
      to: { phase: to.phase, status: to.status },
      at: now,
      // The shipment it joined or left: an order taken off one still shows in that voyage's history.
      shipmentId: to.shipmentId ?? from.shipmentId,
      reason: options.reason ?? null,
    }),
  ]);
}

/**
 * A request is COMPLETED once every order is delivered or rejected (decisions.md §3). With an order
 * delivered it follows them to the final phase; with every order rejected it stays where it was.
 */
async function completeRequestIfDone(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  now: string;
}): Promise<void> {
  const { db, user, requestId, now } = options;
  const orders = await findOrdersOfRequest(db, requestId);
  if (!isRequestComplete(orders.map((order) => order.status as OrderStatus))) return;
  const request = await findRequestById(db, requestId);
  if (!request) throw new Error(`request ${requestId} vanished inside its own transaction`);
  const status: RequestStatus = 'COMPLETED';
  const toPhase = orders.some((order) => order.status === 'DELIVERED') ? FINAL_PHASE : request.current_phase;
  await changeRequestPhase({ db, user, request, now, toPhase, status });
}

export async function changeReviewedOrderStatus(options: {
  db: Db;
  user: CurrentUser;
  order: OrderStateRow;
  status: OrderStatus;
  now: string;
  reason?: string | null;
}): Promise<void> {
  const { db, user, order, status, now } = options;
  // The request's row first: "Assign to Base Coordinator" takes it too, so a review never slips past it.
  await lockRequest({ db, user, requestId: order.request_id, phase: REVIEW_PHASE });
  const isChanged = await updateOrderStatusFrom(db, {
    orderId: order.id,
    version: order.version,
    phase: order.current_phase,
    fromStatus: order.status,
    toStatus: status,
    now,
  });
  if (!isChanged) throw await orderChangedError({ db, user, orderId: order.id });
  await recordTransitions(db, [
    transitionEvent({
      entityType: 'order',
      entityId: order.id,
      actorUserId: user.id,
      from: { phase: order.current_phase, status: order.status },
      to: { phase: order.current_phase, status },
      at: now,
      reason: options.reason ?? null,
    }),
  ]);
}

/**
 * What the rig received of an order in phase 7 or 8 (issue 9): recorded once, by rig logistics. Less than
 * ordered, or anything damaged, opens a discrepancy for the base coordinator to resolve; the supplier sees it.
 */
export async function recordOrderReceipt(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  receivedQuantity: number;
  damagedQuantity: number;
  note: string;
  version?: number | undefined;
}): Promise<OrderReceipt> {
  const { user, receivedQuantity, damagedQuantity, note, version } = options;
  if (user.roleSlug !== 'rig-logistic' && user.roleSlug !== 'admin') {
    throw new AppError('FORBIDDEN', 'Only rig logistics records what the rig received');
  }
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    const context = await findOrderReceiptContext(trx, order.id);
    if (!context) throw new AppError('NOT_FOUND', 'Order not found');
    if (context.received_quantity !== null) {
      throw await orderChangedError({ db: trx, user, orderId: order.id });
    }
    if (order.current_phase !== PHASE.OFFLOADING && order.current_phase !== PHASE.DELIVERED) {
      throw new AppError(
        'BAD_INPUT',
        `The receipt is recorded once offloading has started (phase 7 or 8); this order is in phase ${order.current_phase}`,
      );
    }
    if (receivedQuantity > context.quantity) {
      throw AppError.badInput(
        'received_quantity',
        `Quantity received cannot be more than the ${context.quantity} ordered`,
      );
    }
    if (damagedQuantity > receivedQuantity) {
      throw AppError.badInput(
        'damaged_quantity',
        'Quantity damaged cannot be more than the quantity received',
      );
    }
    const isRecorded = await recordOrderReceiptFrom(trx, {
      orderId: order.id,
      version: order.version,
      receivedQuantity,
      damagedQuantity,
      note,
      now,
    });
    if (!isRecorded) throw await orderChangedError({ db: trx, user, orderId: order.id });
    const isDiscrepancy = receivedQuantity < context.quantity || damagedQuantity > 0;
    const discrepancyId = isDiscrepancy
      ? await openDiscrepancy(trx, {
          order: { id: order.id, ...context },
          receivedQuantity,
          damagedQuantity,
          note,
          user,
          now,
        })
      : null;
    const state = { phase: order.current_phase, status: order.status };
    const said = `Received ${receivedQuantity} of ${context.quantity}${damagedQuantity > 0 ? `, ${damagedQuantity} damaged` : ''}${note ? `: ${note}` : ''}`;
    await recordTransitions(trx, [
      transitionEvent({
        entityType: 'order',
        entityId: order.id,
        actorUserId: user.id,
        from: state,
        to: state,
        at: now,
        reason: said,
      }),
      ...(discrepancyId === null
        ? []
        : [
            statusEvent({
              entityType: 'discrepancy',
              entityId: discrepancyId,
              actorUserId: user.id,
              to: 'OPEN',
              at: now,
              requestId: context.request_id,
              shipmentId: order.shipment_id,
              reason: said,
            }),
          ]),
    ]);
    return {
      id: order.id,
      received_quantity: receivedQuantity,
      damaged_quantity: damagedQuantity,
      receipt_note: note,
      discrepancy_id: discrepancyId,
      version: order.version + 1,
    };
  });
}
