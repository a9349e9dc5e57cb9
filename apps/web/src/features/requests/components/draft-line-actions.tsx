import { zodResolver } from '@hookform/resolvers/zod';
import { formatOrderId } from '@rigline/contract/ids';
import { changeOrderQuantityBodySchema } from '@rigline/contract/order-lines';
import type { Order } from '@rigline/contract/orders';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
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
import { conflictMessageOf } from '@/lib/fetch-errors';
import { useChangeOrderQuantity } from '../api/change-order-quantity';
import { useDeleteOrder } from '../api/delete-order';

const quantityFormSchema = changeOrderQuantityBodySchema.pick({ quantity: true });
type QuantityForm = z.input<typeof quantityFormSchema>;

/** A draft line's own actions (issue 12): change its quantity, or delete it. Phase 0, the supplier only. */
export function DraftLineActions({ order }: { order: Order }) {
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const remove = useDeleteOrder(order.request_id);
  const label = formatOrderId(order.id);

  async function confirmDelete() {
    try {
      await remove.mutateAsync({ id: order.id, version: order.version });
      toast.success('Order Deleted', { description: `${label} was taken off the request.` });
      setIsDeleting(false);
    } catch (error) {
      toast.error('Error', {
        description: conflictMessageOf(error) ?? 'Failed to delete the order. Please try again.',
      });
    }
  }

  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Change quantity of ${label}`}
        onClick={() => setIsEditing(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} onClick={() => setIsDeleting(true)}>
        <Trash2 aria-hidden="true" />
      </Button>
      <Dialog open={isEditing} onOpenChange={setIsEditing}>
        <DialogContent className="sm:max-w-sm">
          <DialogHeader>
            <DialogTitle>Change quantity</DialogTitle>
            <DialogDescription>
              {label} · {order.item.name}
            </DialogDescription>
          </DialogHeader>
          {isEditing ? <QuantityEditor order={order} onDone={() => setIsEditing(false)} /> : null}
        </DialogContent>
      </Dialog>
      <AlertDialog open={isDeleting} onOpenChange={(open) => !remove.isPending && setIsDeleting(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {label}?</AlertDialogTitle>
            <AlertDialogDescription>
              {order.quantity} {order.item.item_measurement_unit} of {order.item.name} will be taken off this
              draft.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirmDelete()}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function QuantityEditor({ order, onDone }: { order: Order; onDone: () => void }) {
  const id = useId();
  const change = useChangeOrderQuantity(order.request_id);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<QuantityForm, unknown, z.output<typeof quantityFormSchema>>({
    resolver: zodResolver(quantityFormSchema),
    defaultValues: { quantity: order.quantity },
  });

  const submit = handleSubmit(async ({ quantity }) => {
    try {
      await change.mutateAsync({ id: order.id, quantity, version: order.version });
      toast.success('Quantity updated', {
        description: `${formatOrderId(order.id)} now orders ${quantity} ${order.item.item_measurement_unit}.`,
      });
      onDone();
    } catch (error) {
      toast.error('Error', {
        description: conflictMessageOf(error) ?? 'Failed to update the quantity. Please try again.',
      });
    }
  });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-quantity`}>Quantity</Label>
        <div className="flex items-center gap-2">
          <Input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            autoFocus
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? `${id}-error` : undefined}
            className="max-w-40"
            {...register('quantity', { valueAsNumber: true })}
          />
          <span className="text-muted-foreground text-sm">{order.item.item_measurement_unit}</span>
        </div>
        {errors.quantity ? (
          <p id={`${id}-error`} className="text-destructive text-sm">
            {errors.quantity.message}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
