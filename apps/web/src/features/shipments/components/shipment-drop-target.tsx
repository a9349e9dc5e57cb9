import { useDroppable } from '@dnd-kit/core';
import type { Shipment } from '@rigline/contract/shipments';
import { PackagePlus } from 'lucide-react';
import { useVoyageLoadSlot } from '@/components/layout/voyage-load-slot';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { voyageNameOf } from '../lib/format';
import { MoveShipmentButton } from './move-shipment-button';
import { ActionRequiredBadge } from './status-badges';

export interface ShipmentDropData {
  shipmentId: number;
}

/** A shipment in plan-voyage's right sidebar: drop an order on it to put the order on this shipment (§2.8). */
export function ShipmentDropTarget({
  shipment,
  isActionRequired,
  isSelected,
  selectedOrderCount = 0,
  onPlaceSelected,
}: {
  shipment: Shipment;
  isActionRequired: boolean;
  isSelected: boolean;
  /** Orders checked in the list: a button puts them all on this shipment in one action (issue 12). */
  selectedOrderCount?: number;
  onPlaceSelected?: () => void;
}) {
  // Orders go only onto shipments whose voyage is still being planned; the server refuses the rest.
  const isClosed = shipment.voyage.status.toUpperCase() !== 'PLANNING';
  // The voyage's utilisation, when the screen provides it (issue 11).
  const voyageLoad = useVoyageLoadSlot();
  const { setNodeRef, isOver, active } = useDroppable({
    id: `shipment-${shipment.id}`,
    disabled: isClosed,
    data: { shipmentId: shipment.id } satisfies ShipmentDropData,
  });
  return (
    <div
      ref={setNodeRef}
      className={cn(
        'grid gap-1 rounded-lg border bg-card p-3 text-sm transition-colors',
        active && !isClosed && 'border-dashed border-primary/50',
        isClosed && 'opacity-60',
        isOver && 'border-solid border-primary bg-primary/5 ring-2 ring-primary/30',
        isSelected && !isOver && 'border-primary/60',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-1.5">
        <span className="font-semibold">Shipment #{shipment.id}</span>
        {isActionRequired ? <ActionRequiredBadge /> : null}
      </div>
      <span className="truncate text-muted-foreground">
        {voyageNameOf(shipment.voyage, shipment.voyage_id)} · {shipment.voyage.vessel?.name ?? '-'}
      </span>
      <span className="flex items-center gap-1.5 text-muted-foreground text-xs">
        <PackagePlus className="size-3.5" aria-hidden="true" />
        {isClosed
          ? `${shipment.order_count} ${shipment.order_count === 1 ? 'order' : 'orders'} · ${closedVoyageNote(shipment.voyage.status)}`
          : isOver
            ? 'Release to assign'
            : `${shipment.order_count} ${shipment.order_count === 1 ? 'order' : 'orders'} · Drop orders here`}
      </span>
      {voyageLoad ? voyageLoad(shipment.voyage_id) : null}
      {!isClosed && selectedOrderCount > 0 && onPlaceSelected ? (
        <Button size="sm" className="mt-1" onClick={onPlaceSelected}>
          Put {selectedOrderCount} selected here
        </Button>
      ) : null}
      {/* Plan Voyage is the base coordinator's page: the shipment moves to a later sailing (issue 23). */}
      <MoveShipmentButton shipment={shipment} />
    </div>
  );
}

/** Why a sailed voyage's shipment takes no more orders: under way while at sea, completed once back (issue 22). */
function closedVoyageNote(status: string): string {
  return status.toUpperCase() === 'COMPLETED'
    ? 'Voyage completed, no more orders'
    : 'Voyage under way, no more orders';
}
