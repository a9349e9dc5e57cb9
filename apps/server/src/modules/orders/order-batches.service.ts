import {
  type OrderBatchBody,
  type OrderBatchResult,
  UNDO_EVENT_REASON,
  UNDO_GRACE_MS,
  UNDO_WINDOW_MS,
} from '@rigline/contract/order-batches';
import type { OrderState } from '@rigline/contract/orders';
import { type OrderStatus, PHASE, type Phase } from '@rigline/contract/phases';
import { TRANSITIONS } from '@rigline/contract/transitions';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors.ts';
import { AppError, ERROR_STATUS } from '../../errors.ts';
import { findLastEventOfOrder } from '../events/events.service.ts';
import { changeRequestPhase, lockRequest } from '../lifecycle/request-phase.ts';
import { lockVoyage } from '../lifecycle/voyage-lock.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { assertCanActOnPhase } from '../requests/request-access.ts';
import { findRequestById } from '../requests/requests.service.ts';
import { findShipmentState } from '../shipments/shipments.service.ts';
import { changeReviewedOrderStatus, rejectOrder, updateOrderStatus } from './order-review.service.ts';
import { advanceOrder, placeOrderOnShipment } from './order-shipping.service.ts';
import { applyOrderChange, assertSeenOrder, changedOrderState } from './order-state.ts';
import { findVisibleOrder } from './orders.service.ts';

/**
 * One action on many orders (issue 12, docs/decisions/031): each order goes through the very service its
 * single-order call uses, in a transaction of its own with its own version check, so it inherits every rule
 * of that call (load planning's overload check on a drop included), and one order's refusal undoes nothing
 * of the others. The answer says what became of each.
 */
export async function runOrderBatch(options: {
  db: Db;
  user: CurrentUser;
  batch: OrderBatchBody & { orders: Array<{ id: number; version: number }> };
}): Promise<{ done: number; failed: number; results: OrderBatchResult[] }> {
  const { db, user, batch } = options;
  const ids = batch.orders.map((order) => order.id);
  if (new Set(ids).size !== ids.length) {
    throw AppError.badInput('orders', 'Each order may be named once in a batch');
  }
  const results: OrderBatchResult[] = [];
  for (const { id, version } of batch.orders) {
    try {
      const order = await stepOf({ db, user, batch, orderId: id, version });
      results.push({ id, ok: true, code: 200, message: 'Done', order });
    } catch (error) {
      const refusal = refusalOf(error);
      results.push({ id, ok: false, code: refusal.code, message: refusal.message, order: null });
    }
  }
  const done = results.filter((result) => result.ok).length;
  return { done, failed: results.length - done, results };
}

function stepOf(options: {
  db: Db;
  user: CurrentUser;
  batch: OrderBatchBody;
  orderId: number;
  version: number;
}): Promise<OrderState> {
  const { db, user, batch, orderId, version } = options;
  switch (batch.action) {
    case 'accept':
      return updateOrderStatus({ db, user, orderId, status: 'ACCEPTED', version });
    case 'reject':
      return rejectOrder({ db, user, orderId, version, reason: batch.reason });
    case 'place':
      return placeOrderOnShipment({
        db,
        user,
        orderId,
        shipmentId: batch.shipment_id,
        version,
        lateReason: batch.late_reason,
      });
    case 'advance':
      return advanceOrder({ db, user, orderId, expectedStatus: batch.status, version });
  }
}

/** The status and message the single-order call would have answered. */
function refusalOf(error: unknown): { code: number; message: string } {
  if (error instanceof AppError) return { code: ERROR_STATUS[error.code], message: error.message };
  if (isForeignKeyViolation(error) || isUniqueViolation(error)) {
    return { code: 409, message: 'This order changed meanwhile. Reload to see it as it is now.' };
  }
  throw error;
}

/**
 * The steps a person may take back (the table's rows marked `isUndoable`: Accept, Mark Loaded, Start
 * Offloading, Mark Offloaded), as the events row records them: from where, to where.
 */
const UNDOABLE_STEPS = TRANSITIONS.filter((row) => row.entity === 'order' && row.isUndoable).map((row) => ({
  label: row.label ?? row.action,
  from: { phase: row.from?.phase as Phase, status: row.from?.status as OrderStatus },
  to: { phase: row.to.phase as Phase, status: row.to.status as OrderStatus },
}));

/**
 * Undo (docs/decisions/032): the order goes back one step, with its events row, when the caller made that step,
 * nothing changed the order since (the version the step answered), and it was made at most 10 s (plus 20 s
 * of grace) ago. Mark Offloaded that completed the request also takes the request back to PROCESSING;
 * Mark Loaded is taken back only while the voyage has not started.
 */
export async function undoOrderStep(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  version: number;
}): Promise<OrderState> {
  const { user, version } = options;
  const now = new Date();
  const at = now.toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    const last = await findLastEventOfOrder(trx, order.id);
    const step = UNDOABLE_STEPS.find(
      (candidate) =>
        last !== undefined &&
        last.from_phase === candidate.from.phase &&
        last.from_status === candidate.from.status &&
        last.to_phase === candidate.to.phase &&
        last.to_status === candidate.to.status &&
        order.current_phase === candidate.to.phase &&
        order.status === candidate.to.status,
    );
    if (!last || !step) {
      throw new AppError(
        'BAD_INPUT',
        'Only Accept, Mark Loaded, Start Offloading and Mark Offloaded can be undone, right after they are made; this order has no such step to take back.',
      );
    }
    if (last.actor_user_id !== user.id) {
      throw new AppError('FORBIDDEN', `Only the person who made this ${step.label} can undo it.`);
    }
    if (now.getTime() - Date.parse(last.created_at) > UNDO_WINDOW_MS + UNDO_GRACE_MS) {
      throw new AppError(
        'BAD_INPUT',
        `Too late to undo: a ${step.label} can be undone for ${UNDO_WINDOW_MS / 1000} seconds after it is made.`,
      );
    }
    assertCanActOnPhase(user, step.from.phase, 'order');
    if (step.from.phase === PHASE.REVIEW) {
      await changeReviewedOrderStatus({
        db: trx,
        user,
        order,
        status: step.from.status,
        now: at,
        reason: UNDO_EVENT_REASON,
      });
      return changedOrderState(order, {
        phase: PHASE.REVIEW,
        status: step.from.status,
        shipmentId: order.shipment_id,
      });
    }
    // The request's row first, in whatever phase it stands (a delivered last order completed it).
    const request = await findRequestById(trx, order.request_id);
    if (!request) throw new AppError('NOT_FOUND', 'Order not found');
    await lockRequest({ db: trx, user, requestId: request.id, phase: request.current_phase });
    if (step.to.status === 'LOADED' && order.shipment_id !== null) {
      // A voyage that starts meanwhile would sail with this order unloaded: the undo waits for it, or is refused.
      const shipment = await findShipmentState(trx, order.shipment_id);
      if (shipment)
        await lockVoyage({ db: trx, user, voyageId: shipment.voyage_id, status: 'PLANNING', now: at });
    }
    const to = { phase: step.from.phase, status: step.from.status, shipmentId: order.shipment_id };
    await applyOrderChange({ db: trx, user, order, to, now: at, reason: UNDO_EVENT_REASON });
    if (request.status === 'COMPLETED') {
      await changeRequestPhase({
        db: trx,
        user,
        request,
        now: at,
        toPhase: PHASE.PLANNING,
        status: 'PROCESSING',
      });
    }
    return changedOrderState(order, to);
  });
}
