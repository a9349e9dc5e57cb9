import { formatOrderId, formatRequestId, parseDisplayId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import type { SupplyRequest } from '@rigline/contract/requests';

function normalize(text: string): string {
  return text.trim().toLowerCase();
}

/** An id matches "REQ-007", "req-7", "7" and any part of its display form ("00", "REQ-0"). */
function matchesDisplayId(prefix: 'REQ' | 'ORD', id: number, query: string): boolean {
  const display = prefix === 'REQ' ? formatRequestId(id) : formatOrderId(id);
  return display.toLowerCase().includes(query) || parseDisplayId(prefix, query) === id;
}

/** Supplier requests page: title and request id (§2). An empty box matches everything. */
export function matchesRequestSearch(request: Pick<SupplyRequest, 'id' | 'title'>, text: string): boolean {
  const query = normalize(text);
  if (!query) return true;
  return request.title.toLowerCase().includes(query) || matchesDisplayId('REQ', request.id, query);
}

/** Supplier and coordinator order searches: order id, status or item id (§5). */
export function matchesOrderSearch(order: Pick<Order, 'id' | 'status' | 'item_id'>, text: string): boolean {
  const query = normalize(text);
  if (!query) return true;
  return (
    matchesDisplayId('ORD', order.id, query) ||
    order.status.toLowerCase().includes(query) ||
    order.status.toLowerCase().replaceAll('_', ' ').includes(query) ||
    String(order.item_id).includes(query)
  );
}

/** Rig logistics order search: order id, item name or mat code (§5). */
export function matchesReviewOrderSearch(order: Pick<Order, 'id' | 'item'>, text: string): boolean {
  const query = normalize(text);
  if (!query) return true;
  return (
    matchesDisplayId('ORD', order.id, query) ||
    order.item.name.toLowerCase().includes(query) ||
    order.item.mat_code.toLowerCase().includes(query)
  );
}
