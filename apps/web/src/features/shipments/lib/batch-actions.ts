import type { BatchAdvanceStatus } from '@rigline/contract/order-batches';
import type { Order } from '@rigline/contract/orders';
import { canRoleActOnPhase } from '@rigline/contract/phases';
import type { ShipmentActor } from './order-actions';

/** One step taken for many orders of a shipment at once (issue 12), by who is looking and the tab's phase. */
export interface BatchStep {
  status: BatchAdvanceStatus;
  /** The button for the checked orders: "Mark Loaded (3)". */
  label: string;
  /** The button for every order of the shipment waiting for it: "Mark all Loaded (12)". */
  allLabel: string;
  /** The toast's verb: "12 orders loaded". */
  done: string;
}

export function batchStepOf(actor: ShipmentActor, roleSlug: string, phase: number): BatchStep | null {
  if (!canRoleActOnPhase(roleSlug, phase)) return null;
  if (actor === 'coordinator' && phase === 2) {
    return {
      status: 'ASSIGNED_TO_SUPPLIER',
      label: 'Assign to Supplier',
      allLabel: 'Assign all to Supplier',
      done: 'assigned to the supplier',
    };
  }
  if (actor === 'supplier' && phase === 3) {
    return { status: 'LOADED', label: 'Mark Loaded', allLabel: 'Mark all Loaded', done: 'marked as loaded' };
  }
  if (actor === 'supplier' && phase === 7) {
    return {
      status: 'DELIVERED',
      label: 'Mark Offloaded',
      allLabel: 'Mark all Offloaded',
      done: 'marked as offloaded',
    };
  }
  if (actor === 'rig-logistics' && phase === 6) {
    return {
      status: 'OFFLOADING',
      label: 'Start Offloading',
      allLabel: 'Start Offloading all',
      done: 'started offloading',
    };
  }
  return null;
}

/** The orders a step may take: in the tab's phase and, for Assign to Supplier, already on the shipment. */
export function isBatchable(order: Pick<Order, 'current_phase' | 'status'>, phase: number): boolean {
  if (order.current_phase !== phase || order.status === 'REJECTED') return false;
  return phase !== 2 || order.status === 'REQUEST_LOADING';
}
