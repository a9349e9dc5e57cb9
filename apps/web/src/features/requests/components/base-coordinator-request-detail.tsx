import { PAGE } from '@rigline/contract/constants';
import { listOrdersCall } from '@rigline/contract/orders';
import { ClipboardList } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { OrderStatusWithReceipt } from '@/components/status-badge';
import { TablePagination } from '@/components/ui/table-pagination';
import { useRequestDetails } from '../api/get-request';
import { useAllOrdersOfRequest } from '../api/list-orders';
import { useCoordinatorShipmentCounts } from '../hooks/use-shipment-button-counts';
import { pageOf } from '../lib/pagination';
import { matchesOrderSearch } from '../lib/search';
import { DetailSkeleton } from './detail-skeleton';
import { OrdersCard } from './orders-card';
import { OrdersTable } from './orders-table';
import { OrderDetailsCard, RequestInformationCard } from './request-info-cards';
import { AssignVoyageButton, CoordinatorShipmentsButton } from './shipment-buttons';

interface BaseCoordinatorRequestDetailProps {
  requestId: number;
  /** Routes from the app's route table: the feature does not know them. */
  planVoyagePath: (requestId: number) => string;
  shipmentViewPath: (requestId: number) => string;
}

/**
 * The base coordinator's request detail (§2): request information with Assign Voyage and View Shipments,
 * the total items and the orders, searched by order id or item id (and status, §5) across the whole request.
 */
export function BaseCoordinatorRequestDetail({
  requestId,
  planVoyagePath,
  shipmentViewPath,
}: BaseCoordinatorRequestDetailProps) {
  const request = useRequestDetails(requestId);
  const orders = useAllOrdersOfRequest(requestId);
  // Called before the request has loaded, so the badges do not wait for it.
  const shipmentCounts = useCoordinatorShipmentCounts(requestId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE.orderPageSize);

  if (request.isPending) return <DetailSkeleton />;
  if (request.isError) return <LoadFailure message="Failed to load request details" />;

  const listed = (orders.data ?? []).filter((order) => matchesOrderSearch(order, search));
  const shown = pageOf(listed, page, pageSize);

  let ordersBody: ReactNode;
  if (orders.isPending) ordersBody = <RowsSkeleton />;
  else if (orders.isError) ordersBody = <LoadFailure message="Could not load orders." />;
  else if (shown.length === 0)
    ordersBody = (
      <EmptyState
        icon={ClipboardList}
        title={search ? 'No orders found matching your search.' : 'No orders found.'}
      />
    );
  else
    ordersBody = (
      <OrdersTable
        variant="coordinator"
        orders={shown}
        renderStatus={(order) => <OrderStatusWithReceipt order={order} />}
      />
    );

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid min-w-0 gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        <RequestInformationCard
          request={request.data}
          actions={
            <>
              <AssignVoyageButton
                to={planVoyagePath(requestId)}
                ordersAwaitingShipment={shipmentCounts.awaitingShipment}
              />
              <CoordinatorShipmentsButton
                to={shipmentViewPath(requestId)}
                shipments={shipmentCounts.shipments}
                actions={shipmentCounts.actions}
              />
            </>
          }
        />
        <OrderDetailsCard label="Total items" count={request.data.total_items} />
      </div>
      <OrdersCard
        actions={<ExportMenu call={listOrdersCall} query={{ request_id: requestId }} />}
        searchPlaceholder="Search by order ID or item ID..."
        onSearchChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
      >
        {ordersBody}
        <TablePagination
          page={page}
          pageSize={pageSize}
          total={listed.length}
          pageSizeOptions={PAGE.orderPageSizeOptions}
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
