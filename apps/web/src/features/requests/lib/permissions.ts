import type { Order } from '@rigline/contract/orders';
import { canRoleActOnPhase, isFinalOrderStatus, requestStatusForPhase } from '@rigline/contract/phases';
import { canTake, findTransition } from '@rigline/contract/transitions';

/**
 * What a screen offers, decided with the contract's phase and transition tables (style rule 2). The server
 * checks every call again; these only keep buttons that would be refused off the screen.
 */

/** The request's own state, as the transition table names it: its phase and the status that phase gives. */
function requestState(phase: number) {
  return { phase, status: requestStatusForPhase(phase) };
}

/** Orders are added while the supplier builds the request: to the draft, by an owner of it (§6, decisions §3). */
export function canAddOrders(roleSlug: string, phase: number): boolean {
  const create = findTransition('order.create');
  return create !== undefined && phase === create.to.phase && canRoleActOnPhase(roleSlug, phase);
}

/** Assign to Rig Logistics: from the draft, with orders (REQUEST_HAS_ORDERS), by an owner of the phase (§2). */
export function canAssignToRigLogistics(roleSlug: string, phase: number, orderCount: number): boolean {
  return orderCount > 0 && canTake(roleSlug, 'request.assign_to_rig_logistics', requestState(phase)).allowed;
}

/** A status dropdown for owners of the order's phase; a final status (REJECTED, DELIVERED) stays a badge. */
export function canChangeOrderStatus(
  roleSlug: string,
  order: Pick<Order, 'current_phase' | 'status'>,
): boolean {
  return canRoleActOnPhase(roleSlug, order.current_phase) && !isFinalOrderStatus(order.status);
}

/**
 * The No Actions Required banner and Assign to Base Coordinator (§2): in review, owned by this user, no order
 * still CREATED (ORDERS_REVIEWED) and no local rejection waiting to be saved.
 */
export function isReviewComplete(options: {
  roleSlug: string;
  phase: number;
  orders: readonly Pick<Order, 'status'>[];
  pendingRejections: number;
}): boolean {
  const { roleSlug, phase, orders, pendingRejections } = options;
  return (
    canTake(roleSlug, 'request.assign_to_base_coordinator', requestState(phase)).allowed &&
    pendingRejections === 0 &&
    orders.every((order) => order.status !== 'CREATED')
  );
}
