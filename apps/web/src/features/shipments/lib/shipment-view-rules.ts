import { PAGE } from '@rigline/contract/constants';
import { PHASE } from '@rigline/contract/phases';
import { SUPPLIER_MODE_PHASE, type SupplierMode } from './supplier-mode';

/**
 * The four shipment views share one layout (§2.5, §2.6, §2.7, §2.9); these are the rules that differ.
 * - coordinator-voyage: /base-coordinator/voyage/:voyageId/shipment-view
 * - coordinator-request: /base-coordinator/requests/:requestId/shipment-view
 * - rig-logistics-voyage: /rig-logistics/voyage/:voyageId/shipment-view (the offloading view)
 * - supplier-request: /supplier/requests/:requestId/shipment-view
 */
export type ShipmentViewKind =
  | 'coordinator-voyage'
  | 'coordinator-request'
  | 'rig-logistics-voyage'
  | 'supplier-request';

export type ShipmentFilter = 'action' | 'all' | 'loaded';

export interface ShipmentFilterOption {
  value: ShipmentFilter;
  label: string;
  /** Shown as a badge beside the label (the supplier's filter, §2.9). */
  badgeCount?: number;
}

/** The order phase whose orders make a shipment "action required" in this view. */
export function actionPhaseOf(kind: ShipmentViewKind, supplierMode: SupplierMode | null): number {
  switch (kind) {
    case 'coordinator-voyage':
    case 'coordinator-request':
      return PHASE.PLANNING;
    case 'rig-logistics-voyage':
      return PHASE.OFFLOAD_REQUIRED;
    case 'supplier-request':
      return SUPPLIER_MODE_PHASE[supplierMode ?? 'loading'];
  }
}

/** The sidebar's shipment filter, word for word (§2.5, §2.6, §2.7, §2.9). */
export function shipmentFilterOptions(
  kind: ShipmentViewKind,
  state: { actionCount: number; supplierMode: SupplierMode | null },
): ShipmentFilterOption[] {
  const all: ShipmentFilterOption = { value: 'all', label: 'All Shipments' };
  const loaded: ShipmentFilterOption = { value: 'loaded', label: 'Loaded' };
  switch (kind) {
    case 'coordinator-voyage':
    case 'coordinator-request':
      return [{ value: 'action', label: `Action Required (${state.actionCount})` }, all, loaded];
    case 'rig-logistics-voyage':
      // Offload Required is offered only while some shipment needs offloading (§2.5).
      return state.actionCount > 0
        ? [{ value: 'action', label: `Offload Required (${state.actionCount})` }, all, loaded]
        : [all, loaded];
    case 'supplier-request':
      if (!state.supplierMode) return [all];
      return [
        {
          value: 'action',
          label: state.supplierMode === 'offloading' ? 'Offloading Required' : 'Loading Required',
          badgeCount: state.actionCount,
        },
        all,
      ];
  }
}

/** A filter that is no longer offered (the last shipment to offload was handled) falls back to All Shipments. */
export function effectiveFilter(
  filter: ShipmentFilter,
  options: readonly ShipmentFilterOption[],
): ShipmentFilter {
  return options.some((option) => option.value === filter) ? filter : 'all';
}

export interface InitialShipmentViewState {
  filter: ShipmentFilter;
  shipmentId: number | null;
}

/**
 * Where a view opens, once the shipments needing action are known (in list order):
 * - the offloading view selects the first shipment needing offload under Offload Required; with none it
 *   opens on All Shipments with nothing selected (§2.5);
 * - the other views open on their action filter when something needs action, else on All Shipments,
 *   and wait for the user to pick a shipment ('Select a Shipment').
 */
export function initialShipmentViewState(
  kind: ShipmentViewKind,
  actionShipments: readonly { id: number }[],
): InitialShipmentViewState {
  const first = actionShipments[0];
  if (!first) return { filter: 'all', shipmentId: null };
  if (kind === 'rig-logistics-voyage') return { filter: 'action', shipmentId: first.id };
  return { filter: 'action', shipmentId: null };
}

/** The orders tab that lists the orders needing action: 'Offload Required' in the offloading view. */
export function actionTabLabel(kind: ShipmentViewKind): string {
  return kind === 'rig-logistics-voyage' ? 'Offload Required' : 'Action Required';
}

export interface OrderPaging {
  pageSizeOptions: readonly number[];
  /** Pagination shows only when the total is above this (the offload view: above 10, §2.5). */
  showPaginationAbove: number;
}

/** Orders: 10 a page everywhere; the offload view offers 10, 20, 50, the others 5, 10, 20, 50 (§9). */
export function orderPagingOf(kind: ShipmentViewKind): OrderPaging {
  return kind === 'rig-logistics-voyage'
    ? { pageSizeOptions: PAGE.offloadPageSizeOptions, showPaginationAbove: PAGE.orderPageSize }
    : { pageSizeOptions: PAGE.orderPageSizeOptions, showPaginationAbove: 0 };
}

export function isPaginationShown(paging: OrderPaging, total: number): boolean {
  return total > paging.showPaginationAbove;
}
