import { PAGE } from '@rigline/contract/constants';
import { formatOrderId, formatRequestId } from '@rigline/contract/ids';
import { PHASE } from '@rigline/contract/phases';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { useOrderRowExtra } from '@/components/layout/order-row-slot';
import { OrderStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TablePagination } from '@/components/ui/table-pagination';
import { cn } from '@/lib/utils';
import { useOrdersInPhase } from '../api/list-orders-in-phase';

export type SupplierWorkStep = 'load' | 'offload';

/** What each list holds: the orders the supplier dashboard's card of the same name counts. */
const STEPS: Record<SupplierWorkStep, { title: string; phase: number; description: string; empty: string }> =
  {
    load: {
      title: 'Orders to Load',
      phase: PHASE.LOADING,
      description:
        'Assigned to you for loading at the base. Mark each one loaded here, or open its request’s shipments.',
      empty: 'No orders are waiting for you to load.',
    },
    offload: {
      title: 'Orders to Offload',
      phase: PHASE.OFFLOADING,
      description:
        'At the rig, waiting for you to offload. Mark each one offloaded here, or open its request’s shipments.',
      empty: 'No orders are waiting for you to offload.',
    },
  };

/**
 * The supplier's work across every request (issue 22.15): the orders to load or to offload, each with its
 * request, a way to the request's shipments, and the step itself (Mark Loaded, Mark Offloaded), which the
 * screen puts into each row through the order-row slot. The count is the list's own total, the figure the
 * dashboard card shows.
 */
export function SupplierWorkOrders({
  step,
  stepPath,
  shipmentViewPath,
}: {
  step: SupplierWorkStep;
  stepPath: (step: SupplierWorkStep) => string;
  shipmentViewPath: (requestId: number) => string;
}) {
  const { title, phase, description, empty } = STEPS[step];
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE.orderPageSize);
  const orders = useOrdersInPhase({ phase, page, limit: pageSize });
  const total = orders.data?.meta.total;
  const rowStep = useOrderRowExtra();

  return (
    <Card className="min-w-0">
      <CardHeader className="gap-3">
        <nav aria-label="Your orders" className="flex flex-wrap gap-2">
          {(Object.keys(STEPS) as SupplierWorkStep[]).map((candidate) => (
            <Button
              key={candidate}
              asChild
              size="sm"
              variant={candidate === step ? 'default' : 'outline'}
              onClick={() => setPage(1)}
            >
              <Link to={stepPath(candidate)} aria-current={candidate === step ? 'page' : undefined}>
                {STEPS[candidate].title}
              </Link>
            </Button>
          ))}
        </nav>
        <div className="grid gap-1.5">
          <CardTitle>
            {title}
            {total === undefined ? null : <span className="text-muted-foreground"> ({total})</span>}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        {orders.isPending ? <RowsSkeleton /> : null}
        {orders.isError && !orders.data ? <LoadFailure message="Could not load your orders." /> : null}
        {orders.data && orders.data.data.length === 0 ? (
          <EmptyState icon={PackageCheck} title={empty} />
        ) : null}
        {orders.data && orders.data.data.length > 0 ? (
          <ul className="grid min-w-0 divide-y rounded-lg border" aria-label={title}>
            {orders.data.data.map((order) => (
              <li
                key={order.id}
                data-row-key={order.id}
                className={cn(
                  'grid min-w-0 gap-2 p-3 text-sm md:grid-cols-[6rem_6rem_minmax(0,1fr)_auto_auto_auto] md:items-center',
                )}
              >
                <span className="font-medium">{formatOrderId(order.id)}</span>
                <span className="text-muted-foreground">{formatRequestId(order.request_id)}</span>
                <span className="grid min-w-0">
                  <span className="break-words font-medium">{order.item.name}</span>
                  <span className="text-muted-foreground text-xs">
                    {order.item.mat_code} · {order.quantity} {order.item.item_measurement_unit}
                  </span>
                </span>
                <OrderStatusBadge status={order.status} className="w-fit" />
                <Button asChild size="sm" variant="outline" className="w-fit">
                  <Link
                    to={shipmentViewPath(order.request_id)}
                    aria-label={`Open shipments of ${formatRequestId(order.request_id)} (${formatOrderId(order.id)})`}
                  >
                    Open shipments
                  </Link>
                </Button>
                {rowStep?.(order)}
              </li>
            ))}
          </ul>
        ) : null}
        {orders.data ? (
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={orders.data.meta.total}
            pageSizeOptions={PAGE.orderPageSizeOptions}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
