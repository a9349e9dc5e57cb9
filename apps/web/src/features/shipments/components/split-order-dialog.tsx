import { formatOrderId } from '@rigline/contract/ids';
import { maxSplitQuantity, splitOrderBodySchema } from '@rigline/contract/order-split';
import type { Order } from '@rigline/contract/orders';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { RequiredMark } from '@/components/layout/field-extras';
import { FormDialog } from '@/components/layout/form-dialog';
import { TextField } from '@/components/layout/form-field';
import { serverMessageOf } from '@/lib/fetch-errors';
import { numberFromText } from '@/lib/number-text';
import { useRecordForm } from '@/lib/use-record-form';
import { useSplitOrder } from '../api/split-order';

/** The quantity as typed, checked by the contract's schema and the order's own limit: 1 to its quantity − 1. */
function splitFormSchema(orderQuantity: number) {
  const max = maxSplitQuantity(orderQuantity);
  const range = `Quantity must be between 1 and ${max}`;
  return z.object({
    quantity: numberFromText(splitOrderBodySchema.shape.quantity.min(1, range).max(max, range)),
  });
}

/**
 * Split (issue 22): how many of the order go to a new order that waits for planning; the order keeps the rest
 * where it is (on its shipment, if it is on one). The limits and what each part will hold show as it is typed.
 */
export function SplitOrderDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const split = useSplitOrder();
  const quantity = order?.quantity ?? 2;
  const max = maxSplitQuantity(quantity);
  const schema = useMemo(() => splitFormSchema(quantity), [quantity]);
  const { form, submit, errorOf, formError } = useSplitForm(schema, order, split, onClose);
  const typed = Number(form.watch('quantity'));
  const isTypedValid = Number.isInteger(typed) && typed >= 1 && typed <= max;
  const id = order ? formatOrderId(order.id) : '';
  const where = order?.shipment_id ? ` on Shipment #${order.shipment_id}` : '';
  return (
    <FormDialog
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Split ${id}`}
      description={
        order
          ? `${order.item.name}: ${quantity} ${order.item.item_measurement_unit}. The quantity you split off becomes a new order waiting for planning; ${id} keeps the rest${where}.`
          : null
      }
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel="Split Order"
      pendingLabel="Splitting..."
      formError={formError}
    >
      <TextField
        id="split-quantity"
        label={
          <>
            Quantity to split off <RequiredMark />
          </>
        }
        inputMode="numeric"
        aria-required
        hint={`Between 1 and ${max}`}
        error={errorOf('quantity')}
        {...form.register('quantity')}
      />
      <p className="text-sm empty:hidden" aria-live="polite">
        {isTypedValid
          ? `${id} keeps ${quantity - typed}${where}; a new order of ${typed} waits for planning.`
          : ''}
      </p>
    </FormDialog>
  );
}

function useSplitForm(
  schema: ReturnType<typeof splitFormSchema>,
  order: Order | null,
  split: ReturnType<typeof useSplitOrder>,
  onClose: () => void,
) {
  return useRecordForm({
    schema,
    open: order !== null,
    values: { quantity: '' },
    save: (values) =>
      order ? split.mutateAsync({ order, quantity: values.quantity }) : Promise.reject(new Error('No order')),
    onSaved: (result) => {
      toast.success('Order Split', { description: result.message });
      onClose();
    },
    failureDescription: (error) => serverMessageOf(error) ?? 'Could not split the order. Please try again.',
  });
}
