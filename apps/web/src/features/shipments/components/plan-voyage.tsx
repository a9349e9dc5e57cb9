import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { DRAG, PAGE, PLAN_VOYAGE_DESCRIPTION_MAX } from '@rigline/contract/constants';
import type { Order } from '@rigline/contract/orders';
import { type OrderStatus, PHASE } from '@rigline/contract/phases';
import type { Shipment } from '@rigline/contract/shipments';
import { ArrowLeft, ClipboardCheck, Container, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { conflictMessageOf, serverMessageOf } from '@/lib/fetch-errors';
import { toastBatchOutcome } from '@/lib/order-batch';
import { useShipmentRequest } from '../api/get-request';
import { useActionableShipments } from '../api/list-actionable-shipments';
import { useOrdersRequiringAction } from '../api/list-orders-requiring-action';
import { useShipmentsPage } from '../api/list-shipments';
import { usePlaceOrdersOnShipment } from '../api/place-orders-on-shipment';
import { useRejectOrder } from '../api/reject-order';
import { useAssignOrderToShipment } from '../api/update-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { SELECTION_CAP_MESSAGE, toggleShipmentSelection } from '../lib/carousel-selection';
import { truncateText } from '../lib/format';
import { CreateShipmentDialog } from './create-shipment-dialog';
import { type DraggedOrder, OrderCardBody, PlanVoyageOrderCard } from './plan-voyage-order-card';
import { RejectOrderDialog } from './reject-order-dialog';
import { ShipmentCarousel } from './shipment-carousel';
import { ShipmentDetailsDialog } from './shipment-details-dialog';
import { type ShipmentDropData, ShipmentDropTarget } from './shipment-drop-target';

interface PlanVoyageProps {
  requestId: number;
  roleSlug: string;
  backTo: string;
}

const BROWSE_SHIPMENTS_ID = 'browse-shipments';

/** Keyboard drags move 25 px a key press (§9). */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = DRAG.keyboardStepPx;
  switch (event.code) {
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + step };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - step };
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + step };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - step };
    default:
      return undefined;
  }
};

/** Under the pointer when there is one; by overlap for keyboard drags. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

/**
 * §2.8 plan-voyage: the request's orders still needing a shipment, dragged onto the request's shipments;
 * shipments created on a voyage that calls at the request's rig; a carousel to browse them.
 */
