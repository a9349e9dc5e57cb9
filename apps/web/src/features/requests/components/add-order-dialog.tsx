import { zodResolver } from '@hookform/resolvers/zod';
import type { Item } from '@rigline/contract/items';
import { type CreateOrderBody, createOrderBodySchema } from '@rigline/contract/orders';
import { ArrowRight, LoaderCircle, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { DisabledReason } from '@/components/layout/field-extras';
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
import { useMeasures } from '@/lib/measures';
import { useCreateOrder } from '../api/create-order';
import { useFindItemByMatCode } from '../api/find-item-by-mat-code';
import { parseQuantity } from '../lib/format';
import { ExistingLineOffer } from './existing-line-offer';
import { ItemSuggestions } from './item-suggestions';

/** Add Order (§2, §5): look the item up by mat code, then order a quantity of it. */
export function AddOrderDialog({ requestId }: { requestId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Add Order
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Order</DialogTitle>
          <DialogDescription>Find a catalogue item by its mat code and enter the quantity.</DialogDescription>
        </DialogHeader>
        <AddOrderForm requestId={requestId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} readOnly aria-readonly="true" className="bg-muted" />
    </div>
  );
}

/**
 * The mat code is a lookup, not part of the body: a found item sets item_id, and any edit of the code clears it,
 * so the item shown is always the one for the code in the box.
 */
function AddOrderForm({ requestId, onDone }: { requestId: number; onDone: () => void }) {
  const id = useId();
  const [matCode, setMatCode] = useState('');
  const measures = useMeasures();
  const [item, setItem] = useState<Item | null>(null);
  // The contract's own schema checks the form (issue 12): an item found, and a whole quantity of at least 1.
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isValid, dirtyFields },
  } = useForm<CreateOrderBody, unknown, CreateOrderBody>({
    resolver: zodResolver(createOrderBodySchema),
    mode: 'onChange',
    defaultValues: { item_id: undefined, request_id: requestId, quantity: 1 },
  });
  const quantity = useWatch({ control, name: 'quantity' }) ?? 0;
  const lookup = useFindItemByMatCode();
  const createOrder = useCreateOrder(requestId);
  const canSubmit = item !== null && isValid && !createOrder.isPending;
  const quantityError = dirtyFields.quantity ? errors.quantity?.message : undefined;

  function choose(found: Item | null) {
    setItem(found);
    setValue('item_id', found?.id ?? (undefined as unknown as number), { shouldValidate: true });
  }

  async function lookUp() {
    const code = matCode.trim();
    if (!code) {
      toast.error('Invalid Mat Code', { description: 'Please enter a mat code before searching' });
      return;
    }
    try {
      const found = await lookup.mutateAsync(code);
      choose(found);
      if (!found) toast.error('Item not found', { description: `No item found with mat code ${code}` });
    } catch {
      choose(null);
      toast.error('Error', { description: 'Failed to fetch item details. Please try again.' });
    }
  }

  const submit = handleSubmit(async (body) => {
    if (createOrder.isPending) return;
    try {
      const result = await createOrder.mutateAsync({
        item_id: body.item_id,
        quantity: body.quantity,
        po_number: body.po_number ?? null,
      });
      toast.success('Success', { description: result.message });
      onDone();
    } catch {
      toast.error('Error', { description: 'Failed to create order. Please try again.' });
    }
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-mat-code`}>Mat Code</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-mat-code`}
            value={matCode}
            placeholder="e.g. TUB-9625-L80"
            autoComplete="off"
            onChange={(event) => {
              setMatCode(event.target.value);
              // The item shown must be the one for the code in the box.
              if (item) choose(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void lookUp();
              }
            }}
          />
          <Button
            variant="outline"
            size="icon"
            aria-label="Find item"
            disabled={lookup.isPending}
            onClick={() => void lookUp()}
          >
            {lookup.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <ArrowRight aria-hidden="true" />
            )}
          </Button>
        </div>
        <p className="text-muted-foreground text-xs">
          Type a name or mat code for suggestions, or press Enter or the arrow to look the item up.
        </p>
        {item ? null : (
          <ItemSuggestions
            text={matCode}
            listId={`${id}-suggestions`}
            onPick={(picked) => {
              setMatCode(picked.mat_code);
              choose(picked);
            }}
          />
        )}
      </div>

      {item ? (
        <div className="grid gap-4 rounded-lg border bg-muted/30 p-4">
          <ReadOnlyField id={`${id}-name`} label="Item Name" value={item.name} />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              value={item.description}
              readOnly
              aria-readonly="true"
              rows={2}
              className="min-h-0 resize-none bg-muted"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <ReadOnlyField
              id={`${id}-length`}
              label="Length"
              value={measures.knownMeasure(item.length, item.length_unit)}
            />
            <ReadOnlyField
              id={`${id}-breadth`}
              label="Breadth"
              value={measures.knownMeasure(item.breadth, item.breadth_unit)}
            />
            <ReadOnlyField
              id={`${id}-height`}
              label="Height"
              value={measures.knownMeasure(item.height, item.height_unit)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-quantity`}>Quantity</Label>
            <div className="flex items-center gap-2">
              <Input
                id={`${id}-quantity`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                // A non-number reads as 0 (§5 Add order), which the schema refuses; a fraction is cut to whole.
                {...register('quantity', {
                  setValueAs: (value: unknown) => parseQuantity(String(value ?? '')),
                })}
                aria-invalid={quantityError || quantity <= 0 ? true : undefined}
                aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
                className="max-w-40"
              />
              <span className="text-muted-foreground text-sm">{item.item_measurement_unit}</span>
            </div>
            {quantityError ? (
              <p id={`${id}-quantity-error`} className="text-destructive text-sm">
                {quantityError}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-po-number`}>PO number (optional)</Label>
            <Input
              id={`${id}-po-number`}
              autoComplete="off"
              placeholder="Only when not the request's"
              {...register('po_number', { setValueAs: (value: string) => (value?.trim() ? value : null) })}
              aria-invalid={errors.po_number ? true : undefined}
              aria-describedby={errors.po_number ? `${id}-po-number-error` : undefined}
              className="max-w-72"
            />
            {errors.po_number ? (
              <p id={`${id}-po-number-error`} className="text-destructive text-sm">
                {errors.po_number.message}
              </p>
            ) : null}
          </div>
          <ExistingLineOffer requestId={requestId} item={item} quantity={quantity} onDone={onDone} />
        </div>
      ) : null}

      <DisabledReason
        id={`${id}-add-why`}
        reason={item === null ? 'Find the item by its mat code first.' : null}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={createOrder.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!canSubmit}
          aria-describedby={item === null ? `${id}-add-why` : undefined}
        >
          {createOrder.isPending ? 'Adding...' : 'Add Order'}
        </Button>
      </DialogFooter>
    </form>
  );
}
