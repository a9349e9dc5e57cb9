import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import { allowedStatusesOfPhase, type OrderStatus } from '@rigline/contract/phases';
import { OrderStatusWithReceipt } from '@/components/status-badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatStatusLabel, orderStatusTone, STATUS_TONE_CLASSES } from '@/lib/status-badges';
import { cn } from '@/lib/utils';
import { canChangeOrderStatus } from '../lib/permissions';

interface OrderStatusControlProps {
  order: Order;
  roleSlug: string;
  onChange: (status: OrderStatus) => void;
  disabled?: boolean;
}

/** A dropdown of the phase's allowed statuses for owners of the order's phase, else a read-only badge (§2). */
export function OrderStatusControl({ order, roleSlug, onChange, disabled }: OrderStatusControlProps) {
  const status = order.status;
  if (!canChangeOrderStatus(roleSlug, order)) return <OrderStatusWithReceipt order={order} />;
  const allowed = allowedStatusesOfPhase(order.current_phase);
  const options = allowed.includes(status) ? allowed : [status, ...allowed];
  return (
    <Select
      value={status}
      onValueChange={(next) => {
        if (next !== status) onChange(next as OrderStatus);
      }}
      disabled={disabled}
    >
      <SelectTrigger
        size="sm"
        aria-label={`Status of ${formatOrderId(order.id)}`}
        className={cn('min-w-36 font-medium text-xs', STATUS_TONE_CLASSES[orderStatusTone(status)])}
        onClick={(event) => event.stopPropagation()}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {formatStatusLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
