import { moveOrderToNextPhaseCall, type Order } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { moveOrderToNextPhaseOrQueue } from '@/lib/offline/queueable-actions';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';

/**
 * POST /api/order/move-order-to-next-phase {id, version} → data.data (the order's new current_phase and
 * status). With the version shown, a second click answers 409 instead of taking the next step too.
 */
export async function moveOrderToNextPhase(order: Pick<Order, 'id' | 'version'>) {
  const response = await callApi(moveOrderToNextPhaseCall, {
    body: { id: order.id, version: order.version },
  });
  return response.data.data;
}

/** The offloading view's Start Offloading (§2.5). Offline it is queued (issue 24) and answers null. */
export function useMoveOrderToNextPhase() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (order: Pick<Order, 'id' | 'request_id' | 'shipment_id' | 'version' | 'item'>) =>
      moveOrderToNextPhaseOrQueue(order, 'Start offloading'),
    onSettled: (_data, _error, order) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}
