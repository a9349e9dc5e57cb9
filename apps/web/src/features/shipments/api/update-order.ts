import { type Order, updateOrderCall } from '@rigline/contract/orders';
import { type KeptOnBoardReason, PHASE } from '@rigline/contract/phases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { advanceOrderOrQueue, keepOnBoardOrQueue } from '@/lib/offline/queueable-actions';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';

/** The order as the screen shows it: its version goes with every change (docs/decisions/012). */
type OrderRef = Pick<Order, 'id' | 'request_id' | 'shipment_id' | 'version'>;

/**
 * POST /api/order/update {id, status?, shipment_id?, version} → data (message, and the order's new state under
 * data.data). One call, three moves (§4): with a shipment_id it puts the order on that shipment, with
 * shipment_id null it takes it off, with the id alone it advances it (Mark Loaded, Mark Offloaded). The
 * version is the order's as shown: changed since, the server answers 409 and nothing moves.
 */
export async function updateOrder(body: {
  id: number;
  status?: Order['status'];
  shipment_id?: number | null;
  version: number;
}) {
  const response = await callApi(updateOrderCall, { body });
  return response.data;
}

/** A drop on a shipment in plan-voyage: status REQUEST_LOADING with the shipment's id (§4). */
export function useAssignOrderToShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      order,
      shipmentId,
      lateReason,
    }: {
      order: OrderRef;
      shipmentId: number;
      /** After the sailing's booking cut-off, the coordinator's reason (issue 23). */
      lateReason?: string;
    }) =>
      updateOrder({
        id: order.id,
        status: 'REQUEST_LOADING',
        shipment_id: shipmentId,
        version: order.version,
        ...(lateReason ? { late_reason: lateReason } : {}),
      }),
    onSettled: (_data, _error, { order, shipmentId }) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id, shipmentId],
      }),
  });
}

/** Remove: shipment_id null (§4). A failure reads 'Could not remove order from shipment' (§8), cause kept. */
export async function removeOrderFromShipment(order: Pick<Order, 'id' | 'version'>) {
  try {
    return await updateOrder({ id: order.id, shipment_id: null, version: order.version });
  } catch (error) {
    throw toFetchError('Could not remove order from shipment', error);
  }
}

export function useRemoveOrderFromShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderRef) => removeOrderFromShipment(order),
    onSettled: (_data, _error, order) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}

/**
 * The supplier's Mark Loaded (phase 3) and Mark Offloaded (phase 7): the id alone advances the order. Offline
 * it is queued (issue 24) and answers null.
 */
export function useAdvanceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (order: OrderRef & Pick<Order, 'current_phase' | 'item'>) =>
      advanceOrderOrQueue(order, order.current_phase === PHASE.OFFLOADING ? 'Mark offloaded' : 'Mark loaded'),
    onSettled: (_data, _error, order) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}

/**
 * "Remove" in the rig's offload view (issue 9): POST /api/order/update {id, shipment_id: null, reason, note}.
 * The order stays on its shipment, on board, and returns to base with the vessel (phase 9).
 */
export function useKeepOrderOnBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({
      order,
      reason,
      note,
    }: {
      order: OrderRef & Pick<Order, 'item'>;
      reason: KeptOnBoardReason;
      note: string;
    }) => keepOnBoardOrQueue(order, reason, note),
    onSettled: (_data, _error, { order }) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}
