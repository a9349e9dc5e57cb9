import type { Shipment } from '@rigline/contract/shipments';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { shipmentStatusLabel } from '../lib/format';

export function ActionRequiredBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-orange-200 bg-orange-100 text-orange-800', className)}>
      Action Required
    </Badge>
  );
}

export function LoadedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-green-200 bg-green-100 text-green-800', className)}>
      Loaded
    </Badge>
  );
}

export function ShipmentStatusBadge({
  shipment,
}: {
  shipment: Pick<Shipment, 'current_phase' | 'is_loaded'>;
}) {
  return (
    <Badge variant="secondary" className="font-normal">
      {shipmentStatusLabel(shipment)}
    </Badge>
  );
}
