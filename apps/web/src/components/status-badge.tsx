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
