import type { Order } from '@rigline/contract/orders';
import type { OrderStatus } from '@rigline/contract/phases';
import { ClipboardCheck } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { PlanVoyageOrderCard } from './plan-voyage-order-card';

interface PlanVoyageOrdersProps {
  orders: { isPending: boolean; isError: boolean };
  orderList: readonly Order[];
  roleSlug: string;
  checkedOrderIds: ReadonlySet<number>;
  checkedCount: number;
  onCheckedChange: (checked: ReadonlySet<number>) => void;
  onStatusChange: (order: Order, status: OrderStatus) => void;
  /** Split (issue 22): opens the split dialog for the order. */
  onSplit: (order: Order) => void;
  disabled: boolean;
}

/** Plan-voyage's "Orders Requiring Action" (§2.8): the cards to drag, and the check boxes to take several. */
export function PlanVoyageOrders({
  orders,
  orderList,
  roleSlug,
  checkedOrderIds,
  checkedCount,
  onCheckedChange,
  onStatusChange,
  onSplit,
  disabled,
}: PlanVoyageOrdersProps) {
  function checkOrder(orderId: number, isChecked: boolean) {
    const next = new Set(checkedOrderIds);
    if (isChecked) next.add(orderId);
    else next.delete(orderId);
    onCheckedChange(next);
  }

  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-4 md:px-5">
        <CardTitle>Orders Requiring Action ({orderList.length} remaining)</CardTitle>
        <p className="text-muted-foreground text-sm">
          Drag an order onto one of the shipments to put it on that shipment.
        </p>
        {orderList.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Checkbox
              id="check-all-orders"
              className="size-5"
              checked={checkedCount === orderList.length ? true : checkedCount > 0 ? 'indeterminate' : false}
              onCheckedChange={(value) =>
                onCheckedChange(value === true ? new Set(orderList.map((order) => order.id)) : new Set())
              }
            />
            <Label htmlFor="check-all-orders" className="font-normal">
              {checkedCount > 0
                ? `${checkedCount} selected: drag one of them, or use Put selected here on a shipment`
                : 'Select orders to put several on a shipment at once'}
            </Label>
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="px-4 md:px-5">
        {orders.isPending ? (
          <RowsSkeleton rows={4} className="h-20" />
        ) : orders.isError ? (
          <LoadFailure message="Failed to fetch action required orders" />
        ) : orderList.length === 0 ? (
          <EmptyState
            icon={ClipboardCheck}
            title="No orders require action"
            description="Every accepted order of this request is on a shipment."
            className="py-8"
          />
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3">
            {orderList.map((order) => (
              <li key={order.id}>
                <PlanVoyageOrderCard
                  order={order}
                  roleSlug={roleSlug}
                  onStatusChange={onStatusChange}
                  onSplit={onSplit}
                  disabled={disabled}
                  selection={{
                    isSelected: checkedOrderIds.has(order.id),
                    onChange: (isChecked) => checkOrder(order.id, isChecked),
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
