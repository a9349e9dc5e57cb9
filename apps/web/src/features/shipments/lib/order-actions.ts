import type { Order } from '@rigline/contract/orders';
import { PHASE } from '@rigline/contract/phases';
import type { RoleSlug } from '@rigline/contract/roles';
import { actionsForRole, canTake, TRANSITIONS, type Transition } from '@rigline/contract/transitions';
import { statusInWords } from '@/lib/status-badges';

/** Who is looking at a shipment's orders; each acts on its own phases (decisions.md §3). */
export type ShipmentActor = 'coordinator' | 'rig-logistics' | 'supplier';

/** The role whose steps a shipment view offers (admin, who owns every phase, sees the view's steps too). */
export const ROLE_OF_ACTOR: Readonly<Record<ShipmentActor, RoleSlug>> = {
  coordinator: 'base-coordinator',
  'rig-logistics': 'rig-logistic',
  supplier: 'supplier',
};

export type OrderAction =
  | 'assign-to-supplier'
  | 'remove'
  | 'start-offloading'
  | 'mark-loaded'
  | 'mark-offloaded';

/**
 * The contract's steps an order row offers as buttons, each by its label in the transition table. Reject has
 * its own dialog and the drop onto a shipment is a drag, so neither is a row button.
 */
const ROW_BUTTONS: ReadonlyMap<string, OrderAction> = new Map<string, OrderAction>([
  ['order.advance:Assign to Supplier', 'assign-to-supplier'],
  ['order.advance:Mark Loaded', 'mark-loaded'],
  ['order.advance:Start Offloading', 'start-offloading'],
  ['order.advance:Mark Offloaded', 'mark-offloaded'],
  ['order.remove:Remove', 'remove'],
  ['order.keep_on_board:Remove', 'remove'],
]);

function rowButtonOf(transition: Pick<Transition, 'action' | 'label'>): OrderAction | undefined {
  return ROW_BUTTONS.get(`${transition.action}:${transition.label}`);
}

/** The steps of the table a view offers: those of the view's role that the person may take. */
export function orderStepsFor(
  actor: ShipmentActor,
  roleSlug: string,
  order: Pick<Order, 'current_phase' | 'status'>,
): Transition[] {
  return actionsForRole(roleSlug, 'order', order.current_phase, order.status).filter(
    (row) => row.owners.includes(ROLE_OF_ACTOR[actor]) && rowButtonOf(row) !== undefined,
  );
}

/**
 * The buttons an order row offers (§2.5, §2.6, §2.9), from the contract's transition table: the coordinator's
 * Assign to Supplier and Remove on phase 2, rig logistics' Start Offloading and Remove on phase 6, the
 * supplier's Mark Loaded on phase 3 and Mark Offloaded on phase 7. Only for an owner, as the server checks too.
 */
export function orderActionsFor(
  actor: ShipmentActor,
  roleSlug: string,
  order: Pick<Order, 'current_phase' | 'status'>,
): OrderAction[] {
  // The step forward first, then Remove: the order the buttons stand in on the row.
  const buttons = orderStepsFor(actor, roleSlug, order).flatMap((row) => rowButtonOf(row) ?? []);
  return buttons.sort((a, b) => Number(a === 'remove') - Number(b === 'remove'));
}

/** Each button's words: the label of its rows in the transition table. */
export const ORDER_ACTION_LABELS: Readonly<Record<OrderAction, string>> = Object.fromEntries(
  TRANSITIONS.flatMap((row) => {
    const action = rowButtonOf(row);
    return action && row.label ? [[action, row.label]] : [];
  }),
) as Record<OrderAction, string>;

/** The offloading view's notice after Start Offloading (§4): offloading has started once the order is there. */
export function startOffloadingToastTitle(resultingPhase: number): string {
  return resultingPhase === PHASE.OFFLOADING ? 'Offloading Started' : 'Order Assigned';
}

/** The button a pending advance of this order stands for: Mark Offloaded while it is offloading. */
export function advanceActionOf(order: Pick<Order, 'current_phase'>): 'mark-loaded' | 'mark-offloaded' {
  return order.current_phase === PHASE.OFFLOADING ? 'mark-offloaded' : 'mark-loaded';
}

/**
 * Whether Split is offered on an order (issue 22): the table's 'order.split' for this role from where the order
 * stands (the base coordinator's, before it is loaded), and something to split (2 or more).
 */
export function canSplitOrder(
  roleSlug: string,
  order: Pick<Order, 'current_phase' | 'status' | 'quantity'>,
): boolean {
  const from = { phase: order.current_phase, status: order.status };
  return order.quantity >= 2 && canTake(roleSlug, 'order.split', from).allowed;
}

/** The supplier's own step on an order of their work lists (issue 22's walk): Mark Loaded, Mark Offloaded. */
export type SupplierStep = 'mark-loaded' | 'mark-offloaded';

const SUPPLIER_STEP_VERBS: Readonly<Record<SupplierStep, string>> = {
  'mark-loaded': 'mark it loaded',
  'mark-offloaded': 'mark it offloaded',
};

const OWNER_WORDS: Readonly<Record<RoleSlug, string>> = {
  supplier: 'the supplier',
  'rig-logistic': 'rig logistics',
  'base-coordinator': 'the base coordinator',
  admin: 'an administrator',
};

/**
 * A step of the supplier's work lists (Orders to Load, Orders to Offload) on one order, from the transition
 * table: its label, and null or why this person cannot take it from where the order stands.
 */
export function supplierStepFor(
  roleSlug: string,
  order: Pick<Order, 'current_phase' | 'status'>,
  step: SupplierStep,
): { label: string; disabledReason: string | null } {
  const label = ORDER_ACTION_LABELS[step];
  const answer = canTake(roleSlug, 'order.advance', { phase: order.current_phase, status: order.status });
  if (answer.allowed && rowButtonOf(answer.transition) === step) return { label, disabledReason: null };
  const row = TRANSITIONS.find(
    (candidate) => candidate.action === 'order.advance' && rowButtonOf(candidate) === step,
  );
  if (row && !answer.allowed && answer.reason === 'NOT_OWNER' && answer.transition === row) {
    const owners = row.owners.map((owner) => OWNER_WORDS[owner]).join(' or ');
    return { label, disabledReason: `Only ${owners} can ${SUPPLIER_STEP_VERBS[step]}` };
  }
  const needed = row?.from ? statusInWords(row.from.status).toLowerCase() : null;
  const now = statusInWords(order.status).toLowerCase();
  return {
    label,
    disabledReason: needed
      ? `${label} is for an order ${needed}; this one is ${now}`
      : `${label} is not open`,
  };
}
