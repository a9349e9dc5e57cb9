import { PAGE } from '@rigline/contract/constants';
import type { Order } from '@rigline/contract/orders';
import { listOrdersCall } from '@rigline/contract/orders';
import type { OrderStatus } from '@rigline/contract/phases';
import { ClipboardList, FileType, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { TablePagination } from '@/components/ui/table-pagination';
import { conflictMessageOf } from '@/lib/fetch-errors';
import { SAVED_OFFLINE } from '@/lib/offline/queueable-actions';
import { useRequestDetails } from '../api/get-request';
import { useOrdersPage } from '../api/list-orders';
import { useRigList } from '../api/list-rigs';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useSupplierShipmentCounts } from '../hooks/use-shipment-button-counts';
import { canAddOrders, canAssignToRigLogistics } from '../lib/permissions';
import { matchesOrderSearch } from '../lib/search';
import { AddOrderDialog } from './add-order-dialog';
import { DetailSkeleton } from './detail-skeleton';
import { DraftLineActions } from './draft-line-actions';
import { MoveRequestButton } from './move-request-button';
import { OrderStatusControl } from './order-status-control';
import { OrdersCard } from './orders-card';
import { OrdersTable } from './orders-table';
import { PasteOrdersDialog } from './paste-orders-dialog';
import { RequestHeaderCard } from './request-header-card';
import { RequiredByEditor } from './required-by-editor';
import { SupplierShipmentsButton } from './shipment-buttons';
import { StatCard } from './stat-card';

interface SupplierRequestDetailProps {
  requestId: number;
  roleSlug: string;
  /** The route table's shipment view of a request: the feature does not know the app's paths. */
  shipmentViewPath: (requestId: number) => string;
}

/**
 * The supplier's request detail (§2): header, cards, Add Order, View Shipments, Assign to Rig Logistics and
 * the orders.
 */
export function SupplierRequestDetail({ requestId, roleSlug, shipmentViewPath }: SupplierRequestDetailProps) {
  const request = useRequestDetails(requestId);
  const shipmentCounts = useSupplierShipmentCounts(requestId);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE.orderPageSize);
  const [search, setSearch] = useState('');
  const orders = useOrdersPage({ requestId, page, limit: pageSize });
  const updateStatus = useUpdateOrderStatus(requestId);
  const rigs = useRigList();

  if (request.isPending) return <DetailSkeleton />;
  if (request.isError) return <LoadFailure message="Failed to load request details" />;

  const details = request.data;
  const phase = details.current_phase;
  const totalOrders = orders.data?.meta.total ?? details.total_items;
  const rows = (orders.data?.data ?? []).filter((order) => matchesOrderSearch(order, search));

  async function changeStatus(order: Order, status: OrderStatus) {
    try {
      const state = await updateStatus.mutateAsync({ order, status });
      if (state === null) toast.success('Saved offline', { description: SAVED_OFFLINE });
      else toast.success('Status Updated', { description: 'Order status has been updated successfully.' });
    } catch (error) {
      toast.error('Update Failed', {
        description: conflictMessageOf(error) ?? 'Failed to update order status. Please try again.',
      });
    }
  }

  const actions = (
    <>
      {canAddOrders(roleSlug, phase) ? <AddOrderDialog requestId={requestId} /> : null}
      {canAddOrders(roleSlug, phase) ? <PasteOrdersDialog requestId={requestId} /> : null}
      <SupplierShipmentsButton to={shipmentViewPath(requestId)} counts={shipmentCounts} />
      {canAssignToRigLogistics(roleSlug, phase, totalOrders) ? (
        <MoveRequestButton
          requestId={requestId}
          version={details.version}
          icon={Send}
          label="Assign to Rig Logistics"
          confirmText="Once this request is assigned to rig logistics, you can no longer change the request or its orders."
          success={{ title: 'Request Assigned' }}
          failure={{
            title: 'Error',
            description: 'Failed to assign request to rig logistics. Please try again.',
          }}
        />
      ) : null}
    </>
  );

  let ordersBody: ReactNode;
  if (orders.isPending) ordersBody = <RowsSkeleton />;
  else if (orders.isError && !orders.data) ordersBody = <LoadFailure message="Could not load orders." />;
  else if (rows.length === 0)
    ordersBody = (
      <EmptyState
        icon={ClipboardList}
        title={
          search ? 'No orders found matching your search on this page.' : 'No orders found on this page.'
        }
      />
    );
  else
    ordersBody = (
      <OrdersTable
        variant="supplier"
        orders={rows}
        renderStatus={(order) => (
          <div className="grid justify-items-start gap-1">
            <OrderStatusControl
              order={order}
              roleSlug={roleSlug}
              disabled={updateStatus.isPending}
              onChange={(status) => void changeStatus(order, status)}
            />
            {order.status === 'REJECTED' && order.reject_reason ? (
              <span className="max-w-64 whitespace-normal text-muted-foreground text-xs">
                Reason: {order.reject_reason}
              </span>
            ) : null}
          </div>
        )}
        renderActions={
          canAddOrders(roleSlug, phase) ? (order) => <DraftLineActions order={order} /> : undefined
        }
      />
    );

  return (
    <div className="grid min-w-0 gap-4">
      <RequestHeaderCard
        request={details}
        rigCode={rigs.data?.find((rig) => rig.id === details.rig_id)?.code}
        actions={actions}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard icon={ClipboardList} label="Total Orders" value={totalOrders} />
        <StatCard
          icon={FileType}
          label="Request Type"
          value={details.request_type || details.type || 'Not specified'}
        />
      </div>
      {canAddOrders(roleSlug, phase) ? (
        <RequiredByEditor
          key={details.id}
          requestId={details.id}
          requiredBy={details.required_by}
          version={details.version}
          rigId={details.rig_id}
          rigName={details.rig?.name ?? null}
        />
      ) : null}
      <OrdersCard
        searchPlaceholder="Search orders on current page..."
        onSearchChange={setSearch}
        actions={<ExportMenu call={listOrdersCall} query={{ request_id: requestId }} />}
      >
        {ordersBody}
        <TablePagination
          page={page}
          pageSize={pageSize}
          total={orders.data?.meta.total ?? 0}
          pageSizeOptions={PAGE.supplierOrderPageSizeOptions}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </OrdersCard>
    </div>
  );
}
