import { formatVoyageId } from '@rigline/contract/ids';
import { describeKeptReason, type OrderStatus, type RequestStatus } from '@rigline/contract/phases';
import { findTransition, PRECONDITIONS, type TransitionAction } from '@rigline/contract/transitions';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import type { NewEvent, RequestRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { transitionEvent } from '../events/event-rows.ts';
import {
  moveOrdersOfRequest,
  moveOrdersOnShipments,
  returnKeptOrdersOfVoyage,
} from './order-state.repository.ts';
import { recordTransitions } from './record-transitions.ts';
import { requestChangedError } from './request-phase.ts';
import { updateRequestPhase } from './request-state.repository.ts';

/**
 * The lifecycle's verbs (issue 20, docs/decisions/040 and 051): what other modules call to move a request, to
 * carry orders with a voyage or a journey, and to bring kept orders back at base. Each reads its step from the
 * contract's transition table (the row of the action from where the thing stands, and the orders the row
 * carries), makes one checked conditional update per table, and records the step and every order it moved in
 * one `recordTransitions`, inside the caller's transaction, after the caller took the request's or the
 * voyage's lock (request-phase.ts, voyage-lock.ts). The SQL is the lifecycle's own; no other module writes
 * a phase. The reads other modules need are named at the end.
 */

/** The request steps of the table: its two assignments, and its completion when every order was rejected. */
export type RequestAction =
  | 'request.assign_to_rig_logistics'
  | 'request.assign_to_base_coordinator'
  | 'request.complete';

/**
 * Moves a request one step (the table's row of `action` from where it stands) with the orders the row carries,
 * checked: 400 with the row's refusal when a request with no order is assigned to rig logistics, 409 when the
 * request is no longer where it was read. Answers the request's new phase and status and the orders moved.
 */
export async function moveRequest(options: {
  db: Db;
  user: CurrentUser;
  request: Pick<RequestRow, 'id' | 'current_phase' | 'status'>;
  action: RequestAction;
  now: string;
}): Promise<{ phase: number; status: RequestStatus; moved: number }> {
  const { db, user, request, action, now } = options;
  const row = findTransition(action, { phase: request.current_phase, status: request.status });
  if (!row || row.to.phase === null) {
    throw new Error(`${action} does not start from ${request.current_phase}/${request.status}`);
  }
  const orderEvents: NewEvent[] = [];
  for (const move of row.carries ?? []) {
    if (move.from.phase === null || move.to.phase === null) continue;
    const moved = await moveOrdersOfRequest(db, {
      requestId: request.id,
      fromPhase: move.from.phase,
      toPhase: move.to.phase,
      status: move.from.status as OrderStatus,
      now,
    });
    for (const order of moved) {
      orderEvents.push(
        transitionEvent({
          entityType: 'order',
          entityId: order.id,
          actorUserId: user.id,
          from: { phase: move.from.phase, status: order.status },
          to: { phase: move.to.phase, status: order.status },
          at: now,
        }),
      );
    }
  }
  const hasOrders = row.preconditions.includes(PRECONDITIONS.REQUEST_HAS_ORDERS);
  if (hasOrders && orderEvents.length === 0) {
    throw new AppError('BAD_INPUT', PRECONDITIONS.REQUEST_HAS_ORDERS.message);
  }
  const to = { phase: row.to.phase, status: row.to.status as RequestStatus };
  const isMoved = await updateRequestPhase(db, {
    requestId: request.id,
    fromPhase: request.current_phase,
    toPhase: to.phase,
    status: to.status,
    now,
  });
  if (!isMoved) throw await requestChangedError({ db, user, requestId: request.id });
  await recordTransitions(db, [
    transitionEvent({
      entityType: 'request',
      entityId: request.id,
      actorUserId: user.id,
      from: { phase: request.current_phase, status: request.status },
      to,
      at: now,
    }),
    ...orderEvents,
  ]);
  return { ...to, moved: orderEvents.length };
}

/**
 * The orders a voyage's start or a journey's end carries (the row's `carries`: loaded → at sea, at sea →
 * offload required), moved on the voyage's or the journey's shipments, checked from where the table says they
 * stand, and recorded with the step's own event, which `stepEvent` builds from the count moved.
 */
export async function carryOrders(options: {
  db: Db;
  user: CurrentUser;
  action: Extract<TransitionAction, 'voyage.start' | 'journey.end'>;
  on: { voyageId: number } | { journeyId: number };
  now: string;
  stepEvent: (count: number) => NewEvent;
}): Promise<{ moved: number }> {
  const { db, user, action, on, now } = options;
  const move = findTransition(action)?.carries?.[0];
  if (!move || move.from.phase === null || move.to.phase === null) {
    throw new Error(`${action} carries no orders in the transition table`);
  }
  const from = { phase: move.from.phase, status: move.from.status as OrderStatus };
  const to = { phase: move.to.phase, status: move.to.status as OrderStatus };
  const moved = await moveOrdersOnShipments(db, { on, from, to, now });
  await recordTransitions(db, [
    options.stepEvent(moved.length),
    ...moved.map((order) =>
      transitionEvent({ entityType: 'order', entityId: order.id, actorUserId: user.id, from, to, at: now }),
    ),
  ]);
  return { moved: moved.length };
}

/**
 * "Arrived at Base" for the orders (issue 9, the row's `carries`): each order kept on board comes off its
 * shipment, back to planning, marked with the voyage it came back on, recorded with the voyage's own event
 * (`stepEvent`, from the count returned) and, on each order, why it was kept.
 */
export async function bringKeptOrdersBack(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  now: string;
  stepEvent: (count: number) => NewEvent;
}): Promise<{ returned: number }> {
  const { db, user, voyageId, now } = options;
  const move = findTransition('voyage.arrive_at_base')?.carries?.[0];
  if (!move || move.from.phase === null || move.to.phase === null) {
    throw new Error('voyage.arrive_at_base carries no orders in the transition table');
  }
  const from = { phase: move.from.phase, status: move.from.status as OrderStatus };
  const to = { phase: move.to.phase, status: move.to.status as OrderStatus };
  const returned = await returnKeptOrdersOfVoyage(db, { voyageId, from, to, now });
  await recordTransitions(db, [
    options.stepEvent(returned.length),
    ...returned.map((order) =>
      transitionEvent({
        entityType: 'order',
        entityId: order.id,
        actorUserId: user.id,
        from,
        to,
        at: now,
        shipmentId: order.shipment_id,
        voyageId,
        reason: `returned from ${formatVoyageId(voyageId)}: ${describeKeptReason(order.kept_reason, order.kept_note)}`,
      }),
    ),
  ]);
  return { returned: returned.length };
}

/** Reads other modules make before a move (no module reads the lifecycle's tables by itself). */
export { countOrdersOfVoyageInPhases, findOrdersOfRequest } from './order-state.repository.ts';
