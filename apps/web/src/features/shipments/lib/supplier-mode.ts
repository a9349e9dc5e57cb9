import { PHASE } from '@rigline/contract/phases';

/** What the supplier's shipment view asks for first (§2.9). */
export type SupplierMode = 'loading' | 'offloading';

/** The order phase each supplier mode acts on (decisions.md §3). */
export const SUPPLIER_MODE_PHASE = {
  loading: PHASE.LOADING,
  offloading: PHASE.OFFLOADING,
} as const satisfies Record<SupplierMode, number>;

/**
 * §2.9: 'offloading' when any shipment of the request has orders being offloaded, else 'loading' when any
 * has orders to load, else none (the view then offers All Shipments only).
 */
export function supplierModeFor(counts: { offloading: number; loading: number }): SupplierMode | null {
  if (counts.offloading > 0) return 'offloading';
  if (counts.loading > 0) return 'loading';
  return null;
}
