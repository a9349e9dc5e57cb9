import { formatVoyageId } from '@rigline/contract/ids';
import { describeSplit } from '@rigline/contract/order-split';
import type { Order } from '@rigline/contract/orders';
import { describeKeptReason, PHASE } from '@rigline/contract/phases';
import { canTake } from '@rigline/contract/transitions';

type CargoFields = Pick<
  Order,
  | 'status'
  | 'current_phase'
  | 'kept_reason'
  | 'kept_note'
  | 'returned_from_voyage_id'
  | 'quantity'
  | 'received_quantity'
  | 'damaged_quantity'
  | 'receipt_note'
  | 'split_from_order_id'
  | 'split_into_order_ids'
>;

/**
 * The lines every screen listing an order adds under it (issue 9): where it is when it was kept on board,
 * that it came back, what the rig recorded on receipt, and the other part of a split line (issue 22).
 */
export function cargoNotesOf(order: CargoFields): string[] {
  const notes: string[] = [];
  const split = describeSplit(order);
  const reason = describeKeptReason(order.kept_reason, order.kept_note);
  if (order.status === 'ON_BOARD_RETURNING') {
    notes.push(`On board, returning to base${reason ? `: ${reason}` : ''}`);
  } else if (order.returned_from_voyage_id !== null && order.current_phase === PHASE.PLANNING) {
    notes.push(
      `returned from ${formatVoyageId(order.returned_from_voyage_id)}${reason ? `: ${reason}` : ''}`,
    );
  }
  if (order.received_quantity !== null) {
    const damaged = order.damaged_quantity ? `, ${order.damaged_quantity} damaged` : '';
    const note = order.receipt_note ? ` (${order.receipt_note})` : '';
    notes.push(`Received ${order.received_quantity} of ${order.quantity}${damaged}${note}`);
  }
  if (split) notes.push(split);
  return notes;
}

/** Rig logistics records the receipt of an order being offloaded or delivered, once (the transition table). */
export function canRecordReceipt(
  roleSlug: string,
  order: Pick<Order, 'current_phase' | 'status' | 'received_quantity'>,
) {
  const from = { phase: order.current_phase, status: order.status };
  return order.received_quantity === null && canTake(roleSlug, 'order.record_receipt', from).allowed;
}
