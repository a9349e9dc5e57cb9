import { formatOrderId } from '@rigline/contract/ids';
import { BATCH_ADVANCE_STATUSES, type BatchAdvanceStatus } from '@rigline/contract/order-batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { serverMessageOf } from '@/lib/fetch-errors';
import { runOrderBatch, toastBatchOutcome } from '@/lib/order-batch';
import { ccuKeys, orderKeys, requestKeys, shipmentKeys } from '@/lib/query-keys';
import { useCcuTrips } from '../api/ccu-trips';
import { useShipmentOrdersToPack } from '../api/list-shipment-orders';
import { UNIT_STEP_DONE_WORDS, unitStepsFor } from '../lib/unit-steps';

function isBatchStatus(status: string): status is BatchAdvanceStatus {
  return (BATCH_ADVANCE_STATUSES as readonly string[]).includes(status);
}

/**
 * On the unit's page (where a scan lands), what the person may do to what it holds now: "Start Offloading" at
 * the rig, "Mark Loaded" on the quay, each for every order in the unit at once, and a link to the screen of its
 * shipment for the rest (receipt, keep on board, receive backload).
 */
export function UnitActions({
  ccuId,
  roleSlug,
  shipmentPath,
}: {
  ccuId: number;
  roleSlug: string;
  /** The screen of the trip's shipment for this role; null when the role has none. */
  shipmentPath: (trip: { voyageId: number; requestId: number }) => string | null;
}) {
  const trips = useCcuTrips(ccuId);
  const trip = trips.data?.[0];
  const current = trip && trip.location.kind !== 'returned' ? trip : undefined;
  const orders = useShipmentOrdersToPack(current?.shipment_id ?? 0);
  const queryClient = useQueryClient();
  const advance = useMutation({
    mutationFn: (step: { status: BatchAdvanceStatus; orders: Array<{ id: number; version: number }> }) =>
      runOrderBatch({ action: 'advance', status: step.status, orders: step.orders }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ccuKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
    },
  });
  if (trips.isPending) return <RowsSkeleton rows={1} className="h-10" />;
  if (trips.isError) return <LoadFailure message="Could not load what the unit holds" />;
  if (!current) return null;
  if (orders.isPending && current.shipment_id) return <RowsSkeleton rows={1} className="h-10" />;
  const steps = unitStepsFor(roleSlug, current, orders.data?.data ?? []);
  const link = shipmentPath({ voyageId: current.voyage.id, requestId: current.request_id });
  return (
    <section aria-labelledby={`unit-actions-${ccuId}`} className="grid min-w-0 gap-2 rounded-lg border p-4">
      <h2 id={`unit-actions-${ccuId}`} className="font-semibold">
        What it holds
      </h2>
      <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
        {current.order_ids.map(formatOrderId).join(', ')} on {current.voyage.name} to {current.rig.name}
      </p>
      <div className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <Button
            key={`${step.label}-${step.status}`}
            type="button"
            disabled={advance.isPending || !isBatchStatus(step.status)}
            onClick={() => {
              if (!isBatchStatus(step.status)) return;
              advance.mutate(
                { status: step.status, orders: step.orders },
                {
                  onSuccess: (outcome) =>
                    toastBatchOutcome(outcome, UNIT_STEP_DONE_WORDS[step.status] ?? 'moved on'),
                  onError: (error) =>
                    toast.error(`Could not ${step.label.toLowerCase()}`, {
                      description: serverMessageOf(error) ?? String(error),
                    }),
                },
              );
            }}
          >
            {step.label} ({step.orders.length})
          </Button>
        ))}
        {link ? (
          <Button asChild variant="outline">
            <Link to={link}>Open its shipment</Link>
          </Button>
        ) : null}
      </div>
      {steps.length === 0 ? (
        <p className="text-muted-foreground text-xs">Nothing for you to do to what it holds here and now.</p>
      ) : null}
    </section>
  );
}
