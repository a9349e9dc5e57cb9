import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { DRAG, PAGE, PLAN_VOYAGE_DESCRIPTION_MAX } from '@rigline/contract/constants';
import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import { type OrderStatus, PHASE } from '@rigline/contract/phases';
import type { Shipment } from '@rigline/contract/shipments';
import { ArrowLeft, Container, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { useShipmentRequest } from '../api/get-request';
import { useActionableShipments } from '../api/list-actionable-shipments';
import { useOrdersRequiringAction } from '../api/list-orders-requiring-action';
import { useShipmentsPage } from '../api/list-shipments';
import { type LateDrop, usePlanVoyageSteps } from '../hooks/use-plan-voyage-steps';
import { SELECTION_CAP_MESSAGE, toggleShipmentSelection } from '../lib/carousel-selection';
import { truncateText } from '../lib/format';
import { collisionDetection, keyboardCoordinates, planVoyageAnnouncements } from '../lib/plan-voyage-drag';
import { CreateShipmentDialog } from './create-shipment-dialog';
import { LateBookingDialog } from './late-booking-dialog';
import { type OverloadRefusal, OverloadRefusalDialog } from './overload-refusal-dialog';
import { type DraggedOrder, OrderCardBody } from './plan-voyage-order-card';
import { PlanVoyageOrders } from './plan-voyage-orders';
import { PlanVoyageShipments } from './plan-voyage-shipments';
import { RejectOrderDialog } from './reject-order-dialog';
import { ShipmentCarousel } from './shipment-carousel';
import { ShipmentDetailsDialog } from './shipment-details-dialog';
import type { ShipmentDropData } from './shipment-drop-target';
import { SplitOrderDialog } from './split-order-dialog';

interface PlanVoyageProps {
  requestId: number;
  roleSlug: string;
  backTo: string;
}

const BROWSE_SHIPMENTS_ID = 'browse-shipments';

/**
 * §2.8 plan-voyage: the request's orders still needing a shipment, dragged onto the request's shipments;
 * shipments created on a voyage that calls at the request's rig; a carousel to browse them.
 */
export function PlanVoyage({ requestId, roleSlug, backTo }: PlanVoyageProps) {
  const request = useShipmentRequest(requestId);
  const orders = useOrdersRequiringAction(requestId);
  const shipments = useShipmentsPage({ request_id: requestId, page: 1, limit: PAGE.maxLimit });
  const actionable = useActionableShipments(requestId, PHASE.PLANNING);
  const [overload, setOverload] = useState<OverloadRefusal | null>(null);
  const [lateDrop, setLateDrop] = useState<LateDrop | null>(null);
  const [splitting, setSplitting] = useState<Order | null>(null);
  const steps = usePlanVoyageSteps(requestId, {
    shipmentOf: (shipmentId) => shipments.data?.data.find((shipment) => shipment.id === shipmentId),
    onOverload: setOverload,
    onLateBooking: setLateDrop,
  });
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

  function placeChecked(shipmentId: number) {
    steps.placeOrders(checkedOrders, shipmentId, () => setCheckedOrderIds(new Set()));
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
    steps.placeOne(order, target.shipmentId);
  }

  function changeStatus(order: Order, status: OrderStatus) {
    if (status === 'REJECTED') {
      setRejecting(order);
      return;
    }
    steps.changeStatus(order, status);
  }

  function confirmRejection(order: Order, reason: string) {
    setRejecting(null);
    steps.rejectOrder(order, reason);
  }

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
        accessibility={{ announcements: planVoyageAnnouncements }}
      >
        <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_20rem]">
          <PlanVoyageOrders
            orders={orders}
            orderList={orderList}
            roleSlug={roleSlug}
            checkedOrderIds={checkedOrderIds}
            checkedCount={checkedOrders.length}
            onCheckedChange={setCheckedOrderIds}
            onStatusChange={changeStatus}
            onSplit={setSplitting}
            disabled={steps.isBusy}
          />

          <PlanVoyageShipments
            shipments={shipments}
            dropTargets={dropTargets}
            actionIds={actionIds}
            selectedIds={selectedIds}
            showSelectedOnly={showSelectedOnly}
            onShowSelectedOnlyChange={setShowSelectedOnly}
            checkedOrderCount={checkedOrders.length}
            onPlaceChecked={placeChecked}
            browseId={BROWSE_SHIPMENTS_ID}
            carouselRef={carouselRef}
          />
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

      {steps.placingText ? (
        <div
          role="status"
          className="fixed inset-0 z-50 flex items-center justify-center bg-background/60 backdrop-blur-[1px]"
        >
          <div className="flex items-center gap-2 rounded-lg border bg-card px-4 py-3 shadow-lg">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            <span className="font-medium text-sm">{steps.placingText}</span>
          </div>
        </div>
      ) : null}

      <CreateShipmentDialog requestId={requestId} open={isCreateOpen} onOpenChange={setCreateOpen} />
      <ShipmentDetailsDialog shipment={expanded} roleSlug={roleSlug} onClose={() => setExpanded(null)} />
      <RejectOrderDialog order={rejecting} onCancel={() => setRejecting(null)} onConfirm={confirmRejection} />
      <SplitOrderDialog order={splitting} onClose={() => setSplitting(null)} />
      <LateBookingDialog
        refusal={
          lateDrop
            ? {
                title: `Put ${formatOrderId(lateDrop.order.id)} on Shipment #${lateDrop.shipmentId} after the cut-off?`,
                message: lateDrop.message,
              }
            : null
        }
        onCancel={() => setLateDrop(null)}
        onConfirm={(reason) => {
          if (lateDrop) steps.placeOne(lateDrop.order, lateDrop.shipmentId, reason);
          setLateDrop(null);
        }}
      />
      <OverloadRefusalDialog
        refusal={overload}
        onClose={() => setOverload(null)}
        onSplitAndSend={(refusal) => {
          setOverload(null);
          steps.splitAndSend(refusal);
        }}
      />
    </div>
  );
}
