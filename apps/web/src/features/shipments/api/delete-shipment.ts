import { type DeleteShipmentBody, deleteShipmentCall, type Shipment } from '@rigline/contract/shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { orderKeys, requestKeys, shipmentKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/shipment/delete {shipment_id} → data (message and the deleted shipment's id). */
export async function deleteShipment(body: DeleteShipmentBody) {
  const response = await callApi(deleteShipmentCall, { body });
  return response.data;
}

/**
 * 'Delete Shipment' (decisions 007). After it: the shipment's own queries are dropped (it is gone), and the
 * shipment lists, the request's actionable shipments, the request, the voyages valid for it and the voyages
 * and journeys (their shipment and loaded counts) are refreshed.
 */
export function useDeleteShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shipment: Pick<Shipment, 'id' | 'request_id'>) =>
      deleteShipment({ shipment_id: shipment.id }),
    onSettled: (_data, error, shipment) => {
      if (!error) {
        queryClient.removeQueries({ queryKey: shipmentKeys.detail(shipment.id) });
        queryClient.removeQueries({ queryKey: orderKeys.ofShipment(shipment.id) });
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.actionableOfRequest(shipment.request_id) }),
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(shipment.request_id) }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
      ]);
    },
  });
}
