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
import { buttonVariants } from '@/components/ui/button';

interface RejectOrderDialogProps {
  order: Order | null;
  onCancel: () => void;
  onConfirm: (order: Order) => void;
}

/** §2.8: 'Confirm Order Rejection', not reversible, 'Yes, Reject Order' or Cancel. */
export function RejectOrderDialog({ order, onCancel, onConfirm }: RejectOrderDialogProps) {
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
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => {
              if (order) onConfirm(order);
            }}
          >
            Yes, Reject Order
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
