import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
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

/** A drop refused because the order would overload the vessel, and how much of it fits (issue 22). */
export interface OverloadRefusal {
  order: Order;
  shipmentId: number;
  /** The server's refusal, word for word: which leg, which figure. */
  message: string;
  /** The most of the order that fits on that shipment's journey: 1 to its quantity − 1. */
  fits: number;
}

/**
 * The overload refusal with its way out: "Split and send N now" sends the N that fit on this shipment and
 * leaves the rest as a new order waiting for planning (the next sailing).
 */
export function OverloadRefusalDialog({
  refusal,
  onClose,
  onSplitAndSend,
}: {
  refusal: OverloadRefusal | null;
  onClose: () => void;
  onSplitAndSend: (refusal: OverloadRefusal) => void;
}) {
  const rest = refusal ? refusal.order.quantity - refusal.fits : 0;
  return (
    <AlertDialog
      open={refusal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {refusal
              ? `${formatOrderId(refusal.order.id)} does not fit on Shipment #${refusal.shipmentId}`
              : null}
          </AlertDialogTitle>
          <AlertDialogDescription className="[overflow-wrap:anywhere]">
            {refusal?.message}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {refusal ? (
          <p className="text-sm">
            Split and send {refusal.fits} now: {refusal.fits} go on Shipment #{refusal.shipmentId}, and the
            other {rest} {rest === 1 ? 'becomes' : 'become'} a new order waiting for planning, for the next
            sailing.
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              if (refusal) onSplitAndSend(refusal);
            }}
          >
            {refusal ? `Split and send ${refusal.fits} now` : 'Split and send'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
