import type { Order } from '@rigline/contract/orders';
import { describeOpenDiscrepancy } from '@rigline/contract/receipt-notes';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { conflictMessageOf, serverMessageOf } from '@/lib/fetch-errors';
import { keepFocusOnRow } from '@/lib/keep-row-focus';
import { SAVED_OFFLINE } from '@/lib/offline/queueable-actions';
import { rememberSteps } from '@/lib/recent-steps';
import { toastWithUndo } from '@/lib/undo-order-step';
import { useMoveOrderToNextPhase } from '../api/move-order-to-next-phase';
import { useAdvanceOrder, useRemoveOrderFromShipment } from '../api/update-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';
import {
  advanceActionOf,
  type OrderAction,
  type ShipmentActor,
  startOffloadingToastTitle,
} from '../lib/order-actions';

export interface OrderActions {
  run: (action: OrderAction, order: Order) => void;
  /** The action under way on this order, if any. */
  pendingActionOf: (orderId: number) => OrderAction | null;
  /**
   * True while any order action is under way: one at a time keeps the counts honest. (Keep on board and the
   * receipt run in their dialogs, which stay open over the rows until their call ends.)
   */
  isBusy: boolean;
}

/** The order row buttons of the shipment views and their toasts (§8), per actor. */
export function useOrderActions(actor: ShipmentActor): OrderActions {
  const updateStatus = useUpdateOrderStatus();
  const remove = useRemoveOrderFromShipment();
  const moveToNextPhase = useMoveOrderToNextPhase();
  const advance = useAdvanceOrder();
  const queryClient = useQueryClient();
  /** After an Undo, whichever way it went: the row shows where the order stands. */
  const refreshAfterUndo = (order: Order) => () =>
    void invalidateAfterOrderChange(queryClient, {
      requestId: order.request_id,
      shipmentIds: [order.shipment_id],
    });

  function run(action: OrderAction, order: Order) {
    // The step's button goes away with the refetch: focus stays on this row, or the one now in its place.
    keepFocusOnRow(order.id);
    switch (action) {
      case 'assign-to-supplier':
        updateStatus.mutate(
          { order, status: 'ASSIGNED_TO_SUPPLIER' },
          {
            onSuccess: () => toast.success('Order assigned to supplier successfully'),
            onError: (error) =>
              toast.error('Update Failed', {
                description: serverMessageOf(error) ?? 'Failed to update order status. Please try again.',
              }),
          },
        );
        return;
      case 'remove':
        remove.mutate(order, {
          onSuccess: () =>
            toast.success(
              actor === 'rig-logistics' ? 'Order Removed' : 'Order removed from shipment successfully',
            ),
          onError: (error) =>
            actor === 'rig-logistics'
              ? toast.error('Remove Failed', {
                  description: serverMessageOf(error) ?? 'Failed to remove order from shipment.',
                })
              : toast.error(error.message, { description: serverMessageOf(error) ?? undefined }),
        });
        return;
      case 'start-offloading':
        moveToNextPhase.mutate(order, {
          onSuccess: (state) => {
            if (state === null) {
              toast.success('Saved offline', { description: SAVED_OFFLINE });
              return;
            }
            rememberSteps([state]);
            toastWithUndo({
              title: startOffloadingToastTitle(state.current_phase),
              step: state,
              onSettled: refreshAfterUndo(order),
            });
          },
          onError: (error) =>
            toast.error('Operation Failed', {
              description: conflictMessageOf(error) ?? 'Failed to process the order. Please try again.',
            }),
        });
        return;
      case 'mark-loaded':
      case 'mark-offloaded': {
        const done = action === 'mark-loaded' ? 'loaded' : 'offloaded';
        advance.mutate(order, {
          onSuccess: (state) => {
            if (state === null) {
              toast.success('Saved offline', { description: SAVED_OFFLINE });
              return;
            }
            rememberSteps([state]);
            // A receipt short or damaged is named: the order reads DELIVERED all the same (issue 22).
            const discrepancy = action === 'mark-offloaded' ? describeOpenDiscrepancy(order) : null;
            toastWithUndo({
              title: `Order marked as ${done} successfully`,
              ...(discrepancy ? { description: discrepancy } : {}),
              step: state,
              onSettled: refreshAfterUndo(order),
            });
          },
          onError: (error) =>
            toast.error(`Failed to mark order as ${done}. Please try again.`, {
              description: conflictMessageOf(error) ?? undefined,
            }),
        });
        return;
      }
    }
  }

  function pendingActionOf(orderId: number): OrderAction | null {
    if (updateStatus.isPending && updateStatus.variables?.order.id === orderId) return 'assign-to-supplier';
    if (remove.isPending && remove.variables?.id === orderId) return 'remove';
    if (moveToNextPhase.isPending && moveToNextPhase.variables?.id === orderId) return 'start-offloading';
    if (advance.isPending && advance.variables?.id === orderId) {
      return advanceActionOf(advance.variables);
    }
    return null;
  }

  return {
    run,
    pendingActionOf,
    isBusy: updateStatus.isPending || remove.isPending || moveToNextPhase.isPending || advance.isPending,
  };
}
