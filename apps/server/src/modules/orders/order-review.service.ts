import type { OrderState } from '@rigline/contract/orders';
import { allowedStatusesOfPhase, type OrderStatus, PHASE } from '@rigline/contract/phases';
import { stepFromPhase, type TransitionAction } from '@rigline/contract/transitions';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { transitionEvent } from '../events/event-rows.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { lockRequest } from '../lifecycle/request-phase.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { assertCanActOnPhase } from '../requests/request-access.ts';
import { setRejectReason } from './order-lines.repository.ts';
import { advance } from './order-shipping.service.ts';
import {
  ADVANCE,
  ALREADY_REJECTED_MESSAGE,
  applyOrderChange,
  assertSeenOrder,
  changedOrderState,
  completeRequestIfDone,
  lockProcessingRequest,
  orderChangedError,
  REJECT,
  refusedOrLostOrder,
} from './order-state.ts';
import { type OrderStateRow, updateOrderStatusFrom } from './orders.repository.ts';
import { findVisibleOrder } from './orders.service.ts';

/** update-status names its step by the status sent: the review's two, else the phase's advance. */
function actionsOfStatus(status: OrderStatus): readonly TransitionAction[] {
  if (status === 'ACCEPTED') return ['order.accept'];
  if (status === 'CREATED') return ['order.return_to_review'];
  return ADVANCE;
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
    if (phase !== PHASE.REVIEW) {
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
    if (phase === PHASE.REVIEW) {
      await changeReviewedOrderStatus({ db: trx, user, order, status, now, reason });
      await setRejectReason(trx, { orderId: order.id, reason });
      return changedOrderState(order, { phase, status, shipmentId: order.shipment_id });
    }
    if (!stepFromPhase('order.reject', phase)) {
      throw new AppError(
        'BAD_INPUT',
        `Only orders under review (phase ${PHASE.REVIEW}) or being planned (phase ${PHASE.PLANNING}) can be rejected; this order is in phase ${phase}`,
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
  await lockRequest({ db, user, requestId: order.request_id, phase: PHASE.REVIEW });
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
