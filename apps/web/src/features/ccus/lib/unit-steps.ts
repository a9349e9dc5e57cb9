import type { CcuTrip } from '@rigline/contract/ccu-packing';
import type { Order } from '@rigline/contract/orders';
import { actionsForRole, type Transition } from '@rigline/contract/transitions';

/** One step the person may take on the orders in a unit, for the batch call: "Start Offloading" (2 orders). */
export interface UnitStep {
  label: string;
  status: string;
  orders: Array<Pick<Order, 'id' | 'version'>>;
}

/**
 * What the person's role may do now to what the unit holds (issue 25: a scan opens the unit with the actions
 * that role takes there and then): the order steps of the transition table from where its orders stand, the
 * orders grouped by step. Only the table decides; the server checks again.
 */
export function unitStepsFor(
  roleSlug: string,
  trip: CcuTrip | undefined,
  orders: readonly Order[],
): UnitStep[] {
  if (!trip || trip.location.kind === 'returned') return [];
  const steps = new Map<string, UnitStep>();
  for (const order of orders) {
    if (!trip.order_ids.includes(order.id)) continue;
    const rows: Transition[] = actionsForRole(roleSlug, 'order', order.current_phase, order.status).filter(
      (row) => row.action === 'order.advance' && row.label !== null && row.to.status !== null,
    );
    for (const row of rows) {
      const key = `${row.label}:${row.to.status}`;
      const step = steps.get(key) ?? { label: row.label!, status: String(row.to.status), orders: [] };
      step.orders.push({ id: order.id, version: order.version });
      steps.set(key, step);
    }
  }
  return [...steps.values()];
}

/** What a batch toast says was done, by the status the orders reach: "2 orders offloading". */
export const UNIT_STEP_DONE_WORDS: Record<string, string> = {
  ASSIGNED_TO_SUPPLIER: 'assigned to the supplier',
  LOADED: 'marked loaded',
  OFFLOADING: 'offloading',
  DELIVERED: 'marked offloaded',
};
