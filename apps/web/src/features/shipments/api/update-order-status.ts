import { type Order, updateOrderStatusCall } from '@rigline/contract/orders';
import type { OrderStatus } from '@rigline/contract/phases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateAfterOrderChange } from '../lib/query-keys';

/** POST /api/order/update-status {order_id, status} → data.order (its new phase and status). */
export async function updateOrderStatus(body: { order_id: number; status: OrderStatus }) {
  const response = await callApi(updateOrderStatusCall, { body });
  return response.data.order;
}

/** Assign to Supplier (status ASSIGNED_TO_SUPPLIER) and plan-voyage's status dropdown. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      order,
      status,
    }: {
      order: Pick<Order, 'id' | 'request_id' | 'shipment_id'>;
      status: OrderStatus;
    }) => updateOrderStatus({ order_id: order.id, status }),
    onSettled: (_data, _error, { order }) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}
