import type { Order } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectOrder } from '@/lib/reject-order';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';

/** Plan-voyage's 'Yes, Reject Order' (§2.8). */
export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      order,
      reason,
    }: {
      order: Pick<Order, 'id' | 'request_id' | 'shipment_id' | 'version'>;
      reason?: string;
    }) => rejectOrder(order.id, order.version, reason),
    onSettled: (_data, _error, { order }) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}
