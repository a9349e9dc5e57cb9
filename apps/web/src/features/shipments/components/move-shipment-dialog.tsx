import { formatVoyageId } from '@rigline/contract/ids';
import type { Shipment } from '@rigline/contract/shipments';
import { lateReasonSchema } from '@rigline/contract/time';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { serverMessageOf } from '@/lib/fetch-errors';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useSailingsToRig } from '../api/list-sailings-to-rig';
import { useMoveShipment } from '../api/move-shipment';
import { isPastCutoff, moveTargetsOf, preselectedTarget } from '../lib/shipment-move';
import { isLateBookingRefusal } from './late-booking-dialog';

/**
 * "Move to next sailing" (issue 23, docs/decisions/060): the scheduled sailings not started that call at the
 * shipment's rig, each with its departure and booking cut-off (zone named), the next open one preselected. A
 * sailing past its cut-off asks for the late reason kept with the booking, as any late booking does.
 */
export function MoveShipmentDialog({
  shipment,
  open,
  onOpenChange,
}: {
  shipment: Shipment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Move Shipment #{shipment.id} to another sailing</DialogTitle>
          <DialogDescription>
            Its orders go with it to {shipment.request.rig.name}. Now on {formatVoyageId(shipment.voyage_id)}{' '}
            {shipment.voyage.name}.
          </DialogDescription>
        </DialogHeader>
        {open ? <MoveShipmentForm shipment={shipment} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MoveShipmentForm({ shipment, onDone }: { shipment: Shipment; onDone: () => void }) {
  const id = useId();
  const sailings = useSailingsToRig(shipment.request.rig_id, true);
  const move = useMoveShipment();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [lateReason, setLateReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isLateAsked, setIsLateAsked] = useState(false);
  const now = Date.now();

  if (sailings.isPending) return <RowsSkeleton rows={3} className="h-12" />;
  if (sailings.isError) return <LoadFailure message="Failed to fetch the sailings" />;
  const targets = moveTargetsOf(sailings.data.data, shipment);
  if (targets.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        No other sailing to {shipment.request.rig.name} is scheduled and open. Schedule one on the Sailings
        page first.
      </p>
    );
  }
  const chosen = targets.find((sailing) => sailing.voyage_id === chosenId) ?? preselectedTarget(targets, now);
  const needsLateReason = chosen !== undefined && (isPastCutoff(chosen, now) || isLateAsked);

  function submit() {
    if (!chosen) return;
    let reason: string | undefined;
    if (needsLateReason) {
      const parsed = lateReasonSchema.safeParse(lateReason);
      if (!parsed.success) {
        setProblem(parsed.error.issues[0]?.message ?? 'Late reason is required');
        return;
      }
      reason = parsed.data;
    }
    setProblem(null);
    move.mutate(
      { shipment_id: shipment.id, voyage_id: chosen.voyage_id, ...(reason ? { late_reason: reason } : {}) },
      {
        onSuccess: (data) => {
          toast.success('Shipment moved', { description: data.message });
          onDone();
        },
        onError: (error) => {
          // Its cut-off passed while the dialog was open: ask for the reason, keeping the server's words.
          if (isLateBookingRefusal(error)) setIsLateAsked(true);
          setProblem(serverMessageOf(error) ?? 'Failed to move the shipment');
        },
      },
    );
  }

  return (
    <form
      className="grid min-w-0 gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 font-medium text-sm">Sailings to {shipment.request.rig.name}</legend>
        {targets.map((sailing) => {
          const isChosen = sailing.voyage_id === chosen?.voyage_id;
          const closed = isPastCutoff(sailing, now);
          return (
            <label
              key={sailing.voyage_id}
              className={cn(
                'flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
                isChosen && 'border-primary bg-accent',
              )}
            >
              <input
                type="radio"
                name={`${id}-sailing`}
                className="mt-1"
                checked={isChosen}
                onChange={() => {
                  setChosenId(sailing.voyage_id);
                  setIsLateAsked(false);
                  setProblem(null);
                }}
              />
              <span className="grid min-w-0 gap-0.5 [overflow-wrap:anywhere]">
                <span className="font-medium">
                  {formatVoyageId(sailing.voyage_id)} {sailing.name}
                  {sailing.vessel ? ` · ${sailing.vessel.name}` : ''}
                </span>
                <span className="text-muted-foreground">
                  Departs {formatDate(sailing.planned_departure_at)}
                </span>
                <span className={closed ? 'text-destructive' : 'text-muted-foreground'}>
                  {closed
                    ? `Booking closed ${formatDate(sailing.cutoff_at)}`
                    : `Booking closes ${formatDate(sailing.cutoff_at)}`}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {needsLateReason ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>Late reason (kept with the booking)</Label>
          <Textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={500}
            value={lateReason}
            onChange={(event) => setLateReason(event.target.value)}
          />
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-destructive text-sm [overflow-wrap:anywhere]">
          {problem}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? 'Moving...' : needsLateReason ? 'Move, booking late' : 'Move shipment'}
        </Button>
      </DialogFooter>
    </form>
  );
}
