/**
 * What the shipment buttons of the request detail show (§2 "Supplier request detail" and "Base coordinator
 * request detail"), decided from counts alone so that the screens only draw the answer.
 */

/** The order phases whose shipments ask for someone's action (decisions.md §3). */
export const SHIPMENT_ACTION_PHASE = {
  /** The base coordinator assigns orders to shipments and suppliers. */
  planning: 2,
  /** The supplier loads. */
  loading: 3,
  /** The supplier offloads (the supplier's and coordinator's reading of phase 7, §4). */
  offloading: 7,
} as const;

/** A count still loading, or whose call failed, is unknown: undefined. */
type Count = number | undefined;

function known(count: Count): number {
  return count ?? 0;
}

/** The supplier's tooltip, in the document's words. */
export function supplierShipmentsTooltip(counts: { loading: number; offloading: number }): string {
  return `${counts.loading} shipment(s) need loading, ${counts.offloading} shipment(s) need offloading`;
}

export type SupplierShipmentsButtonState =
  | { kind: 'hidden' }
  | { kind: 'plain' }
  /** Orange, with the number of shipments that wait for the supplier. */
  | { kind: 'highlighted'; count: number };

/**
 * The supplier's View Shipments: hidden until the request has shipments, orange with a badge while any of
 * them needs loading (phase 3) or offloading (phase 7). A shipment waiting for the supplier is itself proof
 * that shipments exist, so the button shows even if the shipment count could not be read.
 */
export function supplierShipmentsButtonState(counts: {
  shipments: Count;
  loading: Count;
  offloading: Count;
}): SupplierShipmentsButtonState {
  const waiting = known(counts.loading) + known(counts.offloading);
  if (waiting > 0) return { kind: 'highlighted', count: waiting };
  if (known(counts.shipments) > 0) return { kind: 'plain' };
  return { kind: 'hidden' };
}

/** Assign Voyage's badge: the phase-2 orders on no shipment yet; null hides the button. */
export function assignVoyageCount(ordersAwaitingShipment: Count): number | null {
  const count = known(ordersAwaitingShipment);
  return count > 0 ? count : null;
}

export type CoordinatorShipmentsButtonState =
  | { kind: 'hidden' }
  /** shipments: the request's shipment count, null when it could not be read; actions: phase-2 shipments. */
  | { kind: 'shown'; shipments: number | null; actions: number };

/** The coordinator's View Shipments: shown once the request has shipments, with its count and actions. */
export function coordinatorShipmentsButtonState(counts: {
  shipments: Count;
  actions: Count;
}): CoordinatorShipmentsButtonState {
  const actions = known(counts.actions);
  const shipments = counts.shipments ?? null;
  if ((shipments ?? 0) === 0 && actions === 0) return { kind: 'hidden' };
  // A shipment with actions exists even when the count says otherwise (read a moment earlier).
  return { kind: 'shown', shipments: shipments === null ? null : Math.max(shipments, actions), actions };
}

/** The coordinator's action badge, in the document's words. */
export function actionBadgeText(actions: number): string {
  return `${actions} action(s)`;
}
