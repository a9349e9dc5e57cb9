import { formatOrderId } from './ids.ts';

/**
 * What a receipt short or damaged says beside a status (issue 22 point 3): the documents' statuses stay
 * (DELIVERED, COMPLETED), and wherever such an order or request is shown these words sit beside them. Server
 * and screens read them from here so they say the same.
 */

export interface OrderReceiptFacts {
  id: number;
  status: string;
  quantity: number;
  received_quantity: number | null;
  damaged_quantity: number | null;
  open_discrepancy_count?: number | undefined;
}

export interface RequestReceiptFacts {
  status: string;
  short_order_count?: number | undefined;
  damaged_order_count?: number | undefined;
  open_discrepancy_count?: number | undefined;
}

export function openDiscrepancyLabel(count: number): string {
  return `${count} open ${count === 1 ? 'discrepancy' : 'discrepancies'}`;
}

function shortLabel(isDone: boolean): string {
  return isDone ? 'Delivered short' : 'Received short';
}

/** "Delivered short", "damaged", "1 open discrepancy": empty when the rig received it whole or not yet. */
export function orderReceiptNotes(order: OrderReceiptFacts): string[] {
  if (order.received_quantity === null) return [];
  const notes: string[] = [];
  if (order.received_quantity < order.quantity) notes.push(shortLabel(order.status === 'DELIVERED'));
  if ((order.damaged_quantity ?? 0) > 0) notes.push('damaged');
  if ((order.open_discrepancy_count ?? 0) > 0)
    notes.push(openDiscrepancyLabel(order.open_discrepancy_count!));
  return notes;
}

/** The same for a request, from its orders' receipts: "Delivered short", "damaged", "2 open discrepancies". */
export function requestReceiptNotes(request: RequestReceiptFacts): string[] {
  const notes: string[] = [];
  if ((request.short_order_count ?? 0) > 0) notes.push(shortLabel(request.status === 'COMPLETED'));
  if ((request.damaged_order_count ?? 0) > 0) notes.push('damaged');
  if ((request.open_discrepancy_count ?? 0) > 0) {
    notes.push(openDiscrepancyLabel(request.open_discrepancy_count!));
  }
  return notes;
}

/**
 * Mark Offloaded's confirmation: "ORD-012 has 1 open discrepancy: received 11 of 12, 1 damaged"; null when
 * the order has none open.
 */
export function describeOpenDiscrepancy(order: OrderReceiptFacts): string | null {
  if ((order.open_discrepancy_count ?? 0) === 0 || order.received_quantity === null) return null;
  const damaged = order.damaged_quantity ?? 0;
  return `${formatOrderId(order.id)} has ${openDiscrepancyLabel(order.open_discrepancy_count!)}: received ${order.received_quantity} of ${order.quantity}${damaged > 0 ? `, ${damaged} damaged` : ''}`;
}

/**
 * What the supplier's Mark Offloaded dialog says of the rig's receipt (issue 22's walk): "ORD-012: received 11
 * of 12, 1 damaged — 1 open discrepancy", or "… — no discrepancy open" once rig logistics closed it; null when
 * the rig received the order whole or has not recorded a receipt.
 */
export function describeReceiptBeforeOffload(order: OrderReceiptFacts): string | null {
  if (order.received_quantity === null) return null;
  const damaged = order.damaged_quantity ?? 0;
  const open = order.open_discrepancy_count ?? 0;
  if (order.received_quantity >= order.quantity && damaged === 0 && open === 0) return null;
  const damagedText = damaged > 0 ? `, ${damaged} damaged` : '';
  const openText = open > 0 ? openDiscrepancyLabel(open) : 'no discrepancy open';
  return `${formatOrderId(order.id)}: received ${order.received_quantity} of ${order.quantity}${damagedText} — ${openText}`;
}
