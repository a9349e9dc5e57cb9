import type { Order, OrderReceiptBody } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordReceiptOrQueue } from '@/lib/offline/queueable-actions';
import { historyKeys, orderKeys } from '@/lib/query-keys';

/**
 * Record Receipt on a delivered order of the request page (issue 9): its orders refresh after. Offline it is
 * queued (issue 24) and answers null.
 */
export function useRecordReceiptOnRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({
      order,
      values,
    }: {
      order: Pick<Order, 'id' | 'request_id' | 'version' | 'item'>;
      values: Omit<OrderReceiptBody, 'id' | 'version'>;
    }) => recordReceiptOrQueue(order, values),
    onSettled: (_data, _error, { order }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.ofRequest(order.request_id) }),
        queryClient.invalidateQueries({ queryKey: historyKeys.of('request', order.request_id) }),
      ]),
  });
}
