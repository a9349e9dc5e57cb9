import type { Shipment } from '@rigline/contract/shipments';
import { ChevronLeft, ChevronRight, Maximize2 } from 'lucide-react';
import { type Ref, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';
import { voyageNameOf } from '../lib/format';
import { ActionRequiredBadge, ShipmentStatusBadge } from './status-badges';

interface ShipmentCarouselProps {
  shipments: readonly Shipment[];
  selectedIds: readonly number[];
  actionIds: ReadonlySet<number>;
  onToggle: (shipmentId: number) => void;
  onExpand: (shipment: Shipment) => void;
  /** The section, for the 'Select shipment' link to scroll to. */
  ref?: Ref<HTMLElement>;
  id?: string;
}

/** §2.8 'Browse Shipments': a sideways row of the request's shipments; pick up to 4, expand one for details. */
export function ShipmentCarousel({
  shipments,
  selectedIds,
  actionIds,
  onToggle,
  onExpand,
  ref,
  id,
}: ShipmentCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  function scrollByCards(direction: 1 | -1) {
    const track = trackRef.current;
    if (track)
      track.scrollBy({ left: direction * Math.max(240, track.clientWidth * 0.8), behavior: 'smooth' });
  }
  return (
    <section ref={ref} id={id} aria-labelledby="browse-shipments-title" className="grid scroll-mt-20 gap-3">
      <div className="flex items-center justify-between gap-2">
        <div>
          <h2 id="browse-shipments-title" className="font-semibold text-base">
            Browse Shipments
          </h2>
          <p className="text-muted-foreground text-sm">
            {selectedIds.length} of {shipments.length} selected · up to 4
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label="Scroll shipments left"
            onClick={() => scrollByCards(-1)}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label="Scroll shipments right"
            onClick={() => scrollByCards(1)}
          >
            <ChevronRight />
          </Button>
        </div>
      </div>
      <ul ref={trackRef} className="flex snap-x gap-3 overflow-x-auto pb-2">
        {shipments.map((shipment) => {
          const isSelected = selectedIds.includes(shipment.id);
          const checkboxId = `carousel-shipment-${shipment.id}`;
          return (
            <li
              key={shipment.id}
              className={cn(
                'grid w-60 shrink-0 snap-start gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs',
                isSelected && 'border-primary ring-1 ring-primary',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <label htmlFor={checkboxId} className="flex cursor-pointer items-center gap-2 font-semibold">
                  <Checkbox
                    id={checkboxId}
                    checked={isSelected}
                    onCheckedChange={() => onToggle(shipment.id)}
                  />
                  Shipment #{shipment.id}
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Expand shipment #${shipment.id}`}
                  onClick={() => onExpand(shipment)}
                >
                  <Maximize2 className="size-3.5" />
                </Button>
              </div>
              <div className="flex flex-wrap gap-1">
                <ShipmentStatusBadge shipment={shipment} />
                {actionIds.has(shipment.id) ? <ActionRequiredBadge /> : null}
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
                <dt className="text-muted-foreground">Voyage</dt>
                <dd className="truncate font-medium">{voyageNameOf(shipment.voyage, shipment.voyage_id)}</dd>
                <dt className="text-muted-foreground">Vessel</dt>
                <dd className="truncate font-medium">{shipment.voyage.vessel?.name ?? '-'}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
