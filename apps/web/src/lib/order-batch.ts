import {
  type OrderBatchBody,
  type OrderBatchResponse,
  orderBatchCall,
} from '@rigline/contract/order-batches';
import { toast } from 'sonner';
import { callApi } from '@/lib/api-client';

export type OrderBatchOutcome = OrderBatchResponse['data'];

/**
 * POST /api/order/batch: one action on many orders, one request, one result per order (issue 12). Each order
 * is its own checked transition on the server, so some may be refused while the others are done.
 */
export async function runOrderBatch(body: OrderBatchBody): Promise<OrderBatchOutcome> {
  const response = await callApi(orderBatchCall, { body });
  return response.data;
}

function orders(count: number): string {
  return count === 1 ? '1 order' : `${count} orders`;
}

/**
 * One toast per batch, never one per order: "28 orders accepted", or "27 of 28 orders accepted" with the first
 * refusal's reason (the others are alike, or listed on the rows after the refresh).
 */
export function toastBatchOutcome(outcome: OrderBatchOutcome, done: string): void {
  const total = outcome.done + outcome.failed;
  if (outcome.failed === 0) {
    toast.success(`${orders(total)} ${done}`);
    return;
  }
  const firstRefusal = outcome.results.find((result) => !result.ok);
  const title = outcome.done === 0 ? `No order ${done}` : `${outcome.done} of ${orders(total)} ${done}`;
  toast.warning(title, {
    description: `${outcome.failed} could not be: ${firstRefusal?.message ?? 'refused'}`,
  });
}
