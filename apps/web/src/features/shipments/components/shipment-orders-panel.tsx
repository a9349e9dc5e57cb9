import { formatRequestId } from '@rigline/contract/ids';
import type { Shipment } from '@rigline/contract/shipments';
import { PackageOpen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { InfoField } from '@/components/layout/info-field';
import { LoadFailure, PendingRows, RowsSkeleton } from '@/components/layout/load-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TablePagination } from '@/components/ui/table-pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate, formatJourneyLabel } from '@/lib/format';
import { usePendingOrderIds } from '@/lib/offline/offline-actions';
import { useShipment } from '../api/get-shipment';
import { useOrderActions } from '../hooks/use-order-actions';
import { usePagedShipmentOrders } from '../hooks/use-paged-shipment-orders';
import { batchStepOf, isBatchable } from '../lib/batch-actions';
import { isLoadedAwaitingSailing, shipmentStatusLabel, voyageNameOf } from '../lib/format';
import type { ShipmentActor } from '../lib/order-actions';
import { isPaginationShown, type OrderPaging } from '../lib/shipment-view-rules';
import { DeleteShipmentButton } from './delete-shipment-button';
import { ShipmentBatchBar } from './shipment-batch-bar';
import { type OrderSelection, ShipmentOrdersTable } from './shipment-orders-table';
import { ActionRequiredBadge, LoadedBadge, ShipmentStatusBadge } from './status-badges';

interface ShipmentOrdersPanelProps {
  shipmentId: number;
  actor: ShipmentActor;
  roleSlug: string;
  /** The phase whose orders fill the action tab. */
  actionPhase: number;
  actionTabLabel: string;
  paging: OrderPaging;
  /** Called once the shipment is deleted (the coordinator's Delete Shipment), so the view lets go of it. */
  onDeleted?: () => void;
}

type OrdersTab = 'action' | 'all';

/**
 * The right side of a shipment view: the selected shipment and its orders in two tabs, the action tab
 * only while it has orders (§2.6). Keyed by the shipment, so a new selection starts from its first page.
 */
