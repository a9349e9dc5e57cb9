import { type CreateShipmentBody, createShipmentCall } from '@rigline/contract/shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { requestKeys, shipmentKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/shipment/create {voyage_id, request_id} → data (message and the new shipment). */
export async function createShipment(body: CreateShipmentBody) {
  const response = await callApi(createShipmentCall, { body });
  return response.data;
}

/**
 * After a shipment is created: the shipment lists, the request's actionable shipments, the request, the
 * voyages valid for it and the voyages and journeys (their shipment counts).
 */
export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: (_data, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.actionableOfRequest(body.request_id) }),
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(body.request_id) }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
      ]),
  });
}
