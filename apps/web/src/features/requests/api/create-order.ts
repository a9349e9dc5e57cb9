import { type CreateOrderBody, createOrderCall } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateRequestData } from './get-request';

/** POST /api/order/create {item_id, request_id, quantity} → the server's message and the new order. */
export async function createOrder(body: CreateOrderBody) {
  const response = await callApi(createOrderCall, { body });
  return response.data;
}

/** Adds an order to the request, then refreshes the request (its order count) and its orders. */
export function useCreateOrder(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateOrderBody, 'request_id'>) =>
      createOrder({ ...body, request_id: requestId }),
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
