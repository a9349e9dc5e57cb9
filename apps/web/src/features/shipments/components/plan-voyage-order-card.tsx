import { useDraggable } from '@dnd-kit/core';
import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import type { OrderStatus } from '@rigline/contract/phases';
import { GripVertical, Scissors } from 'lucide-react';
import type { ReactNode } from 'react';
import { CargoNotes } from '@/components/cargo-notes';
import { DgBadge, HeavyLiftBadge } from '@/components/layout/cargo-badges';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';
import { formatQuantity } from '../lib/format';
import { canSplitOrder } from '../lib/order-actions';
import { OrderStatusSelect } from './order-status-select';

export interface DraggedOrder {
  order: Order;
}

interface PlanVoyageOrderCardProps {
  order: Order;
  roleSlug: string;
  onStatusChange: (order: Order, status: OrderStatus) => void;
  disabled?: boolean;
  /** Checked for one drop of many orders (issue 12); absent, the card has no checkbox. */
  selection?: { isSelected: boolean; onChange: (isSelected: boolean) => void } | undefined;
  /** Split (issue 22): offered on an order of 2 or more that the person may split. */
  onSplit?: ((order: Order) => void) | undefined;
}

/**
 * An order of 'Orders Requiring Action' (§2.8): dragged by pointer (after 8 px) or keyboard (Space, then
 * arrows, Space to drop; from the grip) onto a shipment. On a touch screen the grip is where a drag starts,
 * so the rest of the card still scrolls the page.
 */
export function PlanVoyageOrderCard({
  order,
  roleSlug,
  onStatusChange,
  disabled,
  selection,
  onSplit,
}: PlanVoyageOrderCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: `order-${order.id}`,
    data: { order } satisfies DraggedOrder,
    attributes: { roleDescription: 'draggable order' },
    disabled,
  });
  // Pointer drags start anywhere on the card; keyboard drags from the grip button (the activator), so
  // keys pressed on the status dropdown stay with the dropdown.
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      className={cn('cursor-grab rounded-lg active:cursor-grabbing', isDragging && 'opacity-40')}
    >
      <OrderCardBody
        order={order}
        roleSlug={roleSlug}
        onStatusChange={onStatusChange}
        disabled={disabled}
        selection={selection}
        onSplit={onSplit}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            aria-label={`Drag ${formatOrderId(order.id)} ${order.item.name}`}
            className="-my-1 -ml-1 flex touch-none items-start rounded p-1 pt-1.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        }
      />
    </div>
  );
}

/** The card's face, also drawn under the pointer while it is dragged. */
export function OrderCardBody({
  order,
  roleSlug,
  onStatusChange,
  disabled,
  className,
  handle,
  selection,
  onSplit,
}: PlanVoyageOrderCardProps & { className?: string; handle?: ReactNode }) {
  return (
    <div
      className={cn(
        'flex gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs',
        selection?.isSelected && 'border-primary bg-primary/5',
        className,
      )}
    >
      {selection ? (
        // A press on the checkbox checks it; it does not start a drag.
        <span className="flex items-start pt-1" onPointerDown={(event) => event.stopPropagation()}>
          <Checkbox
            className="size-5"
            checked={selection.isSelected}
            onCheckedChange={(value) => selection.onChange(value === true)}
            aria-label={`Select ${formatOrderId(order.id)} ${order.item.name}`}
          />
        </span>
      ) : null}
      {handle ?? (
        <span className="-my-1 -ml-1 flex items-start p-1 pt-1.5 text-muted-foreground" aria-hidden="true">
          <GripVertical className="size-4" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <span className="flex min-w-0 flex-wrap items-center gap-1.5 font-medium leading-snug">
            {order.item.name}
            <DgBadge unNumber={order.item.un_number} imdgClass={order.item.imdg_class} />
            <HeavyLiftBadge isHeavyLift={order.is_heavy_lift} />
          </span>
          <span className="shrink-0 text-muted-foreground text-xs">{formatOrderId(order.id)}</span>
        </div>
        <CargoNotes order={order} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* A press on the dropdown opens the dropdown; it does not start a drag. */}
          <div onPointerDown={(event) => event.stopPropagation()}>
            <OrderStatusSelect
              order={order}
              roleSlug={roleSlug}
              onChange={(status) => onStatusChange(order, status)}
              disabled={disabled}
            />
          </div>
          <span className="text-muted-foreground text-xs">
            <span className="font-mono">{order.item.mat_code}</span> · {formatQuantity(order)}
          </span>
        </div>
        {onSplit && canSplitOrder(roleSlug, order) ? (
          // A press on Split opens its dialog; it does not start a drag.
          <div className="flex justify-end" onPointerDown={(event) => event.stopPropagation()}>
            <Button
              size="sm"
              variant="outline"
              disabled={disabled}
              onClick={() => onSplit(order)}
              aria-label={`Split ${formatOrderId(order.id)} ${order.item.name}`}
            >
              <Scissors aria-hidden="true" />
              Split
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
