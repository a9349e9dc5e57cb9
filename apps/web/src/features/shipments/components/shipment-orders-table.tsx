import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CargoNotes } from '@/components/cargo-notes';
import { DateTime } from '@/components/date-time';
import { DgBadge, HeavyLiftBadge } from '@/components/layout/cargo-badges';
import { useOrderRowExtra } from '@/components/layout/order-row-slot';
import { PendingActionBadge } from '@/components/pending-action-badge';
import { ReceiptDialog } from '@/components/receipt-dialog';
import { OrderStatusWithReceipt } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { canRecordReceipt } from '@/lib/cargo-notes';
import { serverMessageOf } from '@/lib/fetch-errors';
import { usePendingActionOf } from '@/lib/offline/offline-actions';
import { forgetStep, undoableVersionOf, useRecentSteps } from '@/lib/recent-steps';
import { undoOrderStep } from '@/lib/undo-order-step';
import { cn } from '@/lib/utils';
import { useRecordReceipt } from '../api/record-receipt';
import type { OrderActions } from '../hooks/use-order-actions';
import { formatQuantity } from '../lib/format';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';
import {
  canSplitOrder,
  ORDER_ACTION_LABELS,
  type OrderAction,
  orderActionsFor,
  type ShipmentActor,
} from '../lib/order-actions';
import { ConfirmOffloadDialog } from './confirm-offload-dialog';
import { KeepOnBoardDialog } from './keep-on-board-dialog';
import { SplitOrderDialog } from './split-order-dialog';

interface ShipmentOrdersTableProps {
  orders: readonly Order[];
  actor: ShipmentActor;
  roleSlug: string;
  actions: OrderActions;
  /** Checkboxes for one action on many orders (issue 12), on the orders it may take. */
  selection?: OrderSelection;
}

export interface OrderSelection {
  isSelectable: (order: Order) => boolean;
  isSelected: (orderId: number) => boolean;
  toggle: (orderId: number, isSelected: boolean) => void;
}

function SelectBox({ order, selection }: { order: Order; selection: OrderSelection | undefined }) {
  if (!selection?.isSelectable(order)) return null;
  return (
    <Checkbox
      className="size-5"
      checked={selection.isSelected(order.id)}
      onCheckedChange={(value) => selection.toggle(order.id, value === true)}
      aria-label={`Select ${formatOrderId(order.id)}`}
    />
  );
}

/**
 * The actions stay in view at the right edge while a wide table scrolls sideways in a narrow panel: they are
 * what the user came for.
 */
const STICKY_ACTIONS =
  'sticky right-0 bg-card text-right shadow-[inset_1px_0_0_var(--color-border)] group-hover/row:bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-card))]';

/** A shipment's orders (§2.6): Order ID, Item, Mat Code, Quantity with unit, Status, Created, Actions. */
export function ShipmentOrdersTable({
  orders,
  actor,
  roleSlug,
  actions: baseActions,
  selection,
}: ShipmentOrdersTableProps) {
  // Rig logistics' Remove asks why the order stays on board, and the Receipt has a dialog of its own (issue 9).
  const [keeping, setKeeping] = useState<Order | null>(null);
  const [receiving, setReceiving] = useState<Order | null>(null);
  // The coordinator splits a line not yet loaded (issue 22): the rest stays on this shipment.
  const [splitting, setSplitting] = useState<Order | null>(null);
  // The supplier's Mark Offloaded asks first, naming a short or damaged receipt (issue 22's walk).
  const [offloading, setOffloading] = useState<Order | null>(null);
  const recordReceipt = useRecordReceipt();
  const actions: RowActions = {
    ...baseActions,
    run: (action, order) => {
      if (action === 'remove' && actor === 'rig-logistics') setKeeping(order);
      else if (action === 'mark-offloaded') setOffloading(order);
      else baseActions.run(action, order);
    },
    openReceipt: actor === 'rig-logistics' ? setReceiving : null,
    openSplit: actor === 'coordinator' ? setSplitting : null,
  };
  return (
    <>
      <KeepOnBoardDialog order={keeping} onClose={() => setKeeping(null)} />
      <ConfirmOffloadDialog
        order={offloading}
        onClose={() => setOffloading(null)}
        onConfirm={(order) => baseActions.run('mark-offloaded', order)}
      />
      <SplitOrderDialog order={splitting} onClose={() => setSplitting(null)} />
      <ReceiptDialog
        order={receiving}
        onClose={() => setReceiving(null)}
        save={(order, values) => recordReceipt.mutateAsync({ order, values })}
      />
      {/* A narrow panel (a phone, a tablet) has no room for seven columns: each order is a small card there. */}
      <div className="@container min-w-0">
        <ul className="grid min-w-0 gap-2 @xl:hidden" aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id} data-row-key={order.id} className="grid gap-2 rounded-lg border p-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-3 font-medium">
                  <SelectBox order={order} selection={selection} />
                  {formatOrderId(order.id)}
                </span>
                <OrderStatusWithReceipt order={order} />
              </div>
              <span className="flex flex-wrap items-center gap-1.5 font-medium leading-snug">
                {order.item.name}
                <DgBadge unNumber={order.item.un_number} imdgClass={order.item.imdg_class} />
                <HeavyLiftBadge isHeavyLift={order.is_heavy_lift} />
              </span>
              <CargoNotes order={order} />
              <PendingActionBadge orderId={order.id} />
              <dl className="grid grid-cols-3 gap-2 text-xs">
                <div className="min-w-0">
                  <dt className="text-muted-foreground">Mat Code</dt>
                  <dd className="truncate font-mono">{order.item.mat_code}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Quantity</dt>
                  <dd>{formatQuantity(order)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Created</dt>
                  <dd>
                    <DateTime iso={order.created_at} />
                  </dd>
                </div>
              </dl>
              <OrderActionButtons
                order={order}
                actor={actor}
                roleSlug={roleSlug}
                actions={actions}
                className="justify-stretch *:flex-1"
                hideWhenNone
              />
            </li>
          ))}
        </ul>
        <div className="hidden min-w-0 @xl:block">
          <Table>
            <TableHeader>
              <TableRow>
                {selection ? <TableHead className="w-10" aria-label="Select" /> : null}
                <TableHead>Order ID</TableHead>
                <TableHead>Item</TableHead>
                <TableHead>Mat Code</TableHead>
                <TableHead>Quantity</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Created</TableHead>
                <TableHead className={STICKY_ACTIONS}>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id} data-row-key={order.id} className="group/row">
                  {selection ? (
                    <TableCell>
                      <SelectBox order={order} selection={selection} />
                    </TableCell>
                  ) : null}
                  <TableCell className="font-medium">{formatOrderId(order.id)}</TableCell>
                  <TableCell className="min-w-28 max-w-52 whitespace-normal leading-snug">
                    {order.item.name}
                    <span className="mt-1 flex flex-wrap gap-1 empty:hidden">
                      <DgBadge unNumber={order.item.un_number} imdgClass={order.item.imdg_class} />
                      <HeavyLiftBadge isHeavyLift={order.is_heavy_lift} />
                    </span>
                    <CargoNotes order={order} className="mt-1" />
                  </TableCell>
                  <TableCell className="font-mono text-xs">{order.item.mat_code}</TableCell>
                  <TableCell>{formatQuantity(order)}</TableCell>
                  <TableCell>
                    <span className="grid gap-1">
                      <OrderStatusWithReceipt order={order} />
                      <PendingActionBadge orderId={order.id} />
                    </span>
                  </TableCell>
                  <TableCell>
                    <DateTime iso={order.created_at} />
                  </TableCell>
                  <TableCell className={STICKY_ACTIONS}>
                    <OrderActionButtons order={order} actor={actor} roleSlug={roleSlug} actions={actions} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </div>
    </>
  );
}

