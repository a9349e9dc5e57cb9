import { z } from 'zod';
import { bodyIdSchema, defineCall, envelope, idSchema, namedRefSchema, timestampSchema } from './api.ts';
import { type CcuLocation, ccuLocationSchema, ccuTypeSchema } from './ccus.ts';
import { PHASE } from './phases.ts';

/**
 * Packing cargo carrying units (issue 25, docs/decisions/076): a unit is packed with orders of one shipment before
 * they are loaded; on the deck it then counts by its own footprint and its gross (tare plus contents).
 */

/** An order goes into or out of a unit before it is loaded: planned on its shipment, or assigned to the supplier. */
export const CCU_PACKABLE_PHASES: readonly number[] = [PHASE.PLANNING, PHASE.LOADING];

/** The most orders one call may pack or unpack. */
export const CCU_PACK_MAX_ORDERS = 200;

const packOrderIdsSchema = z
  .array(bodyIdSchema('order_ids must be ids of orders'), { error: 'order_ids must be a list of order ids' })
  .min(1, 'Choose at least one order')
  .max(CCU_PACK_MAX_ORDERS, `Choose at most ${CCU_PACK_MAX_ORDERS} orders at once`);

export const packCcuBodySchema = z.object({
  ccu_id: bodyIdSchema('ccu_id must be the id of a unit'),
  shipment_id: bodyIdSchema('shipment_id must be the id of a shipment'),
  order_ids: packOrderIdsSchema,
});
export type PackCcuBody = z.infer<typeof packCcuBodySchema>;

export const unpackCcuBodySchema = z.object({
  ccu_id: bodyIdSchema('ccu_id must be the id of a unit'),
  order_ids: packOrderIdsSchema,
});
export type UnpackCcuBody = z.infer<typeof unpackCcuBodySchema>;

/** One unit's trip: packed on a shipment, with what it holds and what it weighs, and where it went. */
export const ccuTripSchema = z.object({
  id: z.number().int(),
  ccu: z.object({ id: z.number().int(), code: z.string(), type: ccuTypeSchema }),
  shipment_id: z.number().int(),
  request_id: z.number().int(),
  voyage: namedRefSchema,
  rig: namedRefSchema,
  order_ids: z.array(z.number().int()),
  /** Measures as packed. */
  tare_kg: z.number(),
  max_gross_kg: z.number(),
  length_m: z.number(),
  width_m: z.number(),
  /** The contents' weight; orders of unknown weight cannot be packed, so this is the whole of it. */
  contents_kg: z.number(),
  gross_kg: z.number(),
  packed_at: timestampSchema,
  /** Left the base (the voyage started), reached the rig (the journey ended), back at base. */
  sailed_at: timestampSchema.nullable(),
  at_rig_since: timestampSchema.nullable(),
  returned_at: timestampSchema.nullable(),
  location: ccuLocationSchema,
  /** Days off the base on this trip (a day begun counts), and of them days at the rig; null before sailing. */
  days_out: z.number().int().nullable(),
  days_at_rig: z.number().int().nullable(),
  /** day_rate × days_out for a unit hired by the day. */
  hire: z.number().nullable(),
});
export type CcuTrip = z.infer<typeof ccuTripSchema>;

export const ccuTripResponseSchema = envelope(z.object({ trip: ccuTripSchema.nullable() }));
export type CcuTripResponse = z.infer<typeof ccuTripResponseSchema>;

/**
 * Base coordinator. Packs orders of the shipment in the unit: every order on that shipment and not loaded yet
 * (400 naming it), the voyage not started (409), the unit not on another trip nor holding other orders
 * elsewhere (409 naming where), its certificate and inspection good until the voyage's planned return (409 naming
 * the date), its max gross not exceeded and the voyage's deck not taken over its limits (400 with the figures).
 * Packing more orders in a unit already on the shipment adds them.
 */
export const packCcuCall = defineCall({
  method: 'POST',
  path: '/api/ccu/pack',
  body: packCcuBodySchema,
  response: ccuTripResponseSchema,
});

/** Base coordinator. Takes orders out of the unit before loading; a unit left empty is off the shipment (trip: null). */
export const unpackCcuCall = defineCall({
  method: 'POST',
  path: '/api/ccu/unpack',
  body: unpackCcuBodySchema,
  response: ccuTripResponseSchema,
});

export const ccuTripsResponseSchema = envelope(z.object({ trips: z.array(ccuTripSchema) }));

