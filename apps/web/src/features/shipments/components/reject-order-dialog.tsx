import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
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
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface RejectOrderDialogProps {
  order: Order | null;
  onCancel: () => void;
  /** With the reason typed, shown to the supplier (issue 12); empty when none was given. */
  onConfirm: (order: Order, reason: string) => void;
}

/** §2.8: 'Confirm Order Rejection', not reversible, 'Yes, Reject Order' or Cancel. */
export function RejectOrderDialog({ order, onCancel, onConfirm }: RejectOrderDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <AlertDialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirm Order Rejection</AlertDialogTitle>
          <AlertDialogDescription>
            {order ? `Reject ${formatOrderId(order.id)} (${order.item.name})? ` : null}
            This action is not reversible.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="plan-reject-reason">Reason (shown to the supplier, optional)</Label>
          <Textarea
            id="plan-reject-reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => {
              if (order) onConfirm(order, reason.trim());
              setReason('');
            }}
          >
            Yes, Reject Order
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
