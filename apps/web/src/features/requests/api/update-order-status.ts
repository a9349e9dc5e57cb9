import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOrderStatus } from '@/lib/update-order-status';
import { invalidateRequestData } from './get-request';

/** A status change on a request's detail page refreshes the request and its orders. */
export function useUpdateOrderStatus(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
