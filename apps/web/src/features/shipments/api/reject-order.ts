import { type Order, rejectOrderCall } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateAfterOrderChange } from '../lib/query-keys';

/** POST /api/order/reject {id}: permanent (§4). */
export async function rejectOrder(orderId: number) {
  const response = await callApi(rejectOrderCall, { body: { id: orderId } });
  return response.data.data;
}

/** Plan-voyage's 'Yes, Reject Order' (§2.8). */
export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Pick<Order, 'id' | 'request_id' | 'shipment_id'>) => rejectOrder(order.id),
    onSettled: (_data, _error, order) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}
