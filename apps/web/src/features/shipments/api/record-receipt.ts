import type { Order, OrderReceiptBody } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordReceiptOrQueue } from '@/lib/offline/queueable-actions';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';

/**
 * The offload view's Receipt dialog: POST /api/order/receipt, then the order's lists refresh. Offline it is
 * queued (issue 24) and answers null.
 */
export function useRecordReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({
      order,
      values,
    }: {
      order: Pick<Order, 'id' | 'request_id' | 'shipment_id' | 'version' | 'item'>;
      values: Omit<OrderReceiptBody, 'id' | 'version'>;
    }) => recordReceiptOrQueue(order, values),
    onSettled: (_data, _error, { order }) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}
