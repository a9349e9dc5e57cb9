import type { Order } from '@rigline/contract/orders';
import type { OrderStatus } from '@rigline/contract/phases';
import { toast } from 'sonner';
import { conflictMessageOf, serverMessageOf } from '@/lib/fetch-errors';
import { toastBatchOutcome } from '@/lib/order-batch';
import { usePlaceOrdersOnShipment } from '../api/place-orders-on-shipment';
import { useRejectOrder } from '../api/reject-order';
import { useAssignOrderToShipment } from '../api/update-order';
import { useUpdateOrderStatus } from '../api/update-order-status';

/**
 * Plan-voyage's steps on orders (§2.8), each with its toasts: one order or several put on a shipment, a
 * status changed on an order's card, a rejection with its reason.
 */
export function usePlanVoyageSteps(requestId: number) {
  const assign = useAssignOrderToShipment();
  const updateStatus = useUpdateOrderStatus();
  const reject = useRejectOrder();
  const placeMany = usePlaceOrdersOnShipment(requestId);

  function placeOrders(orders: readonly Order[], shipmentId: number, onPlaced: () => void) {
    placeMany.mutate(
      { orders, shipmentId },
      {
        onSuccess: (outcome) => {
          toastBatchOutcome(outcome, `put on Shipment #${shipmentId}`);
          onPlaced();
        },
        onError: (error) =>
          toast.error('Assign Failed', {
            description: serverMessageOf(error) ?? 'Orders not assigned. Please try again.',
          }),
      },
    );
  }

  function placeOne(order: Order, shipmentId: number) {
    assign.mutate(
      { order, shipmentId },
      {
        onSuccess: (data) =>
          toast.success('Order Assigned', { description: data.message || 'Order assigned to shipment.' }),
        onError: (error) =>
          toast.error('Assign Failed', {
            description: serverMessageOf(error) ?? 'Order not assigned. Please try again.',
          }),
      },
    );
  }

  function changeStatus(order: Order, status: OrderStatus) {
    updateStatus.mutate(
      { order, status },
      {
        onSuccess: () =>
          toast.success('Status Updated', { description: 'Order status has been updated successfully.' }),
        onError: (error) =>
          toast.error('Update Failed', {
            description: conflictMessageOf(error) ?? 'Failed to update order status. Please try again.',
          }),
      },
    );
  }

  function rejectOrder(order: Order, reason: string) {
    reject.mutate(
      { order, reason },
      {
        onSuccess: () =>
          toast.success('Order Rejected', { description: 'Order has been rejected successfully.' }),
        onError: (error) =>
          toast.error('Rejection Failed', {
            description: conflictMessageOf(error) ?? 'Could not reject order, try again.',
          }),
      },
    );
  }

  return {
    placeOrders,
    placeOne,
    changeStatus,
    rejectOrder,
    isBusy: assign.isPending || updateStatus.isPending || reject.isPending || placeMany.isPending,
    /** "Assigning 3 orders..." while orders are being put on a shipment; null otherwise. */
    placingText: placeMany.isPending
      ? `Assigning ${placeMany.variables.orders.length} orders...`
      : assign.isPending
        ? 'Assigning order...'
        : null,
  };
}
