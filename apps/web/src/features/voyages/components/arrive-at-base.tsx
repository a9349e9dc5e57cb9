import { formatOrderId } from '@rigline/contract/ids';
import { findTransition } from '@rigline/contract/transitions';
import type { Voyage, VoyageTrip } from '@rigline/contract/voyages';
import { Anchor } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useArriveVoyage } from '../api/arrive-voyage';
import { notifyServerFailure, notifySuccess } from '../lib/notify';

/**
 * The coordinator's "Arrived at Base" (issue 9): offered on a voyage returning to base; the confirmation lists
 * what comes back (orders kept on board, backload), and why it cannot be recorded yet when it cannot.
 */
export function ArriveAtBase({ voyage, trip }: { voyage: Voyage; trip: VoyageTrip | undefined }) {
  const [isOpen, setOpen] = useState(false);
  const arrive = useArriveVoyage(voyage.id);
  // Offered where the transition table's "Arrived at Base" starts: a voyage under way.
  const isArrivalStep = findTransition('voyage.arrive_at_base', { phase: null, status: voyage.status });
  if (!isArrivalStep || !trip) return null;
  const returnLeg = trip.legs.at(-1);
  const kept = returnLeg?.kept_on_board ?? [];
  const backload = (returnLeg?.backload ?? []).filter((row) => row.status === 'LOADED');
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={!trip.can_arrive || arrive.isPending}
        title={trip.arrive_blockers.join('; ')}
        aria-describedby={trip.can_arrive ? undefined : 'arrive-at-base-why'}
      >
        <Anchor aria-hidden="true" />
        Arrived at Base
      </Button>
      {!trip.can_arrive ? (
        <p id="arrive-at-base-why" className="text-muted-foreground text-xs">
          {trip.arrive_blockers.join('; ')}
        </p>
      ) : null}
      <AlertDialog open={isOpen} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Arrived at Base</AlertDialogTitle>
            <AlertDialogDescription>
              Record that {voyage.name} is back at {voyage.end_base?.name ?? 'base'}. The voyage completes;
              what comes back:
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-3 text-sm">
            <section>
              <h3 className="font-medium">Kept on board ({kept.length})</h3>
              {kept.length === 0 ? (
                <p className="text-muted-foreground">None.</p>
              ) : (
                <ul className="list-disc pl-5">
                  {kept.map((order) => (
                    <li key={order.order_id}>
                      {formatOrderId(order.order_id)} {order.item_name} × {order.quantity} from{' '}
                      {order.rig.name}: {order.reason} — back to planning
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section>
              <h3 className="font-medium">Backload ({backload.length})</h3>
              {backload.length === 0 ? (
                <p className="text-muted-foreground">None.</p>
              ) : (
                <ul className="list-disc pl-5">
                  {backload.map((row) => (
                    <li key={row.backload_id}>
                      Backload #{row.backload_id} from {row.rig.name}: {row.summary}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                // Through the promise, not mutate's callbacks: the arrival completes the voyage, and this button
                // (offered only while it is under way) is gone before mutate would call them.
                arrive.mutateAsync(voyage.version).then(
                  (data) =>
                    notifySuccess(
                      data.returned_order_count > 0
                        ? `Voyage arrived at base: ${data.returned_order_count} order(s) back to planning`
                        : 'Voyage arrived at base',
                    ),
                  (error: unknown) => notifyServerFailure('Failed to record the arrival', error),
                )
              }
            >
              Confirm arrival
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
