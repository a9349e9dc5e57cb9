import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import { allowedStatusesOfPhase, canRoleActOnPhase, type OrderStatus } from '@rigline/contract/phases';
import { OrderStatusWithReceipt } from '@/components/status-badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatStatusLabel, orderStatusTone, STATUS_TONE_CLASSES } from '@/lib/status-badges';
import { cn } from '@/lib/utils';

/** The statuses a plan-voyage card offers: the order's own, its phase's allowed ones, and REJECTED. */
export function statusOptionsFor(order: Pick<Order, 'status' | 'current_phase'>): OrderStatus[] {
  return [
    ...new Set<OrderStatus>([order.status, ...allowedStatusesOfPhase(order.current_phase), 'REJECTED']),
  ];
}

interface OrderStatusSelectProps {
  order: Order;
  roleSlug: string;
  onChange: (status: OrderStatus) => void;
  disabled?: boolean;
}

/** A status dropdown for an owner of the order's phase (§2.8, §6), a read-only badge for anyone else. */
export function OrderStatusSelect({ order, roleSlug, onChange, disabled }: OrderStatusSelectProps) {
  if (!canRoleActOnPhase(roleSlug, order.current_phase)) return <OrderStatusWithReceipt order={order} />;
  return (
    <Select
      value={order.status}
      onValueChange={(next) => {
        if (next !== order.status) onChange(next as OrderStatus);
      }}
      disabled={disabled}
    >
      <SelectTrigger
        size="sm"
        aria-label={`Status of ${formatOrderId(order.id)}`}
        className={cn(
          'h-7 min-w-0 gap-1 px-2 font-medium text-xs',
          STATUS_TONE_CLASSES[orderStatusTone(order.status)],
        )}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {statusOptionsFor(order).map((option) => (
          <SelectItem key={option} value={option}>
            {formatStatusLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
