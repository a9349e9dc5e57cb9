import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export interface ReceiptValues {
  received_quantity: number;
  damaged_quantity: number;
  note: string;
}

/**
 * Rig logistics' Receipt dialog (issue 9): quantity received, quantity damaged, a note. Less than ordered or any
 * damage opens a discrepancy, which the dialog says before it is sent.
 */
export function ReceiptDialog({
  order,
  isPending,
  onCancel,
  onConfirm,
}: {
  order: Pick<Order, 'id' | 'quantity' | 'item'> | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (values: ReceiptValues) => void;
}) {
  const [received, setReceived] = useState('');
  const [damaged, setDamaged] = useState('0');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (order) {
      setReceived(String(order.quantity));
      setDamaged('0');
      setNote('');
      setError(null);
    }
  }, [order]);
  const receivedNumber = Number(received);
  const damagedNumber = Number(damaged);
  const isDiscrepancy = order !== null && (receivedNumber < order.quantity || damagedNumber > 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!order) return;
    if (!Number.isInteger(receivedNumber) || receivedNumber < 0 || receivedNumber > order.quantity) {
      setError(`Quantity received must be a whole number from 0 to ${order.quantity}`);
      return;
    }
    if (!Number.isInteger(damagedNumber) || damagedNumber < 0 || damagedNumber > receivedNumber) {
      setError('Quantity damaged must be a whole number, at most the quantity received');
      return;
    }
    onConfirm({ received_quantity: receivedNumber, damaged_quantity: damagedNumber, note: note.trim() });
  }

  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Record Receipt</DialogTitle>
            <DialogDescription>
              {order ? `${formatOrderId(order.id)}: ${order.item.name}, ${order.quantity} ordered.` : null}{' '}
              What did the rig receive?
            </DialogDescription>
          </DialogHeader>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="receipt-received">Quantity received</Label>
              <Input
                id="receipt-received"
                inputMode="numeric"
                value={received}
                onChange={(event) => setReceived(event.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="receipt-damaged">Quantity damaged</Label>
              <Input
                id="receipt-damaged"
                inputMode="numeric"
                value={damaged}
                onChange={(event) => setDamaged(event.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="receipt-note">Note</Label>
            <Textarea
              id="receipt-note"
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {isDiscrepancy ? (
            <p className="text-amber-700 text-sm">
              This opens a discrepancy for the base coordinator to resolve.
            </p>
          ) : null}
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
              Save Receipt
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
