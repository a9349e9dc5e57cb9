import type { Shipment } from '@rigline/contract/shipments';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatStatusLabel, shipmentStatusLabel } from '../lib/format';

const ORDER_STATUS_CLASSES: Record<string, string> = {
  ACCEPTED: 'border-green-200 bg-green-100 text-green-800',
  REJECTED: 'border-red-200 bg-red-100 text-red-800',
  REQUEST_LOADING: 'border-blue-200 bg-blue-100 text-blue-800',
  ASSIGNED_TO_SUPPLIER: 'border-indigo-200 bg-indigo-100 text-indigo-800',
  LOADED: 'border-teal-200 bg-teal-100 text-teal-800',
  IN_TRANSIT: 'border-sky-200 bg-sky-100 text-sky-800',
  OFFLOAD_REQUIRED: 'border-orange-200 bg-orange-100 text-orange-800',
  OFFLOADING: 'border-amber-200 bg-amber-100 text-amber-800',
  DELIVERED: 'border-gray-200 bg-gray-100 text-gray-700',
};

export function orderStatusClasses(status: string): string {
  return ORDER_STATUS_CLASSES[status] ?? 'border-gray-200 bg-gray-100 text-gray-700';
}

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(orderStatusClasses(status), className)}>
      {formatStatusLabel(status)}
    </Badge>
  );
}

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
