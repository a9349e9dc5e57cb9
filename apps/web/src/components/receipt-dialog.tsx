import { formatOrderId } from '@rigline/contract/ids';
import { describeSplit } from '@rigline/contract/order-split';
import { type Order, type OrderReceipt, orderReceiptBodySchema } from '@rigline/contract/orders';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { TextAreaField, TextField } from '@/components/layout/form-field';
import { serverMessageOf } from '@/lib/fetch-errors';
import { numberFromText } from '@/lib/number-text';
import { SAVED_OFFLINE } from '@/lib/offline/queueable-actions';
import { useRecordForm } from '@/lib/use-record-form';

const { shape } = orderReceiptBodySchema;

/** The receipt's body fields, the quantities as typed; at most what was ordered, damaged at most received. */
function receiptFormSchema(ordered: number) {
  return z
    .object({
      received_quantity: numberFromText(
        shape.received_quantity.max(ordered, `Quantity received must be a whole number from 0 to ${ordered}`),
      ),
      damaged_quantity: numberFromText(shape.damaged_quantity),
      note: shape.note,
    })
    .refine((values) => values.damaged_quantity <= values.received_quantity, {
      path: ['damaged_quantity'],
      message: 'Quantity damaged must be a whole number, at most the quantity received',
    });
}

export type ReceiptValues = z.output<ReturnType<typeof receiptFormSchema>>;

/**
 * Rig logistics' Receipt dialog (issue 9): quantity received, quantity damaged, a note. Less than ordered or any
 * damage opens a discrepancy, which the dialog says before it is sent.
 */
export function ReceiptDialog<
  Received extends Pick<Order, 'id' | 'quantity' | 'item'> &
    Partial<Pick<Order, 'split_from_order_id' | 'split_into_order_ids'>>,
>({
  order,
  onClose,
  save,
}: {
  order: Received | null;
  onClose: () => void;
  /**
   * POST /api/order/receipt, through the caller's mutation (each page refreshes its own lists); null when the
   * link was down and the receipt was queued to be sent when it returns (issue 24).
   */
  save: (order: Received, values: ReceiptValues) => Promise<OrderReceipt | null>;
}) {
  const ordered = order?.quantity ?? 0;
  const schema = useMemo(() => receiptFormSchema(ordered), [ordered]);
  const { form, submit, errorOf } = useRecordForm({
    schema,
    open: order !== null,
    values: { received_quantity: String(ordered), damaged_quantity: '0', note: '' },
    save: (values) => (order ? save(order, values) : Promise.reject(new Error('No order'))),
    onSaved: (result) => {
      if (result === null) toast.success('Receipt saved offline', { description: SAVED_OFFLINE });
      else
        toast.success(
          result.discrepancy_id === null ? 'Receipt recorded' : 'Receipt recorded: discrepancy opened',
        );
      onClose();
    },
    failureTitle: 'Receipt Failed',
    failureDescription: (error) => serverMessageOf(error) ?? 'Failed to record the receipt.',
  });
  const received = Number(form.watch('received_quantity'));
  const damaged = Number(form.watch('damaged_quantity'));
  const isDiscrepancy = order !== null && (received < order.quantity || damaged > 0);
  // A split line (issue 22): the rest of what was first ordered travels as another order.
  const split =
    order?.split_from_order_id !== undefined && order.split_into_order_ids !== undefined
      ? describeSplit({
          split_from_order_id: order.split_from_order_id,
          split_into_order_ids: order.split_into_order_ids,
        })
      : null;

  return (
    <FormDialog
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Record Receipt"
      description={
        <>
          {order ? `${formatOrderId(order.id)}: ${order.item.name}, ${order.quantity} ordered.` : null}
          {split ? ` ${split}.` : null} What did the rig receive?
        </>
      }
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel="Save Receipt"
      pendingLabel="Saving..."
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="receipt-received"
          label="Quantity received"
          inputMode="numeric"
          error={errorOf('received_quantity')}
          {...form.register('received_quantity')}
        />
        <TextField
          id="receipt-damaged"
          label="Quantity damaged"
          inputMode="numeric"
          error={errorOf('damaged_quantity')}
          {...form.register('damaged_quantity')}
        />
      </div>
      <TextAreaField
        id="receipt-note"
        label="Note"
        maxLength={500}
        error={errorOf('note')}
        {...form.register('note')}
      />
      {isDiscrepancy ? (
        <p className="text-amber-700 text-sm">
          This opens a discrepancy for the base coordinator to resolve.
        </p>
      ) : null}
    </FormDialog>
  );
}
