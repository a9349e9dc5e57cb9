import type { Order } from '@rigline/contract/orders';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DisabledReason } from '@/components/layout/field-extras';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { serverMessageOf } from '@/lib/fetch-errors';
import { toastBatchOutcome } from '@/lib/order-batch';
import { useReviewBatch } from '../api/run-review-batch';
import { RejectReasonDialog } from './reject-reason-dialog';

/**
 * Rig logistics' review of many orders at once (issue 12): check them (or every order of the tab), then
 * Accept or Reject with a reason. One request; each order its own checked step on the server.
 */
export function ReviewBatchBar({
  requestId,
  orders,
  selected,
  onSelectedChange,
}: {
  requestId: number;
  /** Every order of the tab, on every page. */
  orders: readonly Order[];
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
}) {
  const batch = useReviewBatch(requestId);
  const [isRejecting, setIsRejecting] = useState(false);
  const checkId = useId();
  const checked = orders.filter((order) => selected.has(order.id));
  const seen = checked.map((order) => ({ id: order.id, version: order.version }));
  const isAll = orders.length > 0 && checked.length === orders.length;

  async function run(body: Parameters<typeof batch.mutateAsync>[0], done: string) {
    try {
      const outcome = await batch.mutateAsync(body);
      toastBatchOutcome(outcome, done);
      onSelectedChange(new Set());
      setIsRejecting(false);
    } catch (error) {
      toast.error('Update Failed', {
        description: serverMessageOf(error) ?? 'Failed to update order status. Please try again.',
      });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-2">
      <div className="flex min-h-9 items-center gap-2 px-1 text-sm">
        <Checkbox
          id={checkId}
          className="size-5"
          checked={isAll ? true : checked.length > 0 ? 'indeterminate' : false}
          onCheckedChange={(value) =>
            onSelectedChange(value === true ? new Set(orders.map((order) => order.id)) : new Set())
          }
        />
        <Label htmlFor={checkId} className="font-normal">
          {checked.length > 0 ? `${checked.length} selected` : `Select all ${orders.length}`}
        </Label>
      </div>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={checked.length === 0 || batch.isPending}
          aria-describedby={checked.length === 0 ? `${checkId}-why` : undefined}
          onClick={() => setIsRejecting(true)}
        >
          <X aria-hidden="true" />
          Reject selected ({checked.length})
        </Button>
        <Button
          size="sm"
          disabled={checked.length === 0 || batch.isPending}
          aria-describedby={checked.length === 0 ? `${checkId}-why` : undefined}
          onClick={() => void run({ action: 'accept', orders: seen }, 'accepted')}
        >
          <Check aria-hidden="true" />
          Accept selected ({checked.length})
        </Button>
      </div>
      <DisabledReason
        id={`${checkId}-why`}
        reason={checked.length === 0 ? 'Tick orders to accept or reject several at once.' : null}
        className="basis-full px-1 text-xs"
      />
      <RejectReasonDialog
        open={isRejecting}
        count={checked.length}
        isPending={batch.isPending}
        onCancel={() => setIsRejecting(false)}
        onConfirm={(reason) => void run({ action: 'reject', orders: seen, reason }, 'rejected')}
      />
    </div>
  );
}