type RowActions = OrderActions & {
  openReceipt: ((order: Order) => void) | null;
  openSplit: ((order: Order) => void) | null;
};

function OrderActionButtons({
  order,
  actor,
  roleSlug,
  actions,
  className,
  hideWhenNone = false,
}: {
  order: Order;
  actor: ShipmentActor;
  roleSlug: string;
  actions: RowActions;
  className?: string;
  /** On the phone cards an order without actions shows nothing rather than a dash. */
  hideWhenNone?: boolean;
}) {
  // An action taken offline waits to be sent: the order takes no other until then (issue 24).
  const isQueued = usePendingActionOf(order.id) !== undefined;
  const available = isQueued ? [] : orderActionsFor(actor, roleSlug, order);
  const extra = useOrderRowExtra()?.(order);
  useRecentSteps();
  const undoVersion = undoableVersionOf(order);
  const receipt =
    actions.openReceipt && canRecordReceipt(roleSlug, order) && !isQueued ? (
      <Button
        size="sm"
        variant="outline"
        disabled={actions.isBusy}
        onClick={() => actions.openReceipt?.(order)}
        aria-label={`Record Receipt ${formatOrderId(order.id)}`}
      >
        Record Receipt
      </Button>
    ) : null;
  const split =
    actions.openSplit && canSplitOrder(roleSlug, order) ? (
      <Button
        size="sm"
        variant="outline"
        disabled={actions.isBusy}
        onClick={() => actions.openSplit?.(order)}
        aria-label={`Split ${formatOrderId(order.id)}`}
      >
        Split
      </Button>
    ) : null;
  if (available.length === 0 && !extra && !receipt && !split && undoVersion === null) {
    return hideWhenNone ? null : <span className="text-muted-foreground">-</span>;
  }
  const pending = actions.pendingActionOf(order.id);
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      {extra}
      {undoVersion === null ? null : <UndoStepButton order={order} version={undoVersion} />}
      {receipt}
      {split}
      {available.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={buttonVariantOf(action)}
          disabled={actions.isBusy}
          onClick={() => actions.run(action, order)}
          aria-label={`${ORDER_ACTION_LABELS[action]} ${formatOrderId(order.id)}`}
        >
          {pending === action ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending === action && actor === 'supplier' ? 'Processing...' : ORDER_ACTION_LABELS[action]}
        </Button>
      ))}
    </div>
  );
}

/** Takes back this person's step on the order, within its 10 seconds (issue 12). */
function UndoStepButton({ order, version }: { order: Order; version: number }) {
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);
  async function undo() {
    setIsPending(true);
    try {
      await undoOrderStep({ id: order.id, version });
      toast.success('Undone', { description: `${formatOrderId(order.id)} is back where it was.` });
    } catch (error) {
      toast.error('Undo Failed', { description: serverMessageOf(error) ?? 'Could not undo. Please reload.' });
    } finally {
      forgetStep(order.id);
      setIsPending(false);
      void invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      });
    }
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={isPending}
      onClick={() => void undo()}
      aria-label={`Undo ${formatOrderId(order.id)}`}
    >
      <Undo2 aria-hidden="true" />
      Undo
    </Button>
  );
}

function buttonVariantOf(action: OrderAction) {
  if (action === 'remove') return 'outline' as const;
  return 'default' as const;
}
