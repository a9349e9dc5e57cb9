import { PHASE } from '@rigline/contract/phases';
import type { Shipment } from '@rigline/contract/shipments';
import { ClipboardList, Route, Ship } from 'lucide-react';
import { formatJourneyLabel } from '@/lib/format';
import { cn } from '@/lib/utils';
import { isLoadedAwaitingSailing, shipmentRequestLine, voyageNameOf } from '../lib/format';
import type { ShipmentViewKind } from '../lib/shipment-view-rules';
import { ActionRequiredBadge, LoadedBadge, ShipmentStatusBadge } from './status-badges';

interface ShipmentCardProps {
  shipment: Shipment;
  kind: ShipmentViewKind;
  isActionRequired: boolean;
  isSelected: boolean;
  onSelect: (shipmentId: number) => void;
}

/**
 * A sidebar card (§2.6, §2.7, §2.9): 'Shipment #{id}' with its badges, then per view:
 * voyage views a request line (rig name or REQ-xxx) and a journey line; the coordinator's request view the
 * voyage name and journey id; the supplier's the voyage, journey id and Loaded / Not Loaded.
 */
export function ShipmentCard({ shipment, kind, isActionRequired, isSelected, onSelect }: ShipmentCardProps) {
  const isVoyageView = kind === 'coordinator-voyage' || kind === 'rig-logistics-voyage';
  const isSupplier = kind === 'supplier-request';
  // After sailing the card says where the cargo is, not that it was loaded (issue 22).
  const hasSailed = shipment.current_phase !== null && shipment.current_phase > PHASE.LOADED;
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={() => onSelect(shipment.id)}
      className={cn(
        'grid w-full gap-2 rounded-lg border bg-card p-3 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        isSelected && 'border-primary bg-accent ring-1 ring-primary',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-1.5">
        <span className="font-semibold">Shipment #{shipment.id}</span>
        <span className="flex flex-wrap gap-1">
          {isActionRequired ? <ActionRequiredBadge /> : null}
          {!isSupplier && isLoadedAwaitingSailing(shipment) ? <LoadedBadge /> : null}
          {!isSupplier && hasSailed ? <ShipmentStatusBadge shipment={shipment} /> : null}
        </span>
      </div>
      {isVoyageView ? (
        <>
          <CardLine icon={ClipboardList} text={shipmentRequestLine(shipment)} />
          <CardLine
            icon={Route}
            text={formatJourneyLabel(shipment.journey.sequence, shipment.request.rig.name)}
          />
        </>
      ) : (
        <>
          <CardLine icon={Ship} text={voyageNameOf(shipment.voyage, shipment.voyage_id)} />
          <CardLine
            icon={Route}
            text={formatJourneyLabel(shipment.journey.sequence, shipment.request.rig.name)}
          />
        </>
      )}
      {isSupplier && hasSailed ? <ShipmentStatusBadge shipment={shipment} /> : null}
      {isSupplier && !hasSailed ? (
        <span
          className={cn(
            'w-fit rounded-md px-2 py-0.5 font-medium text-xs',
            shipment.is_loaded ? 'bg-green-100 text-green-800' : 'bg-muted text-muted-foreground',
          )}
        >
          {shipment.is_loaded ? 'Loaded' : 'Not Loaded'}
        </span>
      ) : null}
    </button>
  );
}

function CardLine({ icon: Icon, text }: { icon: typeof Ship; text: string }) {
  return (
    <span className="flex min-w-0 items-center gap-1.5 text-muted-foreground">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{text}</span>
    </span>
  );
}
