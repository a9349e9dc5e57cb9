import type { Generated } from 'kysely';

/**
 * The tables of cargo carrying units (issue 25), typed here beside schema.ts, which lists them in its Database:
 * the register (migration 025) and the trips packed on shipments (migration 026).
 */

/** A cargo carrying unit (issue 25, migration 025). */
export interface CcuTable {
  id: Generated<number>;
  code: string;
  type: string;
  /** null: the operator's own unit. */
  owner_vendor_id: number | null;
  tare_kg: number;
  max_gross_kg: number;
  length_m: number;
  width_m: number;
  height_m: number;
  certificate_number: string;
  /** Calendar dates, YYYY-MM-DD. */
  certified_until: string;
  next_inspection_due: string;
  day_rate: number | null;
  created_at: string;
  version: Generated<number>;
}

/** A cargo carrying unit packed on a shipment (migration 026, issue 25): its measures as packed, and its return. */
export interface CcuTripTable {
  id: Generated<number>;
  ccu_id: number;
  shipment_id: number;
  tare_kg: number;
  max_gross_kg: number;
  length_m: number;
  width_m: number;
  height_m: number;
  packed_at: string;
  packed_by: number | null;
  returned_at: string | null;
  return_backload_id: number | null;
}

/** The orders packed in a trip's unit. */
export interface CcuTripOrderTable {
  trip_id: number;
  order_id: number;
}
