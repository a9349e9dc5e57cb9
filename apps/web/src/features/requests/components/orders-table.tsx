import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import type { ReactNode } from 'react';
import { CargoNotes } from '@/components/cargo-notes';
import { DgBadge, HeavyLiftBadge } from '@/components/layout/cargo-badges';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { formatPhase, phaseMeaning } from '../lib/format';

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
  /** A checkbox per row, for one action on many orders (issue 12). */
  selection?: {
    isSelected: (orderId: number) => boolean;
    toggle: (orderId: number, isSelected: boolean) => void;
  };
  /** An Actions column (the supplier's draft: quantity and delete, issue 12). */
  renderActions?: (order: Order) => ReactNode;
  /** Beside the status: rig logistics' Record Receipt on an order offloaded or delivered (issue 9). */
  renderExtra?: ((order: Order) => ReactNode) | undefined;
}

export function OrdersTable({
  variant,
  orders,
  renderStatus,
  selection,
  renderActions,
  renderExtra,
}: OrdersTableProps) {
  const selectBox = (order: Order) =>
    selection ? (
      <Checkbox
        className="size-5"
        checked={selection.isSelected(order.id)}
        onCheckedChange={(value) => selection.toggle(order.id, value === true)}
        aria-label={`Select ${formatOrderId(order.id)}`}
      />
    ) : null;
  const showsItemDetails = variant === 'review';
  const showsPhase = variant !== 'supplier';
  const badges = (order: Order) => (
    <span className="flex flex-wrap gap-1 empty:hidden">
      <DgBadge unNumber={order.item.un_number} imdgClass={order.item.imdg_class} />
      <HeavyLiftBadge isHeavyLift={order.is_heavy_lift} />
    </span>
  );
  return (
    <>
      {/* A phone has no room for the columns: each order is a card with its id, item, quantity and status. */}
      <ul className="grid min-w-0 gap-2 md:hidden" aria-label="Orders">
        {orders.map((order) => (
          <li key={order.id} data-row-key={order.id} className="grid gap-2 rounded-lg border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-3 font-medium">
                {selectBox(order)}
                {formatOrderId(order.id)}
              </span>
              <span className="text-muted-foreground text-xs">{formatDate(order.created_at)}</span>
            </div>
            <span className="grid gap-0.5">
              <span className="font-medium leading-snug">{order.item.name}</span>
              <span className="text-muted-foreground text-xs">{order.item.mat_code}</span>
              {badges(order)}
            </span>
            <dl className="grid grid-cols-2 gap-2 text-xs">
              <div>
                <dt className="text-muted-foreground">Quantity</dt>
                <dd className="font-medium text-sm">{`${order.quantity} ${order.item.item_measurement_unit}`}</dd>
              </div>
              {showsPhase ? (
                <div>
                  <dt className="text-muted-foreground">Current Phase</dt>
                  <dd className="text-sm">
                    <PhaseWithMeaning phase={order.current_phase} />
                  </dd>
                </div>
              ) : null}
            </dl>
            <div className="min-w-0 [&_button]:w-full">{renderStatus(order)}</div>
            {renderActions ? <div className="flex justify-end">{renderActions(order)}</div> : null}
            <CargoNotes order={order} />
            {renderExtra?.(order)}
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              {selection ? <TableHead className="w-10" aria-label="Select" /> : null}
              <TableHead>Order ID</TableHead>
              <TableHead>{showsItemDetails ? 'Item Details' : 'Item ID'}</TableHead>
              <TableHead>Quantity</TableHead>
              <TableHead>Status</TableHead>
              {showsPhase ? <TableHead>Current Phase</TableHead> : null}
              <TableHead>{variant === 'supplier' ? 'Date Created' : 'Created Date'}</TableHead>
              {renderActions ? <TableHead className="text-right">Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.map((order) => (
              <TableRow
                key={order.id}
                data-row-key={order.id}
                data-state={selection?.isSelected(order.id) ? 'selected' : undefined}
              >
                {selection ? <TableCell>{selectBox(order)}</TableCell> : null}
                <TableCell className="font-medium">{formatOrderId(order.id)}</TableCell>
                <TableCell>
                  {showsItemDetails ? (
                    <div className="grid gap-0.5">
                      <span className="font-medium">{order.item.name}</span>
                      <span className="text-muted-foreground text-xs">{order.item.mat_code}</span>
                      {badges(order)}
                    </div>
                  ) : (
                    // The document's Item ID column keeps its title; its value is the item as people know it, its
                    // mat code and name, never the row id (issue 22.10).
                    <div className="grid gap-0.5">
                      <span className="flex flex-wrap items-center gap-1 font-medium">
                        {order.item.mat_code}
                        <DgBadge unNumber={order.item.un_number} imdgClass={order.item.imdg_class} />
                        <HeavyLiftBadge isHeavyLift={order.is_heavy_lift} />
                      </span>
                      <span>{order.item.name}</span>
                    </div>
                  )}
                </TableCell>
                <TableCell>
                  {showsItemDetails
                    ? `${order.quantity} ${order.item.item_measurement_unit}`
                    : order.quantity}
                </TableCell>
                <TableCell>
                  <div className="grid gap-1">
                    {renderStatus(order)}
                    <CargoNotes order={order} />
                    {renderExtra?.(order)}
                  </div>
                </TableCell>
                {showsPhase ? (
                  <TableCell>
                    <PhaseWithMeaning phase={order.current_phase} />
                  </TableCell>
                ) : null}
                <TableCell>{formatDate(order.created_at)}</TableCell>
                {renderActions ? <TableCell className="text-right">{renderActions(order)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/** The documents' "Phase n" (§2: Current Phase), with what it means beneath in words (issue 22.10). */
function PhaseWithMeaning({ phase }: { phase: number }) {
  return (
    <span className="grid">
      <span>{formatPhase(phase)}</span>
      <span className="text-muted-foreground text-xs">{phaseMeaning(phase)}</span>
    </span>
  );
}