export function PlanVoyage({ requestId, roleSlug, backTo }: PlanVoyageProps) {
  const request = useShipmentRequest(requestId);
  const orders = useOrdersRequiringAction(requestId);
  const shipments = useShipmentsPage({ request_id: requestId, page: 1, limit: PAGE.maxLimit });
  const actionable = useActionableShipments(requestId, PHASE.PLANNING);
  const assign = useAssignOrderToShipment();
  const updateStatus = useUpdateOrderStatus();
  const reject = useRejectOrder();
  const placeMany = usePlaceOrdersOnShipment(requestId);
  const [checkedOrderIds, setCheckedOrderIds] = useState<ReadonlySet<number>>(() => new Set());

  const [isCreateOpen, setCreateOpen] = useState(false);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [showSelectedOnly, setShowSelectedOnly] = useState(false);
  const [expanded, setExpanded] = useState<Shipment | null>(null);
  const [rejecting, setRejecting] = useState<Order | null>(null);
  const [dragged, setDragged] = useState<Order | null>(null);
  const carouselRef = useRef<HTMLElement>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG.activationDistancePx } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const shipmentList = shipments.data?.data ?? [];
  const actionIds = new Set((actionable.data ?? []).map((shipment) => shipment.id));
  const dropTargets = showSelectedOnly
    ? shipmentList.filter((shipment) => selectedIds.includes(shipment.id))
    : shipmentList;
  const orderList = orders.data ?? [];
  // Only what is still listed counts: an order placed or rejected meanwhile drops out of the selection.
  const checkedOrders = orderList.filter((order) => checkedOrderIds.has(order.id));

  function checkOrder(orderId: number, isChecked: boolean) {
    setCheckedOrderIds((current) => {
      const next = new Set(current);
      if (isChecked) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  }

  function placeChecked(shipmentId: number) {
    placeMany.mutate(
      { orders: checkedOrders, shipmentId },
      {
        onSuccess: (outcome) => {
          toastBatchOutcome(outcome, `put on Shipment #${shipmentId}`);
          setCheckedOrderIds(new Set());
        },
        onError: (error) =>
          toast.error('Assign Failed', {
            description: serverMessageOf(error) ?? 'Orders not assigned. Please try again.',
          }),
      },
    );
  }

  function toggleSelection(shipmentId: number) {
    const result = toggleShipmentSelection(selectedIds, shipmentId);
    if (result.outcome === 'refused') toast.warning(SELECTION_CAP_MESSAGE);
    setSelectedIds(result.selected);
  }

  function onDragStart(event: DragStartEvent) {
    setDragged((event.active.data.current as DraggedOrder | undefined)?.order ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragged(null);
    const order = (event.active.data.current as DraggedOrder | undefined)?.order;
    const target = event.over?.data.current as ShipmentDropData | undefined;
    if (!order || !target) return;
    // A checked order dragged with others checked carries them all: one drop, one request.
    if (checkedOrderIds.has(order.id) && checkedOrders.length > 1) {
      placeChecked(target.shipmentId);
      return;
    }
    assign.mutate(
      { order, shipmentId: target.shipmentId },
      {
        onSuccess: (data) =>
          toast.success('Order Assigned', { description: data.message || 'Order assigned to shipment.' }),
        onError: (error) =>
          toast.error('Assign Failed', {
            description: serverMessageOf(error) ?? 'Order not assigned. Please try again.',
          }),
      },
    );
  }

  function changeStatus(order: Order, status: OrderStatus) {
    if (status === 'REJECTED') {
      setRejecting(order);
      return;
    }
    updateStatus.mutate(
      { order, status },
      {
        onSuccess: () =>
          toast.success('Status Updated', { description: 'Order status has been updated successfully.' }),
        onError: (error) =>
          toast.error('Update Failed', {
            description: conflictMessageOf(error) ?? 'Failed to update order status. Please try again.',
          }),
      },
    );
  }

  function confirmRejection(order: Order, reason: string) {
    setRejecting(null);
    reject.mutate(
      { order, reason },
      {
        onSuccess: () =>
          toast.success('Order Rejected', { description: 'Order has been rejected successfully.' }),
        onError: (error) =>
          toast.error('Rejection Failed', {
            description: conflictMessageOf(error) ?? 'Could not reject order, try again.',
          }),
      },
    );
  }

  const isBusy = assign.isPending || updateStatus.isPending || reject.isPending || placeMany.isPending;

  return (
    // Side by side once the page itself (not the window) has the room.
    <div className="@container grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
            <Link to={backTo}>
              <ArrowLeft aria-hidden="true" />
              Back to Request
            </Link>
          </Button>
          {request.isError ? (
            <LoadFailure message="Failed to fetch request details" />
          ) : (
            <p className="text-muted-foreground text-sm">
              <span title={request.data?.description}>
                {request.data ? truncateText(request.data.description, PLAN_VOYAGE_DESCRIPTION_MAX) : '...'}
              </span>
              <span className="mx-2" aria-hidden="true">
                •
              </span>
              <span className="whitespace-nowrap">
                Total items:{' '}
                <span className="font-medium text-foreground">{request.data?.total_items ?? '-'}</span>
              </span>
            </p>
          )}
        </div>
        <Button onClick={() => setCreateOpen(true)}>+ Create Shipment</Button>
      </div>

      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_20rem]">
          <Card className="gap-4 py-5">
            <CardHeader className="px-4 md:px-5">
              <CardTitle>Orders Requiring Action ({orderList.length} remaining)</CardTitle>
              <p className="text-muted-foreground text-sm">
                Drag an order onto one of the shipments to put it on that shipment.
              </p>
              {orderList.length > 0 ? (
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Checkbox
                    id="check-all-orders"
                    className="size-5"
                    checked={
                      checkedOrders.length === orderList.length
                        ? true
                        : checkedOrders.length > 0
                          ? 'indeterminate'
                          : false
                    }
                    onCheckedChange={(value) =>
                      setCheckedOrderIds(
                        value === true ? new Set(orderList.map((order) => order.id)) : new Set(),
                      )
                    }
                  />
                  <Label htmlFor="check-all-orders" className="font-normal">
                    {checkedOrders.length > 0
                      ? `${checkedOrders.length} selected: drag one of them, or use Put selected here on a shipment`
                      : 'Select orders to put several on a shipment at once'}
                  </Label>
                </div>
              ) : null}
            </CardHeader>
            <CardContent className="px-4 md:px-5">
              {orders.isPending ? (
                <RowsSkeleton rows={4} className="h-20" />
              ) : orders.isError ? (
                <LoadFailure message="Failed to fetch action required orders" />
              ) : orderList.length === 0 ? (
                <EmptyState
                  icon={ClipboardCheck}
                  title="No orders require action"
                  description="Every accepted order of this request is on a shipment."
                  className="py-8"
                />
              ) : (
                <ul className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3">
                  {orderList.map((order) => (
                    <li key={order.id}>
                      <PlanVoyageOrderCard
                        order={order}
                        roleSlug={roleSlug}
                        onStatusChange={changeStatus}
                        disabled={isBusy}
                        selection={{
                          isSelected: checkedOrderIds.has(order.id),
                          onChange: (isChecked) => checkOrder(order.id, isChecked),
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <Card className="gap-3 p-4 @4xl:sticky @4xl:top-[5.5rem]">
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-semibold">Shipments</h2>
              <a
                href={`#${BROWSE_SHIPMENTS_ID}`}
                className="font-medium text-sm underline underline-offset-4 hover:text-muted-foreground"
                onClick={(event) => {
                  event.preventDefault();
                  carouselRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
              >
                Select shipment
              </a>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id="show-selected-only"
                checked={showSelectedOnly}
                onCheckedChange={(checked) => setShowSelectedOnly(checked === true)}
              />
              <Label htmlFor="show-selected-only" className="font-normal">
                Show Selected Only
              </Label>
            </div>
            <div className="grid max-h-[28rem] gap-2 overflow-y-auto @4xl:max-h-[calc(100svh-16rem)]">
              {shipments.isPending ? (
                <RowsSkeleton rows={3} className="h-20" />
              ) : shipments.isError ? (
                <LoadFailure message="Failed to fetch shipments" />
              ) : dropTargets.length === 0 ? (
                <EmptyState
                  icon={Container}
                  title="No shipments found"
                  description={
                    showSelectedOnly
                      ? 'Select shipments in Browse Shipments below.'
                      : 'Create a shipment to start planning.'
                  }
                  className="py-6"
                />
              ) : (
                dropTargets.map((shipment) => (
                  <ShipmentDropTarget
                    key={shipment.id}
                    shipment={shipment}
                    isActionRequired={actionIds.has(shipment.id)}
                    isSelected={selectedIds.includes(shipment.id)}
                    selectedOrderCount={checkedOrders.length}
                    onPlaceSelected={() => placeChecked(shipment.id)}
                  />
                ))
              )}
            </div>
          </Card>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged && checkedOrderIds.has(dragged.id) && checkedOrders.length > 1 ? (
            <div className="w-72 rotate-1 cursor-grabbing rounded-lg border border-primary bg-card p-3 font-medium text-sm shadow-lg">
              {checkedOrders.length} orders
            </div>
          ) : dragged ? (
            <OrderCardBody
              order={dragged}
              roleSlug={roleSlug}
              onStatusChange={() => undefined}
              className="w-72 rotate-1 cursor-grabbing shadow-lg"
            />
          ) : null}
        </DragOverlay>
      </DndContext>

      {shipmentList.length > 0 ? (
        <ShipmentCarousel
          ref={carouselRef}
          id={BROWSE_SHIPMENTS_ID}
          shipments={shipmentList}
          selectedIds={selectedIds}
          actionIds={actionIds}
          onToggle={toggleSelection}
          onExpand={setExpanded}
        />
      ) : (
        <section ref={carouselRef} id={BROWSE_SHIPMENTS_ID} className="grid scroll-mt-20 gap-2">
          <h2 className="font-semibold text-base">Browse Shipments</h2>
          <EmptyState
            icon={Container}
            title="No shipments found"
            description="Create a shipment to start planning."
          />
        </section>
      )}

      {assign.isPending || placeMany.isPending ? (
        <div
          role="status"
          className="fixed inset-0 z-50 flex items-center justify-center bg-background/60 backdrop-blur-[1px]"
        >
          <div className="flex items-center gap-2 rounded-lg border bg-card px-4 py-3 shadow-lg">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            <span className="font-medium text-sm">
              {placeMany.isPending
                ? `Assigning ${placeMany.variables.orders.length} orders...`
                : 'Assigning order...'}
            </span>
          </div>
        </div>
      ) : null}

      <CreateShipmentDialog requestId={requestId} open={isCreateOpen} onOpenChange={setCreateOpen} />
      <ShipmentDetailsDialog shipment={expanded} roleSlug={roleSlug} onClose={() => setExpanded(null)} />
      <RejectOrderDialog order={rejecting} onCancel={() => setRejecting(null)} onConfirm={confirmRejection} />
    </div>
  );
}
