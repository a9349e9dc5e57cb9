import { rejectOrderCall } from '@rigline/contract/orders';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/order/reject {id}: permanent. Saving the locally rejected orders calls it once per order and
 * collects the outcomes (hooks/use-save-local-rejections.ts), so it has no hook of its own.
 */
export async function rejectOrder(orderId: number) {
  const response = await callApi(rejectOrderCall, { body: { id: orderId } });
  return response.data.data;
}