export function ShipmentOrdersPanel({
  shipmentId,
  actor,
  roleSlug,
  actionPhase,
  actionTabLabel,
  paging,
  onDeleted,
}: ShipmentOrdersPanelProps) {
  const shipment = useShipment(shipmentId);
  const actionOrders = usePagedShipmentOrders(shipmentId, actionPhase);
  const allOrders = usePagedShipmentOrders(shipmentId);
  const actions = useOrderActions(actor);
  const pendingIds = usePendingOrderIds();
  const [chosenTab, setChosenTab] = useState<OrdersTab | null>(null);
  const batchStep = batchStepOf(actor, roleSlug, actionPhase);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());

  const actionTotal = actionOrders.query.data?.meta.total ?? 0;
  const hasActionTab = actionTotal > 0;
  const tab: OrdersTab = chosenTab === 'all' || !hasActionTab ? 'all' : 'action';

  return (
    <Card className="gap-4 py-4 md:py-5">
      <CardHeader className="px-4 md:px-5">
        {shipment.isError ? (
          <LoadFailure message="Could not load shipment details." />
        ) : (
          <ShipmentSummary
            shipmentId={shipmentId}
            shipment={shipment.data}
            hasActionOrders={hasActionTab}
            deleteAction={
              actor === 'coordinator' && shipment.data && onDeleted ? (
                <DeleteShipmentButton shipment={shipment.data} roleSlug={roleSlug} onDeleted={onDeleted} />
              ) : null
            }
          />
        )}
      </CardHeader>
      <CardContent className="px-4 md:px-5">
        {actionOrders.query.isPending ? (
          <PendingRows rows={5} isWaitingForLink={actionOrders.query.fetchStatus === 'paused'} />
        ) : (
          <Tabs value={tab} onValueChange={(value) => setChosenTab(value as OrdersTab)}>
            <TabsList>
              {hasActionTab ? <TabsTrigger value="action">{actionTabLabel}</TabsTrigger> : null}
              <TabsTrigger value="all">All Orders</TabsTrigger>
            </TabsList>
            {hasActionTab ? (
              <TabsContent value="action" className="grid gap-3">
                {batchStep && shipment.data ? (
                  <ShipmentBatchBar
                    shipmentId={shipmentId}
                    requestId={shipment.data.request_id}
                    phase={actionPhase}
                    step={batchStep}
                    pageOrders={(actionOrders.query.data?.data ?? []).filter((order) =>
                      isBatchable(order, actionPhase),
                    )}
                    total={actionTotal}
                    selected={selected}
                    onSelectedChange={setSelected}
                  />
                ) : null}
                <OrdersTabBody
                  orders={actionOrders}
                  actor={actor}
                  roleSlug={roleSlug}
                  actions={actions}
                  paging={paging}
                  selection={
                    batchStep
                      ? {
                          isSelectable: (order) =>
                            isBatchable(order, actionPhase) && !pendingIds.has(order.id),
                          isSelected: (orderId) => selected.has(orderId),
                          toggle: (orderId, isSelected) =>
                            setSelected((current) => {
                              const next = new Set(current);
                              if (isSelected) next.add(orderId);
                              else next.delete(orderId);
                              return next;
                            }),
                        }
                      : undefined
                  }
                />
              </TabsContent>
            ) : null}
            <TabsContent value="all">
              <OrdersTabBody
                orders={allOrders}
                actor={actor}
                roleSlug={roleSlug}
                actions={actions}
                paging={paging}
              />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}

function ShipmentSummary({
  shipmentId,
  shipment,
  hasActionOrders,
  deleteAction,
}: {
  shipmentId: number;
  shipment: Shipment | undefined;
  hasActionOrders: boolean;
  deleteAction: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <CardTitle className="text-lg">Shipment #{shipmentId}</CardTitle>
        {shipment && shipmentStatusLabel(shipment) !== 'Loaded' ? (
          <ShipmentStatusBadge shipment={shipment} />
        ) : null}
        {hasActionOrders ? <ActionRequiredBadge /> : null}
        {shipment && isLoadedAwaitingSailing(shipment) ? <LoadedBadge /> : null}
        <div className="ml-auto">{deleteAction}</div>
      </div>
      {shipment ? (
        <dl className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-x-6 gap-y-2 text-sm">
          <InfoField label="Request">{formatRequestId(shipment.request_id)}</InfoField>
          <InfoField label="Rig">{shipment.request.rig.name}</InfoField>
          <InfoField label="Voyage">{voyageNameOf(shipment.voyage, shipment.voyage_id)}</InfoField>
          <InfoField label="Vessel">{shipment.voyage.vessel?.name ?? '-'}</InfoField>
          <InfoField label="Journey">
            {formatJourneyLabel(shipment.journey.sequence, shipment.request.rig.name)}
          </InfoField>
          <InfoField label="Created">{formatDate(shipment.created_at)}</InfoField>
        </dl>
      ) : (
        <RowsSkeleton rows={1} />
      )}
    </div>
  );
}

function OrdersTabBody({
  orders,
  actor,
  roleSlug,
  actions,
  paging,
  selection,
}: {
  orders: ReturnType<typeof usePagedShipmentOrders>;
  actor: ShipmentActor;
  roleSlug: string;
  actions: ReturnType<typeof useOrderActions>;
  paging: OrderPaging;
  selection?: OrderSelection | undefined;
}) {
  const { query } = orders;
  if (query.isPending) return <RowsSkeleton rows={5} />;
  if (query.isError) return <LoadFailure message="Could not load orders." />;
  const { data, meta } = query.data;
  if (meta.total === 0) {
    return <EmptyState icon={PackageOpen} title="No orders found in this shipment" className="py-8" />;
  }
  return (
    <div className="grid gap-3">
      <ShipmentOrdersTable
        orders={data}
        actor={actor}
        roleSlug={roleSlug}
        actions={actions}
        selection={selection}
      />
      {isPaginationShown(paging, meta.total) ? (
        <TablePagination
          page={orders.page}
          pageSize={orders.pageSize}
          total={meta.total}
          pageSizeOptions={paging.pageSizeOptions}
          onPageChange={orders.setPage}
          onPageSizeChange={orders.setPageSize}
        />
      ) : null}
    </div>
  );
}
