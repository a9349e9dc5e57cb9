import type { Shipment } from '@rigline/contract/shipments';
import { listShipmentsCall } from '@rigline/contract/shipments';
import { ArrowLeft, Container, LoaderCircle, MousePointerClick } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { type ShipmentListFilter, useInfiniteShipments } from '../api/list-shipments';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import type { ShipmentActor } from '../lib/order-actions';
import {
  actionTabLabel,
  effectiveFilter,
  initialShipmentViewState,
  orderPagingOf,
  type ShipmentFilter,
  type ShipmentViewKind,
  shipmentFilterOptions,
} from '../lib/shipment-view-rules';
import type { SupplierMode } from '../lib/supplier-mode';
import { ShipmentCard } from './shipment-card';
import { ShipmentOrdersPanel } from './shipment-orders-panel';

/** The shipments that need action in this view, as far as they are known. */
export interface ActionShipments {
  list: readonly Pick<Shipment, 'id'>[];
  count: number;
  isLoading: boolean;
}

interface ShipmentViewLayoutProps {
  kind: ShipmentViewKind;
  roleSlug: string;
  back: { to: string; label: string };
  /** The scope of every list: the voyage or the request, and the journey when one is chosen. */
  scopeFilter: ShipmentListFilter;
  actionPhase: number;
  actionShipments: ActionShipments;
  supplierMode: SupplierMode | null;
  /** The journey filter, where the view has one (§2.6). */
  journeyFilter?: ReactNode;
  /** A line above the cards (the offloading view's journey and loaded count, §2.5). */
  headerLine?: ReactNode;
}

const ACTOR_BY_KIND: Record<ShipmentViewKind, ShipmentActor> = {
  'coordinator-voyage': 'coordinator',
  'coordinator-request': 'coordinator',
  'rig-logistics-voyage': 'rig-logistics',
  'supplier-request': 'supplier',
};

/**
 * The layout the four shipment views share (§2.5–§2.7, §2.9): on the left a back button, the filters and
 * the shipment cards with infinite scroll; on the right the selected shipment's orders.
 */
export function ShipmentViewLayout({
  kind,
  roleSlug,
  back,
  scopeFilter,
  actionPhase,
  actionShipments,
  supplierMode,
  journeyFilter,
  headerLine,
}: ShipmentViewLayoutProps) {
  const [chosenFilter, setChosenFilter] = useState<ShipmentFilter | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Where the view opens is decided once, when the shipments needing action are first known.
  const { isLoading: isActionLoading, list: actionList } = actionShipments;
  useEffect(() => {
    if (chosenFilter !== null || isActionLoading) return;
    const initial = initialShipmentViewState(kind, actionList);
    setChosenFilter(initial.filter);
    if (initial.shipmentId !== null) setSelectedId(initial.shipmentId);
  }, [chosenFilter, isActionLoading, actionList, kind]);

  const options = shipmentFilterOptions(kind, { actionCount: actionShipments.count, supplierMode });
  const filter = chosenFilter === null ? null : effectiveFilter(chosenFilter, options);
  const listFilter: ShipmentListFilter = {
    ...scopeFilter,
    ...(filter === 'action' ? { action_phase: actionPhase } : {}),
    // The query sends booleans as text.
    ...(filter === 'loaded' ? { is_loaded: 'true' } : {}),
  };
  const shipments = useInfiniteShipments(listFilter, { enabled: filter !== null });
  const rows = shipments.data?.pages.flatMap((page) => page.data) ?? [];
  const actionIds = new Set(actionShipments.list.map((shipment) => shipment.id));
  const scroll = useLoadMoreOnScroll<HTMLElement>({
    hasNextPage: shipments.hasNextPage,
    isFetchingNextPage: shipments.isFetchingNextPage,
    fetchNextPage: shipments.fetchNextPage,
    itemCount: rows.length,
  });

  function selectShipment(shipmentId: number) {
    setSelectedId(shipmentId);
    // In the one-column layout the orders sit below the list: bring them into view.
    requestAnimationFrame(() => {
      const panel = panelRef.current;
      if (panel && panel.getBoundingClientRect().top > window.innerHeight / 2) {
        panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
    });
  }

  return (
    // Side by side once the page itself (not the window: the app's sidebar takes its share) has the room for the
    // list and the orders' seven columns (issue 12 walk: at 1280 px the sticky actions hid Status and Created).
    <div className="@container">
      <div className="grid items-start gap-4 @7xl:grid-cols-[20rem_minmax(0,1fr)]">
        <Card className="gap-3 p-3 @7xl:sticky @7xl:top-[5.5rem] @7xl:max-h-[calc(100svh-7rem)]">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button asChild variant="ghost" size="sm" className="w-fit">
              <Link to={back.to}>
                <ArrowLeft aria-hidden="true" />
                {back.label}
              </Link>
            </Button>
            <ExportMenu call={listShipmentsCall} query={listFilter} />
          </div>
          {headerLine}
          <div className="grid gap-2">
            <Select
              value={filter ?? ''}
              onValueChange={(value) => setChosenFilter(value as ShipmentFilter)}
              disabled={filter === null}
            >
              <SelectTrigger className="w-full" aria-label="Shipment filter">
                <SelectValue placeholder="All Shipments" />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                    {option.badgeCount === undefined ? null : (
                      <Badge variant="secondary" className="ml-1 rounded-full px-1.5">
                        {option.badgeCount}
                      </Badge>
                    )}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {journeyFilter}
          </div>
          <section
            ref={scroll.ref}
            onScroll={scroll.onScroll}
            className="-mx-1 grid max-h-[22rem] min-h-0 content-start gap-2 overflow-y-auto px-1 pb-1 @7xl:max-h-none @7xl:flex-1"
            aria-label="Shipments"
          >
            {filter === null || shipments.isPending ? (
              <RowsSkeleton rows={4} className="h-24" />
            ) : shipments.isError ? (
              <LoadFailure message="Failed to fetch shipments" />
            ) : rows.length === 0 ? (
              <EmptyState icon={Container} title="No shipments found" className="py-8" />
            ) : (
              rows.map((shipment) => (
                <ShipmentCard
                  key={shipment.id}
                  shipment={shipment}
                  kind={kind}
                  isActionRequired={actionIds.has(shipment.id)}
                  isSelected={shipment.id === selectedId}
                  onSelect={selectShipment}
                />
              ))
            )}
            {shipments.isFetchingNextPage ? (
              <div
                className="flex justify-center py-2 text-muted-foreground"
                role="status"
                aria-label="Loading more"
              >
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              </div>
            ) : null}
          </section>
        </Card>
        <div ref={panelRef} className="min-w-0 scroll-mt-20">
          {selectedId === null ? (
            <EmptyState
              icon={MousePointerClick}
              title="Select a Shipment"
              description="Choose a shipment from the list to see its orders."
              className="bg-card"
            />
          ) : (
            <ShipmentOrdersPanel
              key={selectedId}
              shipmentId={selectedId}
              actor={ACTOR_BY_KIND[kind]}
              roleSlug={roleSlug}
              actionPhase={actionPhase}
              actionTabLabel={actionTabLabel(kind)}
              paging={orderPagingOf(kind)}
              onDeleted={() => setSelectedId(null)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
