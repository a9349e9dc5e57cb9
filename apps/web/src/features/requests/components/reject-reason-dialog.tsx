import { rejectReasonSchema } from '@rigline/contract/order-batches';
import { useId, useState } from 'react';
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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/**
 * Asks why before a permanent rejection (issue 12): the reason is stored with each order and shown to the
 * supplier. Checked with the contract's schema, as the server checks it.
 */
export function RejectReasonDialog({
  open,
  count,
  isPending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    const parsed = rejectReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Reason is required');
      return;
    }
    onConfirm(parsed.data);
  }

  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => !isOpen && !isPending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Reject {count === 1 ? '1 order' : `${count} orders`}</AlertDialogTitle>
          <AlertDialogDescription>
            You are about to permanently reject {count} order(s). This action cannot be reverted.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>Reason (shown to the supplier)</Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={isPending} onClick={confirm}>
            {isPending ? 'Rejecting...' : 'Reject Orders'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
