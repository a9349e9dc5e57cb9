import { type MoveShipmentBody, moveShipmentCall } from '@rigline/contract/shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { requestKeys, sailingKeys, shipmentKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/shipment/move {shipment_id, voyage_id, late_reason?} → data (message, the shipment, where it was). */
export async function moveShipment(body: MoveShipmentBody) {
  const response = await callApi(moveShipmentCall, { body });
  return response.data;
}

/**
 * "Move to next sailing" (docs/decisions/060). After it: the shipment lists and the shipment, its request, the
 * voyages (both voyages' shipments, journeys and load plans) and the sailing list (deck use per leg).
 */
export function useMoveShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveShipment,
    onSuccess: (data) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(data.shipment.request_id) }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
        queryClient.invalidateQueries({ queryKey: sailingKeys.all }),
      ]),
  });
}
