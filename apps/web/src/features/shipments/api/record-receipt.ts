import type { Order, OrderReceiptBody } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordOrderReceipt } from '@/lib/record-receipt';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';

/** The offload view's Receipt dialog: POST /api/order/receipt, then the order's lists refresh. */
export function useRecordReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      order,
      values,
    }: {
      order: Pick<Order, 'id' | 'request_id' | 'shipment_id' | 'version'>;
      values: Omit<OrderReceiptBody, 'id' | 'version'>;
    }) => recordOrderReceipt({ id: order.id, version: order.version, ...values }),
    onSettled: (_data, _error, { order }) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}
