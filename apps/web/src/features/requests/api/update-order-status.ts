import { type UpdateOrderStatusBody, updateOrderStatusCall } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateRequestData } from './get-request';

/** POST /api/order/update-status {order_id, status} → the order's new phase and status. */
export async function updateOrderStatus(body: UpdateOrderStatusBody) {
  const response = await callApi(updateOrderStatusCall, { body });
  return response.data.order;
}

export function useUpdateOrderStatus(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
