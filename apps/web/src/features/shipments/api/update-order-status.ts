import type { Order, UpdateOrderStatusBody } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOrderStatus } from '@/lib/update-order-status';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';

/** Assign to Supplier (status ASSIGNED_TO_SUPPLIER) and plan-voyage's status dropdown. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      order,
      status,
    }: {
      order: Pick<Order, 'id' | 'request_id' | 'shipment_id' | 'version'>;
      status: UpdateOrderStatusBody['status'];
    }) => updateOrderStatus({ order_id: order.id, status, version: order.version }),
    onSettled: (_data, _error, { order }) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}
