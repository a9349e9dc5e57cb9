import type { BatchAdvanceStatus } from '@rigline/contract/order-batches';
import type { Order } from '@rigline/contract/orders';
import { findTransition, isOwnerOf, transitionsOf } from '@rigline/contract/transitions';
import { ROLE_OF_ACTOR, type ShipmentActor } from './order-actions';

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

/** The batch bar's other words, by the status the step reaches; its button is the table row's label. */
const BATCH_WORDS: Readonly<Record<BatchAdvanceStatus, Pick<BatchStep, 'allLabel' | 'done'>>> = {
  ASSIGNED_TO_SUPPLIER: { allLabel: 'Assign all to Supplier', done: 'assigned to the supplier' },
  LOADED: { allLabel: 'Mark all Loaded', done: 'marked as loaded' },
  OFFLOADING: { allLabel: 'Start Offloading all', done: 'started offloading' },
  DELIVERED: { allLabel: 'Mark all Offloaded', done: 'marked as offloaded' },
};

function isBatchStatus(status: string): status is BatchAdvanceStatus {
  return status in BATCH_WORDS;
}

/**
 * The contract's advance out of the tab's phase, when the view's role owns it and the person may take it:
 * the coordinator's Assign to Supplier (planning), the supplier's Mark Loaded (loading) and Mark Offloaded
 * (offloading), rig logistics' Start Offloading (offload required).
 */
export function batchStepOf(actor: ShipmentActor, roleSlug: string, phase: number): BatchStep | null {
  const row = transitionsOf('order.advance').find(
    (candidate) =>
      candidate.from?.phase === phase &&
      candidate.owners.includes(ROLE_OF_ACTOR[actor]) &&
      isOwnerOf(roleSlug, candidate),
  );
  if (!row?.label || !isBatchStatus(row.to.status)) return null;
  return { status: row.to.status, label: row.label, ...BATCH_WORDS[row.to.status] };
}

/**
 * The orders a step may take: in the tab's phase and where the table's advance starts (for Assign to
 * Supplier, only an order already on the shipment: REQUEST_LOADING).
 */
export function isBatchable(order: Pick<Order, 'current_phase' | 'status'>, phase: number): boolean {
  if (order.current_phase !== phase) return false;
  return findTransition('order.advance', { phase, status: order.status }) !== undefined;
}
