import { type DeleteOrderBody, deleteOrderCall } from '@rigline/contract/order-lines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateRequestData } from './get-request';

/** POST /api/order/delete {id, version}: a draft line goes (issue 12). */
export async function deleteOrder(body: DeleteOrderBody) {
  const response = await callApi(deleteOrderCall, { body });
  return response.data;
}

export function useDeleteOrder(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
