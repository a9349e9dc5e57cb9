import type { OrderState } from '@rigline/contract/orders';
import {
  FINAL_PHASE,
  isRequestComplete,
  type OrderStatus,
  PHASE,
  type RequestStatus,
} from '@rigline/contract/phases';
import type { TransitionAction } from '@rigline/contract/transitions';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import type { AppError } from '../../errors.ts';
import { changedByError } from '../events/changed-by.ts';
import { transitionEvent } from '../events/event-rows.ts';
import { findLastChangeOfOrder, findLastEventOfOrder } from '../events/events.service.ts';
import { findOrdersOfRequest } from '../lifecycle/lifecycle.service.ts';
import { isLostRace, refusedOrLost } from '../lifecycle/race-loser.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { changeRequestPhase, lockRequest } from '../lifecycle/request-phase.ts';
import { findRequestById } from '../requests/requests.service.ts';
import {
  findOrderState,
  type OrderPosition,
  type OrderStateRow,
  updateOrderFrom,
} from './orders.repository.ts';

export const ALREADY_REJECTED_MESSAGE = 'This order has already been rejected';

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

export const ADVANCE: readonly TransitionAction[] = ['order.advance'];
export const REMOVE: readonly TransitionAction[] = ['order.remove', 'order.keep_on_board'];
export const PLACE: readonly TransitionAction[] = ['order.place_on_shipment'];
export const REJECT: readonly TransitionAction[] = ['order.reject'];

/**
 * An order step refused without a version answers 409 when the order's last change left a state the caller
 * could have taken this step from (lifecycle/race-loser.ts, issue 21 #4).
 */
export function refusedOrLostOrder<T>(options: {
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
  await lockRequest({ db, user, requestId: order.request_id, phase: PHASE.PLANNING });
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
export async function completeRequestIfDone(options: {
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
