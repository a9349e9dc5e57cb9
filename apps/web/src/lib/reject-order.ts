import { rejectOrderCall } from '@rigline/contract/orders';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/order/reject {id}: permanent (§4). The shipments feature wraps it in a hook; the requests
 * feature calls it once per locally rejected order when they are saved.
 */
export async function rejectOrder(orderId: number) {
  const response = await callApi(rejectOrderCall, { body: { id: orderId } });
  return response.data.data;
}
