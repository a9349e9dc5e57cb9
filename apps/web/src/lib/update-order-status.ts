import { type UpdateOrderStatusBody, updateOrderStatusCall } from '@rigline/contract/orders';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/order/update-status {order_id, status} → data.order (its new phase and status). The requests
 * and shipments features each keep their own hook, refreshing what their screens show.
 */
export async function updateOrderStatus(body: UpdateOrderStatusBody) {
  const response = await callApi(updateOrderStatusCall, { body });
  return response.data.order;
}
