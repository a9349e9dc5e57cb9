import {
  type OrderReceiptFacts,
  orderReceiptNotes,
  type RequestReceiptFacts,
  requestReceiptNotes,
} from '@rigline/contract/receipt-notes';
import { Badge } from '@/components/ui/badge';
import {
  formatStatusLabel,
  orderStatusTone,
  requestStatusTone,
  STATUS_TONE_CLASSES,
} from '@/lib/status-badges';
import { cn } from '@/lib/utils';

export function RequestStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_TONE_CLASSES[requestStatusTone(status)], className)}>
      {formatStatusLabel(status)}
    </Badge>
  );
}

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        STATUS_TONE_CLASSES[orderStatusTone(status)],
        // "On board, returning to base" wraps in a narrow column rather than running under the next one.
        status === 'ON_BOARD_RETURNING' && 'whitespace-normal text-left',
        className,
      )}
    >
      {formatStatusLabel(status)}
    </Badge>
  );
}

/**
 * What a receipt short or damaged says beside a status (issue 22): the status stays the documents' (DELIVERED,
 * COMPLETED); "Delivered short · damaged · 1 open discrepancy" sits beside it, wrapping in a narrow column.
 */
export function ReceiptNotes({ notes, className }: { notes: readonly string[]; className?: string }) {
  if (notes.length === 0) return null;
  return (
    <span
      data-testid="receipt-notes"
      className={cn(
        'whitespace-normal font-medium text-amber-700 text-xs leading-snug dark:text-amber-400',
        className,
      )}
    >
      {notes.join(' · ')}
    </span>
  );
}

/** An order's status badge with its receipt notes beside it. */
export function OrderStatusWithReceipt({
  order,
  className,
}: {
  order: OrderReceiptFacts;
  className?: string;
}) {
  const notes = orderReceiptNotes(order);
  if (notes.length === 0) return <OrderStatusBadge status={order.status} className={className} />;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <OrderStatusBadge status={order.status} className={className} />
      <ReceiptNotes notes={notes} />
    </span>
  );
}

/** A request's status badge with what its orders' receipts say beside it. */
export function RequestStatusWithReceipt({
  request,
  className,
}: {
  request: RequestReceiptFacts;
  className?: string;
}) {
  const notes = requestReceiptNotes(request);
  if (notes.length === 0) return <RequestStatusBadge status={request.status} className={className} />;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <RequestStatusBadge status={request.status} className={className} />
      <ReceiptNotes notes={notes} />
    </span>
  );
}
