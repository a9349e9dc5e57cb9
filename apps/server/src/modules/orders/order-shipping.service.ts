import type { OrderState } from '@rigline/contract/orders';
import {
  canRoleActOnPhase,
  describeKeptReason,
  type KeptOnBoardReason,
  type OrderStatus,
  PHASE,
  type Phase,
} from '@rigline/contract/phases';
import {
  isOwnerOf,
  ORDER_PHASE_MOVES_ON,
  PRECONDITIONS,
  stepFromPhase,
  stepInto,
} from '@rigline/contract/transitions';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import {
  isVoyageStarted,
  lockVoyage,
  voyageChangedError,
  voyagePlanLockedError,
} from '../lifecycle/voyage-lock.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { assertDropFits, recordKeptOnBoard } from '../load-plan/load-plan.service.ts';
import { assertCanActOnPhase } from '../requests/request-access.ts';
import { checkBookingCutoff, lateBookingNote, recordLateBooking } from '../sailings/booking-cutoff.ts';
import { findShipmentState, SHIPMENT_GONE_MESSAGE } from '../shipments/shipments.service.ts';
import {
  ADVANCE,
  ALREADY_REJECTED_MESSAGE,
  applyOrderChange,
  assertSeenOrder,
  changedOrderState,
  completeRequestIfDone,
  lockProcessingRequest,
  orderChangedError,
  PLACE,
  REMOVE,
  refusedOrLostOrder,
} from './order-state.ts';
import type { OrderStateRow } from './orders.repository.ts';
import { findVisibleOrder } from './orders.service.ts';

/**
 * The step "advance" takes from an order's phase, as the contract's table has it (decisions.md §3): "Assign to
 * Supplier", "Mark Loaded", "Start Offloading", "Mark Offloaded". Every other phase moves on with its request,
 * voyage or journey, and the table says how (ORDER_PHASE_MOVES_ON).
 */

