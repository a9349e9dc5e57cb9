import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import { describeReceiptBeforeOffload } from '@rigline/contract/receipt-notes';
import { TriangleAlert } from 'lucide-react';
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
import { formatQuantity } from '../lib/format';
import { ORDER_ACTION_LABELS } from '../lib/order-actions';

/**
 * The supplier's Mark Offloaded asks first (issue 22's walk: "let the supplier's Mark Offloaded confirmation name
 * the discrepancy"): the order, what it is, and what the rig received where that was short or damaged, so the
 * supplier does not sign off a short delivery without seeing it. The step itself, its toast and its Undo are the
 * row's own; this dialog only holds it until the person confirms.
 */
export function ConfirmOffloadDialog({
  order,
  onClose,
  onConfirm,
}: {
  order: Order | null;
  onClose: () => void;
  onConfirm: (order: Order) => void;
}) {
  const label = ORDER_ACTION_LABELS['mark-offloaded'];
  const receipt = order ? describeReceiptBeforeOffload(order) : null;
  return (
    <OffloadConfirmation
      isOpen={order !== null}
      title={order ? `${label} ${formatOrderId(order.id)}?` : label}
      description={
        order
          ? `Confirm that ${formatOrderId(order.id)} ${order.item.name} (${formatQuantity(order)}) is off the vessel at the rig. The order then reads DELIVERED.`
          : null
      }
      receipts={receipt ? [receipt] : []}
      openDiscrepancyNote={
        (order?.open_discrepancy_count ?? 0) > 0
          ? 'Marking it offloaded does not close the discrepancy: it stays open for rig logistics to settle.'
          : null
      }
      confirmLabel={label}
      onClose={onClose}
      onConfirm={() => (order ? onConfirm(order) : undefined)}
    />
  );
}

/**
 * The batch bar's "Mark Offloaded (n)" and "Mark all Offloaded (n)" ask the same, for every order they would
 * mark, listing each short or damaged receipt among them.
 */
export function ConfirmBatchOffloadDialog({
  orders,
  label,
  onClose,
  onConfirm,
}: {
  orders: readonly Order[] | null;
  /** The batch step's label: "Mark Offloaded". */
  label: string;
  onClose: () => void;
  onConfirm: (orders: readonly Order[]) => void;
}) {
  const count = orders?.length ?? 0;
  const ordersInWords = `${count} ${count === 1 ? 'order' : 'orders'}`;
  return (
    <OffloadConfirmation
      isOpen={orders !== null}
      title={`${label} ${ordersInWords}?`}
      description={`Confirm that the ${ordersInWords} are off the vessel at the rig. They then read DELIVERED.`}
      receipts={(orders ?? []).flatMap((order) => {
        const receipt = describeReceiptBeforeOffload(order);
        return receipt ? [receipt] : [];
      })}
      openDiscrepancyNote={
        (orders ?? []).some((order) => (order.open_discrepancy_count ?? 0) > 0)
          ? 'Marking them offloaded does not close a discrepancy: it stays open for rig logistics to settle.'
          : null
      }
      confirmLabel={`${label} (${count})`}
      onClose={onClose}
      onConfirm={() => (orders ? onConfirm(orders) : undefined)}
    />
  );
}

function OffloadConfirmation(props: {
  isOpen: boolean;
  title: string;
  description: string | null;
  /** "ORD-012: received 11 of 12, 1 damaged — 1 open discrepancy", for each order received short or damaged. */
  receipts: readonly string[];
  openDiscrepancyNote: string | null;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { receipts } = props;
  return (
    <AlertDialog open={props.isOpen} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {receipts.length > 0 ? (
          <div
            role="note"
            className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            <div className="min-w-0 break-words">
              {receipts.length === 1 ? (
                <p>
                  <span className="font-medium">{receipts[0]}</span>.
                  {props.openDiscrepancyNote ? ` ${props.openDiscrepancyNote}` : null}
                </p>
              ) : (
                <>
                  <ul className="grid gap-1 font-medium">
                    {receipts.map((receipt) => (
                      <li key={receipt}>{receipt}</li>
                    ))}
                  </ul>
                  {props.openDiscrepancyNote ? <p className="mt-1">{props.openDiscrepancyNote}</p> : null}
                </>
              )}
            </div>
          </div>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              props.onConfirm();
              props.onClose();
            }}
          >
            {props.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
