import { rejectOrderCall } from '@rigline/contract/orders';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/order/reject {id, version}: permanent (§4). The shipments feature wraps it in a hook; the requests
 * feature calls it once per locally rejected order when they are saved. The version is the order's as the
 * person saw it (docs/decisions/012); a mark stored before versions has none.
 */
export async function rejectOrder(orderId: number, version: number | undefined, reason?: string) {
  const response = await callApi(rejectOrderCall, {
    body: { id: orderId, version, ...(reason ? { reason } : {}) },
  });
  return response.data.data;
}
