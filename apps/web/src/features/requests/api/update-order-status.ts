import type { Order } from '@rigline/contract/orders';
import type { OrderStatus } from '@rigline/contract/phases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeOrderStatusOrQueue } from '@/lib/offline/queueable-actions';
import { invalidateRequestData } from './get-request';

/**
 * A status change on a request's detail page refreshes the request and its orders. Offline it is queued with
 * the version shown and answers null (issue 24); the row then shows it pending.
 */
export function useUpdateOrderStatus(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ order, status }: { order: Pick<Order, 'id' | 'version' | 'item'>; status: OrderStatus }) =>
      changeOrderStatusOrQueue(order, status),
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
