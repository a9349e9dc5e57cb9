import type { Order } from '@rigline/contract/orders';
import { canRoleActOnPhase, isFinalOrderStatus } from '@rigline/contract/phases';

/**
 * What a screen offers, decided with the contract's phase table (style rule 2). The server checks every
 * call again; these only keep buttons that would be refused off the screen.
 */

/** Orders are added while the supplier builds the request: phase 0, by an owner of it (§6, decisions §3). */
export function canAddOrders(roleSlug: string, phase: number): boolean {
  return phase === 0 && canRoleActOnPhase(roleSlug, phase);
}

/** Assign to Rig Logistics: phase 0, with orders, by an owner of the phase (§2). */
export function canAssignToRigLogistics(roleSlug: string, phase: number, orderCount: number): boolean {
  return phase === 0 && orderCount > 0 && canRoleActOnPhase(roleSlug, phase);
}

/** A status dropdown for owners of the order's phase; a final status (REJECTED, DELIVERED) stays a badge. */
export function canChangeOrderStatus(
  roleSlug: string,
  order: Pick<Order, 'current_phase' | 'status'>,
): boolean {
  return canRoleActOnPhase(roleSlug, order.current_phase) && !isFinalOrderStatus(order.status);
}

/**
 * The No Actions Required banner and Assign to Base Coordinator (§2): phase 1, owned by this user, no order
 * still CREATED and no local rejection waiting to be saved.
 */
export function isReviewComplete(options: {
  roleSlug: string;
  phase: number;
  orders: readonly Pick<Order, 'status'>[];
  pendingRejections: number;
}): boolean {
  const { roleSlug, phase, orders, pendingRejections } = options;
  return (
    phase === 1 &&
    canRoleActOnPhase(roleSlug, phase) &&
    pendingRejections === 0 &&
    orders.every((order) => order.status !== 'CREATED')
  );
}
