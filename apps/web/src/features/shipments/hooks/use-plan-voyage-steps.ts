import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import type { OrderStatus } from '@rigline/contract/phases';
import type { Shipment } from '@rigline/contract/shipments';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiErrorOf, conflictMessageOf, serverMessageOf } from '@/lib/fetch-errors';
import { toastBatchOutcome } from '@/lib/order-batch';
import { usePlaceOrdersOnShipment } from '../api/place-orders-on-shipment';
import { useRejectOrder } from '../api/reject-order';
import { fetchMostThatFits, SplitThenDropError, useSplitAndSend } from '../api/split-order';
import { useAssignOrderToShipment } from '../api/update-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { isLateBookingRefusal } from '../components/late-booking-dialog';
import type { OverloadRefusal } from '../components/overload-refusal-dialog';

interface PlanVoyageStepOptions {
  /** The request's shipment by id, as plan-voyage lists it: its voyage and journey weigh a refused drop. */
  shipmentOf: (shipmentId: number) => Shipment | undefined;
  /** A drop refused because the order would overload the vessel, with the most of it that fits (issue 22). */
  onOverload: (refusal: OverloadRefusal) => void;
  /** A drop refused because the sailing's booking cut-off has passed: ask for a late reason (issue 23). */
  onLateBooking: (refusal: LateDrop) => void;
}

/** A drop refused after the cut-off: which order, onto which shipment, and the server's words. */
export interface LateDrop {
  order: Order;
  shipmentId: number;
  message: string;
}

/**
 * Plan-voyage's steps on orders (§2.8), each with its toasts: one order or several put on a shipment, a
 * status changed on an order's card, a rejection with its reason.
 */
export function usePlanVoyageSteps(requestId: number, options: PlanVoyageStepOptions) {
  const queryClient = useQueryClient();
  const assign = useAssignOrderToShipment();
  const splitAndSendMutation = useSplitAndSend();
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

  function placeOne(order: Order, shipmentId: number, lateReason?: string) {
    assign.mutate(
      { order, shipmentId, ...(lateReason ? { lateReason } : {}) },
      {
        onSuccess: (data) =>
          toast.success('Order Assigned', { description: data.message || 'Order assigned to shipment.' }),
        onError: (error) => void refuseDrop(order, shipmentId, error),
      },
    );
  }

  /**
   * A refused drop: when the voyage's plan shows the whole order does not fit but part of it does, the
   * refusal offers "Split and send N now"; any other refusal is a toast.
   */
  async function refuseDrop(order: Order, shipmentId: number, error: unknown) {
    const message = serverMessageOf(error);
    if (message && isLateBookingRefusal(error)) {
      options.onLateBooking({ order, shipmentId, message });
      return;
    }
    const shipment = options.shipmentOf(shipmentId);
    const isAboutShipment = apiErrorOf(error)?.fieldErrors.some((field) => field.field === 'shipment_id');
    if (message && shipment && isAboutShipment && apiErrorOf(error)?.status === 400) {
      const fits = await fetchMostThatFits(queryClient, order, shipment).catch(() => 0);
      if (fits > 0 && fits < order.quantity) {
        options.onOverload({ order, shipmentId, message, fits });
        return;
      }
    }
    toast.error('Assign Failed', { description: message ?? 'Order not assigned. Please try again.' });
  }

  function splitAndSend(refusal: OverloadRefusal) {
    const { order, shipmentId, fits } = refusal;
    splitAndSendMutation.mutate(
      { order, send: fits, shipmentId },
      {
        onSuccess: ({ part }) =>
          toast.success('Order Split and Assigned', {
            description: `${fits} of ${formatOrderId(order.id)} put on Shipment #${shipmentId}; ${part.quantity} ${part.quantity === 1 ? 'waits' : 'wait'} for planning as ${formatOrderId(part.id)}.`,
          }),
        onError: (error) =>
          error instanceof SplitThenDropError
            ? toast.error('Split, but not assigned', {
                description: `${formatOrderId(error.originalId)} and ${formatOrderId(error.partId)} both wait for planning. ${serverMessageOf(error.cause) ?? 'Drag the order onto the shipment again.'}`,
              })
            : toast.error('Split Failed', {
                description: serverMessageOf(error) ?? 'Could not split the order. Please try again.',
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
    splitAndSend,
    changeStatus,
    rejectOrder,
    isBusy:
      assign.isPending ||
      updateStatus.isPending ||
      reject.isPending ||
      placeMany.isPending ||
      splitAndSendMutation.isPending,
    /** "Assigning 3 orders..." while orders are being put on a shipment; null otherwise. */
    placingText: placeMany.isPending
      ? `Assigning ${placeMany.variables.orders.length} orders...`
      : assign.isPending
        ? 'Assigning order...'
        : splitAndSendMutation.isPending
          ? 'Splitting and assigning...'
          : null,
  };
}