/** GET /api/ccu/trips/{id}: every trip of the unit, newest first, with its days and hire; 404 as the unit. */
export const ccuTripsCall = defineCall({
  method: 'GET',
  path: '/api/ccu/trips/:id',
  params: z.object({ id: idSchema }),
  response: ccuTripsResponseSchema,
});

/** GET /api/ccu/on-shipment/{shipmentId}: the units packed on a shipment now; 404 for a shipment the caller may not see. */
export const shipmentUnitsCall = defineCall({
  method: 'GET',
  path: '/api/ccu/on-shipment/:shipmentId',
  params: z.object({ shipmentId: idSchema }),
  response: ccuTripsResponseSchema,
});

/** Whole days from `from` to `to`, a day begun counting as a day (hire is charged by the day or part of it). */
export function daysBegun(from: string, to: string): number {
  const ms = Date.parse(to) - Date.parse(from);
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** day_rate × days, to the cent. */
export function hireFor(dayRate: number | null, days: number | null): number | null {
  if (dayRate === null || days === null) return null;
  return Math.round(dayRate * days * 100) / 100;
}

/** What a trip's location and days are read from: its voyage and journey, and where its orders stand. */
export interface CcuTripFacts {
  voyage: { id: number; name: string };
  rig: { id: number; name: string };
  /** The voyage's start; null while it has not sailed. */
  sailed_at: string | null;
  /** The journey's end: the vessel reached the rig. */
  at_rig_since: string | null;
  voyage_ended_at: string | null;
  returned_at: string | null;
  /** The phases of the orders packed in it. */
  contents_phases: readonly number[];
  /** Loaded on a backload at the rig and not yet received at base: on its way home on that voyage. */
  homeward?: { voyage: { id: number; name: string }; loaded_at: string } | null;
}

/**
 * A unit goes ashore with its orders: once one of them is offloading or delivered. Orders all kept on board
 * (or already back at base from that) keep the unit aboard, and it comes home with the voyage.
 */
function isKeptAboard(facts: CcuTripFacts): boolean {
  const ashore = facts.contents_phases.some(
    (phase) => phase === PHASE.OFFLOADING || phase === PHASE.DELIVERED,
  );
  const aboard = facts.contents_phases.every(
    (phase) => phase === PHASE.ON_BOARD_RETURNING || phase === PHASE.PLANNING,
  );
  return !ashore && aboard && facts.contents_phases.length > 0;
}

/** When the trip ended at base: received on a backload, or back aboard with the voyage; null while out. */
export function tripEndedAt(facts: CcuTripFacts): string | null {
  if (facts.returned_at !== null) return facts.returned_at;
  if (facts.at_rig_since !== null && isKeptAboard(facts)) return facts.voyage_ended_at;
  return null;
}

/** Where the unit of this trip is (issue 25), from the recorded times alone. */
export function tripLocation(facts: CcuTripFacts): CcuLocation {
  const where = { voyage: facts.voyage, rig: facts.rig };
  const ended = tripEndedAt(facts);
  if (ended !== null) return { kind: 'returned', ...where, since: ended };
  if (facts.sailed_at === null) return { kind: 'at_base', ...where, since: null };
  if (facts.at_rig_since === null || isKeptAboard(facts))
    return { kind: 'on_voyage', ...where, since: facts.sailed_at };
  if (facts.homeward) {
    return {
      kind: 'on_voyage',
      voyage: facts.homeward.voyage,
      rig: facts.rig,
      since: facts.homeward.loaded_at,
    };
  }
  return { kind: 'at_rig', ...where, since: facts.at_rig_since };
}

/** Days off the base and of them at the rig, up to its return or `now`; null before it sailed (or never reached the rig). */
export function tripDays(
  facts: CcuTripFacts,
  now: string,
): { days_out: number | null; days_at_rig: number | null } {
  const end = tripEndedAt(facts) ?? now;
  const ashore = facts.at_rig_since !== null && !isKeptAboard(facts);
  return {
    days_out: facts.sailed_at === null ? null : daysBegun(facts.sailed_at, end),
    // Off the rig once loaded on a backload for home.
    // Off the rig once loaded on a backload for home.
    days_at_rig:
      ashore && facts.at_rig_since !== null
        ? daysBegun(facts.at_rig_since, facts.homeward?.loaded_at ?? end)
        : null,
  };
}
