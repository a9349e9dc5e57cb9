import type { Shipment } from '@rigline/contract/shipments';
import { Container } from 'lucide-react';
import type { RefObject } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { ShipmentDropTarget } from './shipment-drop-target';

interface PlanVoyageShipmentsProps {
  shipments: { isPending: boolean; isError: boolean };
  dropTargets: readonly Shipment[];
  actionIds: ReadonlySet<number>;
  selectedIds: readonly number[];
  showSelectedOnly: boolean;
  onShowSelectedOnlyChange: (isShown: boolean) => void;
  checkedOrderCount: number;
  onPlaceChecked: (shipmentId: number) => void;
  browseId: string;
  carouselRef: RefObject<HTMLElement | null>;
}

/** Plan-voyage's shipments beside the orders (§2.8): the drop targets, or only those selected below. */
export function PlanVoyageShipments({
  shipments,
  dropTargets,
  actionIds,
  selectedIds,
  showSelectedOnly,
  onShowSelectedOnlyChange,
  checkedOrderCount,
  onPlaceChecked,
  browseId,
  carouselRef,
}: PlanVoyageShipmentsProps) {
  return (
    <Card className="gap-3 p-4 @4xl:sticky @4xl:top-[5.5rem]">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">Shipments</h2>
        <a
          href={`#${browseId}`}
          className="font-medium text-sm underline underline-offset-4 hover:text-muted-foreground"
          onClick={(event) => {
            event.preventDefault();
            carouselRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        >
          Select shipment
        </a>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="show-selected-only"
          checked={showSelectedOnly}
          onCheckedChange={(checked) => onShowSelectedOnlyChange(checked === true)}
        />
        <Label htmlFor="show-selected-only" className="font-normal">
          Show Selected Only
        </Label>
      </div>
      <div className="grid max-h-[28rem] gap-2 overflow-y-auto @4xl:max-h-[calc(100svh-16rem)]">
        {shipments.isPending ? (
          <RowsSkeleton rows={3} className="h-20" />
        ) : shipments.isError ? (
          <LoadFailure message="Failed to fetch shipments" />
        ) : dropTargets.length === 0 ? (
          <EmptyState
            icon={Container}
            title="No shipments found"
            description={
              showSelectedOnly
                ? 'Select shipments in Browse Shipments below.'
                : 'Create a shipment to start planning.'
            }
            className="py-6"
          />
        ) : (
          dropTargets.map((shipment) => (
            <ShipmentDropTarget
              key={shipment.id}
              shipment={shipment}
              isActionRequired={actionIds.has(shipment.id)}
              isSelected={selectedIds.includes(shipment.id)}
              selectedOrderCount={checkedOrderCount}
              onPlaceSelected={() => onPlaceChecked(shipment.id)}
            />
          ))
        )}
      </div>
    </Card>
  );
}
