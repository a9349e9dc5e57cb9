import type { Order } from '@rigline/contract/orders';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DisabledReason } from '@/components/layout/field-extras';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { serverMessageOf } from '@/lib/fetch-errors';
import { usePendingOrderIds } from '@/lib/offline/offline-actions';
import { toastBatchOutcome } from '@/lib/order-batch';
import { rememberSteps } from '@/lib/recent-steps';
import { fetchAllShipmentOrdersInPhase, useShipmentOrderBatch } from '../api/run-order-batch';
import type { BatchStep } from '../lib/batch-actions';
import { ConfirmBatchOffloadDialog } from './confirm-offload-dialog';

interface ShipmentBatchBarProps {
  shipmentId: number;
  requestId: number;
  phase: number;
  step: BatchStep;
  /** The orders of the page shown that the step may take. */
  pageOrders: readonly Order[];
  /** How many orders of the shipment wait for the step, on every page. */
  total: number;
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
}

/**
 * One action for many orders of a shipment (issue 12): the checked ones, or all of them. One request; each
 * order its own checked step on the server, so the toast says how many were done and why any was not.
 */
export function ShipmentBatchBar({
  shipmentId,
  requestId,
  phase,
  step,
  pageOrders,
  total,
  selected,
  onSelectedChange,
}: ShipmentBatchBarProps) {
  const batch = useShipmentOrderBatch();
  const checkId = useId();
  // An order with a step taken offline and not yet sent is left to that step (issue 24).
  const pendingIds = usePendingOrderIds();
  const notPending = <T extends Pick<Order, 'id'>>(orders: readonly T[]) =>
    orders.filter((order) => !pendingIds.has(order.id));
  const freeOrders = notPending(pageOrders);
  const waitingHere = pageOrders.length - freeOrders.length;
  const allCount = Math.max(0, total - waitingHere);
  const checked = freeOrders.filter((order) => selected.has(order.id));
  const isAllChecked = freeOrders.length > 0 && checked.length === freeOrders.length;
  /** Mark Offloaded asks first, as the row's own button does, naming any short or damaged receipt (issue 22). */
  const [toConfirm, setToConfirm] = useState<readonly Order[] | null>(null);
  const asksFirst = step.status === 'DELIVERED';

  async function take(all: readonly Order[]) {
    const orders = notPending(all);
    if (orders.length === 0) return;
    if (asksFirst) setToConfirm(orders);
    else await run(orders);
  }

  async function run(orders: readonly Pick<Order, 'id' | 'version'>[]) {
    if (orders.length === 0) return;
    try {
      const outcome = await batch.mutateAsync({
        body: {
          action: 'advance',
          status: step.status,
          orders: orders.map((order) => ({ id: order.id, version: order.version })),
        },
        requestId,
        shipmentId,
      });
      toastBatchOutcome(outcome, step.done);
      // Each order just loaded, offloaded or started offloading offers Undo on its row for 10 seconds.
      if (step.status !== 'ASSIGNED_TO_SUPPLIER') {
        rememberSteps(outcome.results.flatMap((result) => (result.ok && result.order ? [result.order] : [])));
      }
      onSelectedChange(new Set());
    } catch (error) {
      toast.error('Operation Failed', {
        description: serverMessageOf(error) ?? 'Failed to process the orders. Please try again.',
      });
    }
  }

  async function runAll() {
    try {
      const all = await fetchAllShipmentOrdersInPhase(shipmentId, phase);
      if (all.length > 0 && notPending(all).length === 0) {
        // Queued on another page than this one: the count could not know, so say why nothing happens.
        toast.info('Nothing to do now', {
          description: 'Every order left waits for its step taken offline; it is sent when the link returns.',
        });
        return;
      }
      await take(all);
    } catch (error) {
      toast.error('Operation Failed', { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-2">
      <div className="flex min-h-9 items-center gap-2 px-1 text-sm">
        <Checkbox
          id={checkId}
          checked={isAllChecked ? true : checked.length > 0 ? 'indeterminate' : false}
          onCheckedChange={(value) =>
            onSelectedChange(value === true ? new Set(freeOrders.map((order) => order.id)) : new Set())
          }
          aria-label="Select every order on this page"
          disabled={freeOrders.length === 0}
        />
        <Label htmlFor={checkId} className="font-normal">
          {checked.length > 0 ? `${checked.length} selected` : 'Select'}
        </Label>
      </div>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={checked.length === 0 || batch.isPending}
          aria-describedby={checked.length === 0 ? `${checkId}-why` : undefined}
          onClick={() => void take(checked)}
        >
          {step.label} ({checked.length})
        </Button>
        <Button
          size="sm"
          disabled={allCount === 0 || batch.isPending}
          aria-describedby={allCount === 0 ? `${checkId}-why` : undefined}
          onClick={() => void runAll()}
        >
          {batch.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {step.allLabel} ({allCount})
        </Button>
      </div>
      <DisabledReason
        id={`${checkId}-why`}
        reason={
          allCount === 0
            ? waitingHere > 0
              ? 'The steps taken offline are sent first, when the link returns.'
              : 'No orders here to take this step.'
            : checked.length === 0
              ? `Tick orders first, or use ${step.allLabel}.`
              : null
        }
        className="basis-full px-1 text-xs"
      />
      <ConfirmBatchOffloadDialog
        orders={toConfirm}
        label={step.label}
        onClose={() => setToConfirm(null)}
        onConfirm={(orders) => void run(orders)}
      />
    </div>
  );
}
