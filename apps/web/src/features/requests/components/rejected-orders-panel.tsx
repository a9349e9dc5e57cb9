import { formatOrderId } from '@rigline/contract/ids';
import { Clock, RotateCcw, Save, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { formatCountdown, type LocalRejection, rejectionWarningLevel } from '../lib/local-rejections';

interface RejectedOrdersPanelProps {
  records: readonly LocalRejection[];
  /** Time left until the first mark lapses. */
  remainingMs: number;
  onRestore: (orderId: number) => void;
  /** Resolves once every reject call has answered; the reason is shown to the supplier (issue 12). */
  onSave: (reason: string) => Promise<void>;
  isSaving: boolean;
}

/**
 * The orders marked rejected in this browser (§2, §4): each can be restored until the marks lapse; Save
 * rejects them all for good after a confirmation.
 */
export function RejectedOrdersPanel({
  records,
  remainingMs,
  onRestore,
  onSave,
  isSaving,
}: RejectedOrdersPanelProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const level = rejectionWarningLevel(remainingMs);
  const count = records.length;

  return (
    <Card className="gap-4 border-red-200 bg-red-50/40">
      <CardHeader>
        <CardTitle>Rejected Orders ({count})</CardTitle>
        <CardDescription>
          Marked rejected on this device only. Save to reject them permanently.
        </CardDescription>
        <CardAction>
          <Badge
            variant="outline"
            className={cn(
              'gap-1 font-mono tabular-nums',
              level === 'none' && 'border-gray-200 bg-white text-gray-700',
              level === 'warning' && 'border-amber-300 bg-amber-100 text-amber-900',
              level === 'urgent' && 'animate-pulse border-red-300 bg-red-100 text-red-800',
            )}
            aria-label={`Time left: ${formatCountdown(remainingMs)}`}
          >
            <Clock aria-hidden="true" />
            {formatCountdown(remainingMs)}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-3">
        {level === 'warning' ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 text-sm"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Less than 5 minutes left. Save the rejected orders, or they go back to the main list when the time
            runs out.
          </p>
        ) : null}
        {level === 'urgent' ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-red-300 bg-red-100 px-3 py-2 font-medium text-red-800 text-sm"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Less than 1 minute left! Save now or these rejections will be lost.
          </p>
        ) : null}
        <ul className="grid gap-2">
          {records.map((record) => (
            <li
              key={record.orderId}
              className="flex items-center justify-between gap-3 rounded-md border bg-background px-3 py-2"
            >
              <div className="grid min-w-0 gap-0.5 text-sm">
                <span className="font-medium">{formatOrderId(record.orderId)}</span>
                <span className="truncate">{record.orderName}</span>
                <span className="text-muted-foreground text-xs">{record.matCode}</span>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={isSaving}
                onClick={() => onRestore(record.orderId)}
                aria-label={`Restore ${formatOrderId(record.orderId)}`}
              >
                <RotateCcw aria-hidden="true" />
                Restore
              </Button>
            </li>
          ))}
        </ul>
        <AlertDialog open={isConfirming} onOpenChange={(open) => !isSaving && setIsConfirming(open)}>
          <Button
            variant="destructive"
            className="w-full sm:w-fit sm:justify-self-end"
            disabled={isSaving}
            onClick={() => setIsConfirming(true)}
          >
            <Save aria-hidden="true" />
            {isSaving ? 'Saving...' : 'Save Rejected Orders'}
          </Button>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Save Rejected Orders</AlertDialogTitle>
              <AlertDialogDescription>
                You are about to permanently reject {count} order(s). This action cannot be reverted.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="rejection-reason">Reason (shown to the supplier, optional)</Label>
              <Textarea
                id="rejection-reason"
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={isSaving}>Cancel</AlertDialogCancel>
              <Button
                variant="destructive"
                disabled={isSaving}
                onClick={async () => {
                  await onSave(reason.trim());
                  setIsConfirming(false);
                }}
              >
                {isSaving ? 'Rejecting...' : 'Reject Orders'}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
