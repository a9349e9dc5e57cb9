import { formatOrderId } from '@rigline/contract/ids';
import { DEFAULT_HEAVY_LIFT_T } from '@rigline/contract/load-plan';
import type { Order } from '@rigline/contract/orders';
import { getPhase, type OrderStatus, PHASE } from '@rigline/contract/phases';
import {
  canTake,
  formatPreconditionText,
  PRECONDITIONS,
  type TransitionAction,
} from '@rigline/contract/transitions';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { transitionEvent } from '../events/event-rows.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { isVoyageStarted, lockVoyage, voyagePlanLockedError } from '../lifecycle/voyage-lock.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { findShipmentState, SHIPMENT_GONE_MESSAGE } from '../shipments/shipments.service.ts';
import { findOrderSplitSource, findSplitPartIds, reduceOrderQuantityFrom } from './order-split.repository.ts';
import {
  ALREADY_REJECTED_MESSAGE,
  assertSeenOrder,
  lockProcessingRequest,
  orderChangedError,
  refusedOrLostOrder,
} from './order-state.ts';
import { findOrderViewById, insertOrder, type OrderStateRow } from './orders.repository.ts';
import { findVisibleOrder, toOrder } from './orders.service.ts';

const SPLIT: readonly TransitionAction[] = ['order.split'];

/** Where the part split off starts: accepted, waiting for planning, on no shipment. */
const PART_STATE = { phase: PHASE.PLANNING, status: 'ACCEPTED' } as const;

export interface SplitOutcome {
  original: Order;
  part: Order;
}

/**
 * `POST /api/order/split` (issue 22, docs/decisions/052): an order not yet loaded becomes two orders of the same
 * item and request. The original keeps the rest where it stands (its shipment, phase and status); the new part
 * carries `quantity`, on no shipment, ACCEPTED in PHASE.PLANNING. Both histories say which order the other is.
 * Without a version, a refusal caused by someone else's step just before answers 409 (decision 041).
 */
export function splitOrder(options: Parameters<typeof splitOrderStep>[0]): Promise<SplitOutcome> {
  return refusedOrLostOrder({ ...options, actions: SPLIT, step: () => splitOrderStep(options) });
}

async function splitOrderStep(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  quantity: number;
  version?: number | undefined;
  heavyLiftT?: number | undefined;
}): Promise<SplitOutcome> {
  const { user, quantity, version } = options;
  const heavyLiftT = options.heavyLiftT ?? DEFAULT_HEAVY_LIFT_T;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    if (order.status === 'REJECTED') throw new AppError('CONFLICT', ALREADY_REJECTED_MESSAGE);
    const answer = canTake(user.roleSlug, 'order.split', {
      phase: order.current_phase,
      status: order.status,
    });
    if (!answer.allowed && answer.reason === 'NOT_FROM_HERE') {
      throw new AppError('BAD_INPUT', notSplittableMessage(order));
    }
    if (!answer.allowed) {
      throw new AppError(
        'FORBIDDEN',
        `Splitting an order is the base coordinator's planning step; your role cannot split ${formatOrderId(order.id)}.`,
      );
    }
    assertSplitQuantity(order.quantity, quantity);

    // Locks in the house order: the request, then the voyage (what it carries changes), then the order.
    await lockProcessingRequest({ db: trx, user, order });
    if (order.shipment_id !== null) await lockVoyageOfPlannedShipment({ db: trx, user, order, now });
    const at = {
      phase: order.current_phase,
      status: order.status as OrderStatus,
      shipmentId: order.shipment_id,
    };
    const rest = order.quantity - quantity;
    const isReduced = await reduceOrderQuantityFrom(trx, {
      orderId: order.id,
      version: order.version,
      at,
      fromQuantity: order.quantity,
      toQuantity: rest,
      now,
    });
    if (!isReduced) throw await orderChangedError({ db: trx, user, orderId: order.id });

    const source = await findOrderSplitSource(trx, order.id);
    const partId = await insertOrder(trx, {
      request_id: order.request_id,
      item_id: order.item_id,
      quantity,
      status: PART_STATE.status,
      current_phase: PART_STATE.phase,
      shipment_id: null,
      created_at: now,
      updated_at: now,
      // The same goods: where they came back from, kept on board, goes with them (issue 9).
      kept_reason: source?.kept_reason ?? null,
      kept_note: source?.kept_note ?? null,
      returned_from_voyage_id: source?.returned_from_voyage_id ?? null,
      split_from_order_id: order.id,
      // Bought under the same purchase order (issue 26).
      po_number: source?.po_number ?? null,
    });
    await recordTransitions(trx, [
      transitionEvent({
        entityType: 'order',
        entityId: order.id,
        actorUserId: user.id,
        from: { phase: at.phase, status: at.status },
        to: { phase: at.phase, status: at.status },
        at: now,
        shipmentId: order.shipment_id,
        details: JSON.stringify({ quantity: [order.quantity, rest], split_into: [null, partId] }),
      }),
      transitionEvent({
        entityType: 'order',
        entityId: partId,
        actorUserId: user.id,
        from: null,
        to: PART_STATE,
        at: now,
        details: JSON.stringify({ quantity: [order.quantity, quantity], split_from: [null, order.id] }),
      }),
    ]);
    return readOutcome(trx, { originalId: order.id, partId, heavyLiftT });
  });
}

