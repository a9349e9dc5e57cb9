import { Clock } from 'lucide-react';
import { usePendingActionOf } from '@/lib/offline/offline-actions';

/**
 * "Pending" on an order whose action was taken offline and waits to be sent (issue 24): the row still shows
 * the order as the server last said, and this says what will be sent.
 */
export function PendingActionBadge({ orderId }: { orderId: number }) {
  const action = usePendingActionOf(orderId);
  if (!action) return null;
  return (
    <span className="inline-flex w-fit max-w-44 items-start gap-1 whitespace-normal rounded-md border border-amber-300 bg-amber-50 px-1.5 py-0.5 font-medium text-amber-900 text-xs dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <Clock className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">Pending: {action.description}</span>
    </span>
  );
}
