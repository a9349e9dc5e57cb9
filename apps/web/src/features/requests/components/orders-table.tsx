import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { formatPhase } from '../lib/format';

/**
 * The orders of a request, as each role's detail page lists them (§2):
 * - supplier: Order ID, Item ID, Quantity, Status, Date Created;
 * - review (rig logistics): Order ID, Item Details, Quantity with unit, Status, Current Phase, Created Date;
 * - coordinator: Order ID, Item ID, Quantity, Status, Current Phase, Created Date.
 */
export type OrdersTableVariant = 'supplier' | 'review' | 'coordinator';

interface OrdersTableProps {
  variant: OrdersTableVariant;
  orders: readonly Order[];
  renderStatus: (order: Order) => ReactNode;
}

export function OrdersTable({ variant, orders, renderStatus }: OrdersTableProps) {
  const showsItemDetails = variant === 'review';
  const showsPhase = variant !== 'supplier';
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Order ID</TableHead>
          <TableHead>{showsItemDetails ? 'Item Details' : 'Item ID'}</TableHead>
          <TableHead>Quantity</TableHead>
          <TableHead>Status</TableHead>
          {showsPhase ? <TableHead>Current Phase</TableHead> : null}
          <TableHead>{variant === 'supplier' ? 'Date Created' : 'Created Date'}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell className="font-medium">{formatOrderId(order.id)}</TableCell>
            <TableCell>
              {showsItemDetails ? (
                <div className="grid gap-0.5">
                  <span className="font-medium">{order.item.name}</span>
                  <span className="text-muted-foreground text-xs">{order.item.mat_code}</span>
                </div>
              ) : (
                order.item_id
              )}
            </TableCell>
            <TableCell>
              {showsItemDetails ? `${order.quantity} ${order.item.item_measurement_unit}` : order.quantity}
            </TableCell>
            <TableCell>{renderStatus(order)}</TableCell>
            {showsPhase ? <TableCell>{formatPhase(order.current_phase)}</TableCell> : null}
            <TableCell>{formatDate(order.created_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
