import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import { LoaderCircle } from 'lucide-react';
import { useOrderRowExtra } from '@/components/layout/order-row-slot';
import { OrderStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { OrderActions } from '../hooks/use-order-actions';
import { formatQuantity } from '../lib/format';
import {
  ORDER_ACTION_LABELS,
  type OrderAction,
  orderActionsFor,
  type ShipmentActor,
} from '../lib/order-actions';

interface ShipmentOrdersTableProps {
  orders: readonly Order[];
  actor: ShipmentActor;
  roleSlug: string;
  actions: OrderActions;
}

/**
 * The actions stay in view at the right edge while a wide table scrolls sideways in a narrow panel: they are
 * what the user came for.
 */
const STICKY_ACTIONS =
  'sticky right-0 bg-card text-right shadow-[inset_1px_0_0_var(--color-border)] group-hover/row:bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-card))]';

/** A shipment's orders (§2.6): Order ID, Item, Mat Code, Quantity with unit, Status, Created, Actions. */
export function ShipmentOrdersTable({ orders, actor, roleSlug, actions }: ShipmentOrdersTableProps) {
  return (
    // A narrow panel (a phone, a tablet) has no room for seven columns: each order is a small card there.
    <div className="@container min-w-0">
      <ul className="grid min-w-0 gap-2 @4xl:hidden" aria-label="Orders">
        {orders.map((order) => (
          <li key={order.id} className="grid gap-2 rounded-lg border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{formatOrderId(order.id)}</span>
              <OrderStatusBadge status={order.status} />
            </div>
            <span className="font-medium leading-snug">{order.item.name}</span>
            <dl className="grid grid-cols-3 gap-2 text-xs">
              <div className="min-w-0">
                <dt className="text-muted-foreground">Mat Code</dt>
                <dd className="truncate font-mono">{order.item.mat_code}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Quantity</dt>
                <dd>{formatQuantity(order)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Created</dt>
                <dd>{formatDate(order.created_at)}</dd>
              </div>
            </dl>
            <OrderActionButtons
              order={order}
              actor={actor}
              roleSlug={roleSlug}
              actions={actions}
              className="justify-stretch *:flex-1"
              hideWhenNone
            />
          </li>
        ))}
      </ul>
      <div className="hidden min-w-0 @4xl:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Order ID</TableHead>
              <TableHead>Item</TableHead>
              <TableHead>Mat Code</TableHead>
              <TableHead>Quantity</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Created</TableHead>
              <TableHead className={STICKY_ACTIONS}>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id} className="group/row">
                <TableCell className="font-medium">{formatOrderId(order.id)}</TableCell>
                <TableCell className="min-w-36 max-w-52 whitespace-normal leading-snug">
                  {order.item.name}
                </TableCell>
                <TableCell className="font-mono text-xs">{order.item.mat_code}</TableCell>
                <TableCell>{formatQuantity(order)}</TableCell>
                <TableCell>
                  <OrderStatusBadge status={order.status} />
                </TableCell>
                <TableCell>{formatDate(order.created_at)}</TableCell>
                <TableCell className={STICKY_ACTIONS}>
                  <OrderActionButtons order={order} actor={actor} roleSlug={roleSlug} actions={actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

function OrderActionButtons({
  order,
  actor,
  roleSlug,
  actions,
  className,
  hideWhenNone = false,
}: {
  order: Order;
  actor: ShipmentActor;
  roleSlug: string;
  actions: OrderActions;
  className?: string;
  /** On the phone cards an order without actions shows nothing rather than a dash. */
  hideWhenNone?: boolean;
}) {
  const available = orderActionsFor(actor, roleSlug, order);
  const extra = useOrderRowExtra()?.(order);
  if (available.length === 0 && !extra) {
    return hideWhenNone ? null : <span className="text-muted-foreground">-</span>;
  }
  const pending = actions.pendingActionOf(order.id);
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      {extra}
      {available.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={buttonVariantOf(action)}
          disabled={actions.isBusy}
          onClick={() => actions.run(action, order)}
          aria-label={`${ORDER_ACTION_LABELS[action]} ${formatOrderId(order.id)}`}
        >
          {pending === action ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending === action && actor === 'supplier' ? 'Processing...' : ORDER_ACTION_LABELS[action]}
        </Button>
      ))}
    </div>
  );
}

function buttonVariantOf(action: OrderAction) {
  if (action === 'remove') return 'outline' as const;
  return 'default' as const;
}
