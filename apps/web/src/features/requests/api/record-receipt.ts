import type { Order, OrderReceiptBody } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { historyKeys, orderKeys } from '@/lib/query-keys';
import { recordOrderReceipt } from '@/lib/record-receipt';

/** Record Receipt on a delivered order of the request page (issue 9): its orders refresh after. */
export function useRecordReceiptOnRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      order,
      values,
    }: {
      order: Pick<Order, 'id' | 'request_id' | 'version'>;
      values: Omit<OrderReceiptBody, 'id' | 'version'>;
    }) => recordOrderReceipt({ id: order.id, version: order.version, ...values }),
    onSettled: (_data, _error, { order }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.ofRequest(order.request_id) }),
        queryClient.invalidateQueries({ queryKey: historyKeys.of('request', order.request_id) }),
      ]),
  });
}
