import { moveOrderToNextPhaseCall, type Order } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateAfterOrderChange } from '../lib/query-keys';

/** POST /api/order/move-order-to-next-phase {id} → data.data (the order's new current_phase and status). */
export async function moveOrderToNextPhase(orderId: number) {
  const response = await callApi(moveOrderToNextPhaseCall, { body: { id: orderId } });
  return response.data.data;
}

/** The offloading view's Start Offloading (§2.5). */
export function useMoveOrderToNextPhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Pick<Order, 'id' | 'request_id' | 'shipment_id'>) => moveOrderToNextPhase(order.id),
    onSettled: (_data, _error, order) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}