/** 400 for a quantity that leaves nothing on either side: 1 to the order's quantity − 1. */
function assertSplitQuantity(orderQuantity: number, quantity: number): void {
  const P = PRECONDITIONS;
  if (orderQuantity < 2) throw AppError.badInput('quantity', P.ORDER_SPLITTABLE_QUANTITY.message);
  if (quantity >= 1 && quantity < orderQuantity) return;
  const message = formatPreconditionText(P.SPLIT_QUANTITY_IN_RANGE.message, {
    max: orderQuantity - 1,
    quantity: orderQuantity,
  });
  throw AppError.badInput('quantity', message);
}

/** Says which state the order is in and why it cannot be split there. */
function notSplittableMessage(order: OrderStateRow): string {
  const { meaning } = getPhase(order.current_phase);
  const hint =
    order.current_phase === PHASE.DRAFT
      ? ' While the request is a draft, change the quantity instead.'
      : order.current_phase === PHASE.REVIEW
        ? ' It can be split once rig logistics has accepted it and handed the request to the base coordinator.'
        : '';
  return (
    `${formatOrderId(order.id)} cannot be split: it is ${order.status} in phase ${order.current_phase} ` +
    `(${meaning.toLowerCase()}). Only an order not yet loaded can be split: accepted and waiting for planning ` +
    `(phase ${PHASE.PLANNING}), or on a shipment and not yet loaded (phases ${PHASE.PLANNING} and ${PHASE.LOADING}).${hint}`
  );
}

/**
 * The voyage of the order's shipment, still planning: its row is taken (and its version raised), as for a drop,
 * because what it carries changes. Orders not yet loaded sail on no started voyage, so a started one is a race.
 */
async function lockVoyageOfPlannedShipment(options: {
  db: Db;
  user: CurrentUser;
  order: OrderStateRow;
  now: string;
}): Promise<void> {
  const { db, user, order, now } = options;
  if (order.shipment_id === null) return;
  const shipment = await findShipmentState(db, order.shipment_id);
  if (!shipment) throw new AppError('CONFLICT', SHIPMENT_GONE_MESSAGE);
  if (isVoyageStarted({ status: shipment.voyage_status, started_at: shipment.voyage_started_at })) {
    throw await voyagePlanLockedError({ db, user, voyageId: shipment.voyage_id });
  }
  await lockVoyage({ db, user, voyageId: shipment.voyage_id, status: 'PLANNING', now });
}

async function readOutcome(
  db: Db,
  options: { originalId: number; partId: number; heavyLiftT: number },
): Promise<SplitOutcome> {
  const { originalId, partId, heavyLiftT } = options;
  const original = await findOrderViewById(db, originalId);
  const part = await findOrderViewById(db, partId);
  if (!original || !part) throw new Error(`order ${originalId} or ${partId} vanished inside its own split`);
  const parts = await findSplitPartIds(db, [originalId, partId]);
  return {
    original: toOrder(original, heavyLiftT, parts.get(originalId)),
    part: toOrder(part, heavyLiftT, parts.get(partId)),
  };
}
