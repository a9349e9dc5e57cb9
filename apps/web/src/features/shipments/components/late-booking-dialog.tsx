import { lateReasonSchema } from '@rigline/contract/time';
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
import { apiErrorOf } from '@/lib/fetch-errors';

/** A booking the server refused because its sailing's cut-off has passed (issue 23, docs/decisions/058). */
export interface LateBookingRefusal {
  /** "Put ORD-012 on Shipment #4 after the cut-off?" */
  title: string;
  /** The server's refusal, word for word: the cut-off and the next sailing to the rig. */
  message: string;
}

/** Whether a refusal asks for a late reason: a 409 whose field is `late_reason`. */
export function isLateBookingRefusal(error: unknown): boolean {
  const apiError = apiErrorOf(error);
  return apiError?.status === 409 && apiError.fieldErrors.some((field) => field.field === 'late_reason');
}

/**
 * The cut-off refusal with its way out: the coordinator books on this sailing all the same, giving the reason
 * that is kept with the booking, or cancels and books on the next sailing the message names.
 */
export function LateBookingDialog({
  refusal,
  isPending = false,
  onCancel,
  onConfirm,
}: {
  refusal: LateBookingRefusal | null;
  isPending?: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  function confirm() {
    const parsed = lateReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Late reason is required');
      return;
    }
    setError(null);
    onConfirm(parsed.data);
    setReason('');
  }
  return (
    <AlertDialog
      open={refusal !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          setError(null);
          onCancel();
        }
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{refusal?.title}</AlertDialogTitle>
          <AlertDialogDescription className="[overflow-wrap:anywhere]">
            {refusal?.message}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>Late reason (kept with the booking)</Label>
          <Textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={500}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button onClick={confirm} disabled={isPending}>
            {isPending ? 'Booking...' : 'Book late'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
