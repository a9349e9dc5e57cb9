import type { OrderBatchBody } from '@rigline/contract/order-batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runOrderBatch } from '@/lib/order-batch';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';
import { fetchShipmentOrders } from './list-shipment-orders';

/** POST /api/order/batch for a shipment's orders; refreshes the request and the shipment either way. */
export function useShipmentOrderBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: OrderBatchBody; requestId: number; shipmentId: number }) =>
      runOrderBatch(body),
    onSettled: (_data, _error, { requestId, shipmentId }) =>
      invalidateAfterOrderChange(queryClient, { requestId, shipmentIds: [shipmentId] }),
  });
}

/** Every order of the shipment in the phase, page after page: what "all" names, as the server sees it now. */
export async function fetchAllShipmentOrdersInPhase(shipmentId: number, phase: number) {
  const limit = 100;
  const first = await fetchShipmentOrders({ shipmentId, phase, page: 1, limit });
  const orders = [...first.data];
  for (let page = 2; page <= first.meta.last_page; page += 1) {
    orders.push(...(await fetchShipmentOrders({ shipmentId, phase, page, limit })).data);
  }
  return orders;
}
