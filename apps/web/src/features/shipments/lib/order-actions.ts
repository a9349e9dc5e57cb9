import type { Order } from '@rigline/contract/orders';
import { canRoleActOnPhase } from '@rigline/contract/phases';

/** Who is looking at a shipment's orders; each acts on its own phases (decisions.md §3). */
export type ShipmentActor = 'coordinator' | 'rig-logistics' | 'supplier';

export type OrderAction =
  | 'assign-to-supplier'
  | 'remove'
  | 'start-offloading'
  | 'mark-loaded'
  | 'mark-offloaded';

/**
 * The buttons an order row offers (§2.5, §2.6, §2.9): the coordinator's Assign to Supplier and Remove on
 * phase 2, rig logistics' Start Offloading and Remove on phase 6, the supplier's Mark Loaded on phase 3 and
 * Mark Offloaded on phase 7. Only for an owner of the order's phase, as the server checks too.
 */
export function orderActionsFor(
  actor: ShipmentActor,
  roleSlug: string,
  order: Pick<Order, 'current_phase' | 'status'>,
): OrderAction[] {
  if (order.status === 'REJECTED' || !canRoleActOnPhase(roleSlug, order.current_phase)) return [];
  switch (actor) {
    case 'coordinator':
      return order.current_phase === 2 ? ['assign-to-supplier', 'remove'] : [];
    case 'rig-logistics':
      return order.current_phase === 6 ? ['start-offloading', 'remove'] : [];
    case 'supplier':
      if (order.current_phase === 3) return ['mark-loaded'];
      if (order.current_phase === 7) return ['mark-offloaded'];
      return [];
  }
}

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  'assign-to-supplier': 'Assign to Supplier',
  remove: 'Remove',
  'start-offloading': 'Start Offloading',
  'mark-loaded': 'Mark Loaded',
  'mark-offloaded': 'Mark Offloaded',
};

/** The offloading view's notice after Start Offloading (§4): phase 7 means offloading has started. */
export function startOffloadingToastTitle(resultingPhase: number): string {
  return resultingPhase === 7 ? 'Offloading Started' : 'Order Assigned';
}
