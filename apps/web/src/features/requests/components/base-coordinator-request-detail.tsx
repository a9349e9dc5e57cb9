import { PAGE } from '@rigline/contract/constants';
import { ClipboardList } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { TablePagination } from '@/components/ui/table-pagination';
import { useRequestDetails } from '../api/get-request';
import { useAllOrdersOfRequest } from '../api/list-orders';
import { pageOf } from '../lib/pagination';
import { matchesOrderSearch } from '../lib/search';
import { DetailSkeleton, LoadFailure, TableSkeleton } from './load-states';
import { OrdersTable } from './orders-table';
import { OrderDetailsCard, RequestInformationCard } from './request-info-cards';
import { OrderStatusBadge } from './status-badge';

/**
 * The base coordinator's request detail (§2): request information, the total items and the orders, searched
 * by order id or item id (and status, §5) across the whole request.
 */
export function BaseCoordinatorRequestDetail({ requestId }: { requestId: number }) {
  const request = useRequestDetails(requestId);
  const orders = useAllOrdersOfRequest(requestId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE.orderPageSize);

  if (request.isPending) return <DetailSkeleton />;
  if (request.isError) return <LoadFailure message="Failed to load request details" />;

  const listed = (orders.data ?? []).filter((order) => matchesOrderSearch(order, search));
  const shown = pageOf(listed, page, pageSize);

  let ordersBody: ReactNode;
  if (orders.isPending) ordersBody = <TableSkeleton />;
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
        renderStatus={(order) => <OrderStatusBadge status={order.status} />}
      />
    );

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid min-w-0 gap-4 lg:grid-cols-[2fr_1fr] lg:items-start">
        <RequestInformationCard request={request.data} />
        <OrderDetailsCard label="Total items" count={request.data.total_items} />
      </div>
      <Card className="min-w-0 gap-4">
        <CardHeader className="gap-3 sm:grid-cols-[1fr_auto] sm:items-center">
          <CardTitle>Orders</CardTitle>
          <SearchInput
            aria-label="Search orders"
            placeholder="Search by order ID or item ID..."
            onSearchChange={(text) => {
              setSearch(text);
              setPage(1);
            }}
            className="sm:w-72"
          />
        </CardHeader>
        <CardContent className="grid min-w-0 gap-4">
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
        </CardContent>
      </Card>
    </div>
  );
}
