import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import {
  KEPT_ON_BOARD_REASON_LABELS,
  KEPT_ON_BOARD_REASONS,
  type KeptOnBoardReason,
} from '@rigline/contract/phases';
import { type FormEvent, useEffect, useState } from 'react';
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

/**
 * "Remove" at the rig (issue 9): the order is on the vessel, so it stays on board and comes back to base. The
 * person says why; "Other" needs a note.
 */
export function KeepOnBoardDialog({
  order,
  isPending,
  onCancel,
  onConfirm,
}: {
  order: Order | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (order: Order, reason: KeptOnBoardReason, note: string) => void;
}) {
  const [reason, setReason] = useState<KeptOnBoardReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (order) {
      setReason('');
      setNote('');
      setError(null);
    }
  }, [order]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!order) return;
    if (!reason) {
      setError('Please choose why the order stays on board');
      return;
    }
    if (reason === 'OTHER' && !note.trim()) {
      setError('Please add a note saying why');
      return;
    }
    onConfirm(order, reason, note.trim());
  }

  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Keep on board</DialogTitle>
            <DialogDescription>
              {order ? `${formatOrderId(order.id)} (${order.item.name}) ` : null}
              stays on the vessel and returns to base with it; the base coordinator plans it again once the
              vessel is back.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">Reason</legend>
            {KEPT_ON_BOARD_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="kept-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {KEPT_ON_BOARD_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="kept-note">Note{reason === 'OTHER' ? '' : ' (optional)'}</Label>
            <Textarea
              id="kept-note"
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              Keep on board
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
