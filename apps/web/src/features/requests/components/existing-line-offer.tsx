import { MAX_INT } from '@rigline/contract/api';
import { formatOrderId } from '@rigline/contract/ids';
import type { Item } from '@rigline/contract/items';
import { toast } from 'sonner';
import { DisabledReason } from '@/components/layout/field-extras';
import { Button } from '@/components/ui/button';
import { conflictMessageOf } from '@/lib/fetch-errors';
import { useChangeOrderQuantity } from '../api/change-order-quantity';
import { useOrderOfItem } from '../api/find-order-of-item';

/**
 * When the item looked up is already on the request (issue 12): says so, and offers to add the quantity to
 * that line rather than a second line of the same item.
 */
export function ExistingLineOffer({
  requestId,
  item,
  quantity,
  onDone,
}: {
  requestId: number;
  item: Item;
  quantity: number;
  onDone: () => void;
}) {
  const line = useOrderOfItem(requestId, item);
  const change = useChangeOrderQuantity(requestId);
  const existing = line.data;
  if (!existing) return null;
  const total = existing.quantity + quantity;
  const offerReason =
    quantity <= 0
      ? 'Enter a quantity above 0 to add it to this line.'
      : total > MAX_INT
        ? `The line would hold more than ${MAX_INT.toLocaleString('en-GB')}.`
        : null;

  async function addToLine() {
    if (!existing || quantity <= 0) return;
    try {
      await change.mutateAsync({ id: existing.id, quantity: total, version: existing.version });
      toast.success('Quantity updated', {
        description: `${formatOrderId(existing.id)} now orders ${total} ${item.item_measurement_unit}.`,
      });
      onDone();
    } catch (error) {
      toast.error('Error', {
        description: conflictMessageOf(error) ?? 'Failed to update the quantity. Please try again.',
      });
    }
  }

  return (
    <div
      role="status"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
    >
      <p>
        {formatOrderId(existing.id)} already orders {existing.quantity} {item.item_measurement_unit} of this
        item.
      </p>
      <Button
        type="button"
        variant="outline"
        className="w-fit bg-background"
        disabled={quantity <= 0 || total > MAX_INT || change.isPending}
        aria-describedby={offerReason ? `existing-line-${existing.id}-why` : undefined}
        onClick={() => void addToLine()}
      >
        Add {quantity > 0 ? quantity : ''} to {formatOrderId(existing.id)} instead
      </Button>
      <DisabledReason id={`existing-line-${existing.id}-why`} reason={offerReason} className="text-xs" />
    </div>
  );
}
