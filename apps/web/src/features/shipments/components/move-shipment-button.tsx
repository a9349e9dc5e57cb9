import type { Shipment } from '@rigline/contract/shipments';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { DisabledReason } from '@/components/layout/field-extras';
import { Button } from '@/components/ui/button';
import { moveShipmentDisabledReason } from '../lib/shipment-move';
import { MoveShipmentDialog } from './move-shipment-dialog';

/**
 * The base coordinator's "Move to next sailing" on a shipment card (issue 23): disabled, saying why, once the
 * shipment is loaded; nothing at all once its voyage has sailed (the card says so already).
 */
export function MoveShipmentButton({ shipment }: { shipment: Shipment }) {
  const [isOpen, setIsOpen] = useState(false);
  const whyId = useId();
  if (shipment.voyage.status !== 'PLANNING') return null;
  const reason = moveShipmentDisabledReason(shipment);
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={reason !== null}
        aria-describedby={reason ? whyId : undefined}
        onClick={() => setIsOpen(true)}
      >
        <CalendarClock aria-hidden="true" />
        Move to next sailing
      </Button>
      <DisabledReason id={whyId} reason={reason} className="text-xs" />
      <MoveShipmentDialog shipment={shipment} open={isOpen} onOpenChange={setIsOpen} />
    </div>
  );
}
