import { type ChangeOrderQuantityBody, changeOrderQuantityCall } from '@rigline/contract/order-lines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateRequestData } from './get-request';

/** POST /api/order/change-quantity {id, quantity, version} → the order as it now is (issue 12). */
export async function changeOrderQuantity(body: ChangeOrderQuantityBody) {
  const response = await callApi(changeOrderQuantityCall, { body });
  return response.data.order;
}

export function useChangeOrderQuantity(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderQuantity,
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
