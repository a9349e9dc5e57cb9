import type { Order } from '@rigline/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runOrderBatch } from '@/lib/order-batch';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';

/**
 * Plan-voyage's drop of a selection (issue 12): POST /api/order/batch {action: 'place', shipment_id, orders}.
 * Each order goes through the server's single drop with its own version, so one refused order (changed
 * meanwhile, or a leg that would be overloaded) leaves the others on the shipment.
 */
export function usePlaceOrdersOnShipment(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orders,
      shipmentId,
    }: {
      orders: readonly Pick<Order, 'id' | 'version'>[];
      shipmentId: number;
    }) =>
      runOrderBatch({
        action: 'place',
        shipment_id: shipmentId,
        orders: orders.map((order) => ({ id: order.id, version: order.version })),
      }),
    onSettled: (_data, _error, { shipmentId }) =>
      invalidateAfterOrderChange(queryClient, { requestId, shipmentIds: [shipmentId] }),
  });
}
