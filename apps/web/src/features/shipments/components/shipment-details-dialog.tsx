import { PAGE } from '@rigline/contract/constants';
import type { Shipment } from '@rigline/contract/shipments';
import { PackageOpen } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { InfoField } from '@/components/layout/info-field';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { useShipmentUnitsSlot } from '@/components/layout/shipment-units-slot';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TablePagination } from '@/components/ui/table-pagination';
import { formatDate } from '@/lib/format';
import { useOrderActions } from '../hooks/use-order-actions';
import { usePagedShipmentOrders } from '../hooks/use-paged-shipment-orders';
import { voyageNameOf } from '../lib/format';
import { DeleteShipmentButton } from './delete-shipment-button';
import { ShipmentOrdersTable } from './shipment-orders-table';

interface ShipmentDetailsDialogProps {
  shipment: Shipment | null;
  roleSlug: string;
  onClose: () => void;
}

/** §2.8 'Shipment Details': ID, voyage, vessel, created date and the paginated 'Orders Assigned'. */
export function ShipmentDetailsDialog({ shipment, roleSlug, onClose }: ShipmentDetailsDialogProps) {
  return (
    <Dialog
      open={shipment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Shipment Details</DialogTitle>
          <DialogDescription>The shipment and the orders assigned to it.</DialogDescription>
        </DialogHeader>
        {shipment ? (
          <ShipmentDetails key={shipment.id} shipment={shipment} roleSlug={roleSlug} onDeleted={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ShipmentDetails({
  shipment,
  roleSlug,
  onDeleted,
}: {
  shipment: Shipment;
  roleSlug: string;
  onDeleted: () => void;
}) {
  const orders = usePagedShipmentOrders(shipment.id);
  const actions = useOrderActions('coordinator');
  const { query } = orders;
  const unitsSlot = useShipmentUnitsSlot();
  return (
    <div className="grid min-w-0 gap-4">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <InfoField label="ID">{`#${shipment.id}`}</InfoField>
        <InfoField label="Voyage">{voyageNameOf(shipment.voyage, shipment.voyage_id)}</InfoField>
        <InfoField label="Vessel">{shipment.voyage.vessel?.name ?? '-'}</InfoField>
        <InfoField label="Created">{formatDate(shipment.created_at)}</InfoField>
      </dl>
      <div className="flex justify-end empty:hidden">
        <DeleteShipmentButton shipment={shipment} roleSlug={roleSlug} onDeleted={onDeleted} />
      </div>
      <section className="grid min-w-0 gap-2" aria-labelledby="orders-assigned-title">
        <h3 id="orders-assigned-title" className="font-medium text-sm">
          Orders Assigned
        </h3>
        {query.isPending ? (
          <RowsSkeleton rows={3} />
        ) : query.isError ? (
          <LoadFailure message="Could not load orders." />
        ) : query.data.meta.total === 0 ? (
          <EmptyState icon={PackageOpen} title="No orders found in this shipment" className="py-6" />
        ) : (
          <>
            <ShipmentOrdersTable
              orders={query.data.data}
              actor="coordinator"
              roleSlug={roleSlug}
              actions={actions}
            />
            <TablePagination
              page={orders.page}
              pageSize={orders.pageSize}
              total={query.data.meta.total}
              pageSizeOptions={PAGE.shipmentDetailsPageSizeOptions}
              onPageChange={orders.setPage}
              onPageSizeChange={orders.setPageSize}
            />
          </>
        )}
      </section>
      {unitsSlot ? unitsSlot(shipment) : null}
    </div>
  );
}