/** A 400 that names the field the caller sent, when the refusal is about one. */
function refuse(field: string | undefined, message: string): AppError {
  return field ? AppError.badInput(field, message) : new AppError('BAD_INPUT', message);
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

/** One phase on from where the order stands; update-status in phase 2 on comes here too. */
export async function advance(options: {
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
  const next = stepFromPhase('order.advance', phase);
  if (!next?.from) {
    throw refuse(
      statusField,
      ORDER_PHASE_MOVES_ON[phase as Phase] ??
        `Orders in phase ${phase} change status through their shipment and voyage`,
    );
  }
  if (expectedStatus !== undefined && expectedStatus !== next.to.status) {
    throw AppError.badInput('status', `An order in phase ${phase} can only move on to ${next.to.status}`);
  }
  if (order.status !== next.from.status || order.shipment_id === null) {
    // Only phase 2 has an order off any shipment or not yet dropped on one.
    throw refuse(statusField, PRECONDITIONS.ORDER_ON_SHIPMENT.message);
  }
  const to = {
    phase: next.to.phase as Phase,
    status: next.to.status as OrderStatus,
    shipmentId: order.shipment_id,
  };
  await lockProcessingRequest({ db, user, order });
  // Offloading starts only while the voyage is under way: it queues with "Arrived at Base" (issue 9).
  if (next.preconditions.includes(PRECONDITIONS.VOYAGE_UNDER_WAY))
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
  const previous = stepInto('order.advance', { phase: order.current_phase, status: order.status });
  const isRepeat =
    previous !== undefined &&
    (expectedStatus === undefined || expectedStatus === previous.to.status) &&
    isOwnerOf(user.roleSlug, previous);
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
    phase === PHASE.ON_BOARD_RETURNING ||
    (phase === PHASE.PLANNING && order.shipment_id === null && order.returned_from_voyage_id !== null);
  if (
    hasLeftTheRig &&
    canRoleActOnPhase(user.roleSlug, PHASE.OFFLOAD_REQUIRED) &&
    !canRoleActOnPhase(user.roleSlug, phase)
  ) {
    throw await orderChangedError({ db, user, orderId: order.id });
  }
}

/** The base coordinator's drop in plan-voyage: a phase-2 order onto a shipment of its request (REQUEST_LOADING). */
export function placeOrderOnShipment(
  options: Parameters<typeof placeOrderOnShipmentStep>[0],
): ReturnType<typeof placeOrderOnShipmentStep> {
  return refusedOrLostOrder({ ...options, actions: PLACE, step: () => placeOrderOnShipmentStep(options) });
}

async function placeOrderOnShipmentStep(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  shipmentId: number;
  expectedStatus?: OrderStatus | undefined;
  version?: number | undefined;
  /** After the sailing's booking cut-off, the coordinator's reason (issue 23). */
  lateReason?: string | undefined;
}): Promise<OrderState> {
  const { user, shipmentId, expectedStatus, version, lateReason } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    const phase = order.current_phase;
    if (order.status === 'REJECTED') throw new AppError('CONFLICT', ALREADY_REJECTED_MESSAGE);
    if (phase === PHASE.PLANNING && order.status === 'REQUEST_LOADING' && order.shipment_id === shipmentId) {
      throw new AppError('CONFLICT', PRECONDITIONS.ORDER_NOT_ON_THIS_SHIPMENT.message);
    }
    assertCanActOnPhase(user, phase, 'order');
    if (!stepFromPhase('order.place_on_shipment', phase)) {
      throw new AppError(
        'BAD_INPUT',
        `Only orders being planned (phase ${PHASE.PLANNING}) can be put on a shipment; this order is in phase ${phase}`,
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
    // After the sailing's cut-off only with a reason, checked with the voyage's row (and so its plan) held.
    const late = await checkBookingCutoff({
      db: trx,
      voyageId: shipment.voyage_id,
      rigId: shipment.rig_id,
      lateReason,
      now,
    });
    // Weighed with the voyage's row held: two drops that each fit alone cannot both land (issue 11).
    await assertDropFits({ db: trx, user, voyageId: shipment.voyage_id, shipment, order });
    const to = { phase, status: 'REQUEST_LOADING' as const, shipmentId: shipment.id };
    const reason = late && lateReason ? lateBookingNote(late.cutoffAt, lateReason) : null;
    await applyOrderChange({ db: trx, user, order, to, now, reason });
    if (late && lateReason) {
      await recordLateBooking({
        db: trx,
        user,
        voyageId: shipment.voyage_id,
        shipmentId: shipment.id,
        orderId: order.id,
        reason: lateReason,
        cutoffAt: late.cutoffAt,
        now,
      });
    }
    return changedOrderState(order, to);
  });
}

/**
 * "Remove". While planning (phase 2) the base coordinator takes the order off its shipment; in the rig's offload
 * view (phase 6) rig logistics keeps it on board, with a reason.
 */
export function removeOrderFromShipment(
  options: Parameters<typeof removeOrderFromShipmentStep>[0],
): ReturnType<typeof removeOrderFromShipmentStep> {
  return refusedOrLostOrder({
    ...options,
    actions: REMOVE,
    step: () => removeOrderFromShipmentStep(options),
  });
}

/**
 * "Remove". While planning (phase 2) the base coordinator takes the order off its shipment, back to ACCEPTED.
 * In the rig's offload view (phase 6) the order is on the vessel: it stays on its shipment, kept on board
 * (phase 9 ON_BOARD_RETURNING) with the reason rig logistics gave, until the voyage arrives at base (issue 9).
 */
async function removeOrderFromShipmentStep(options: {
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
    if (phase === PHASE.PLANNING && order.shipment_id === null) {
      throw new AppError('CONFLICT', PRECONDITIONS.ORDER_STILL_ON_SHIPMENT.message);
    }
    if (phase === PHASE.ON_BOARD_RETURNING && options.reason !== undefined) {
      throw await orderChangedError({ db: trx, user, orderId: order.id });
    }
    assertCanActOnPhase(user, phase, 'order');
    if (stepFromPhase('order.keep_on_board', phase)) {
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
    if (!stepFromPhase('order.remove', phase)) {
      throw new AppError(
        'BAD_INPUT',
        `Only orders being planned (phase ${PHASE.PLANNING}) or waiting to be offloaded at the rig (phase ${PHASE.OFFLOAD_REQUIRED}) can be removed; this order is in phase ${phase}`,
      );
    }
    if (options.reason !== undefined) {
      throw AppError.badInput(
        'reason',
        'A reason is given only when an order waiting at the rig is kept on board',
      );
    }
    const to = { phase: PHASE.PLANNING, status: 'ACCEPTED' as const, shipmentId: null };
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
    phase: PHASE.ON_BOARD_RETURNING,
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
  // As sailed (docs/decisions/053): the kept line is on deck for the legs after its own.
  if (order.shipment_id !== null) {
    await recordKeptOnBoard({ db, shipmentId: order.shipment_id, orderId: order.id });
  }
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
