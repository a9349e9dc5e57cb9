import { z } from 'zod';
import { namedRefSchema } from './api.ts';

/** The load plan's answer (GET /api/voyage/load-plan), as load-plan.ts computes it. */

export const deckSchema = z.object({
  vessel_id: z.number().int(),
  vessel_name: z.string(),
  deck_length_m: z.number().nullable(),
  deck_width_m: z.number().nullable(),
  max_deck_load_t: z.number().nullable(),
  usable_deck_factor: z.number(),
  /** length × width × usable factor; null while the deck size is unknown. */
  usable_area_m2: z.number().nullable(),
  is_deck_size_known: z.boolean(),
});
export type Deck = z.infer<typeof deckSchema>;

export const dgLineSchema = z.object({
  order_id: z.number().int(),
  item_name: z.string(),
  un_number: z.string().nullable(),
  imdg_class: z.string(),
  packing_group: z.string().nullable(),
});
export type DgLine = z.infer<typeof dgLineSchema>;

/** An order line whose weight or deck area is unknown (issue 22), named in the load plan. */
export const unknownMeasureLineSchema = z.object({
  order_id: z.number().int(),
  item_name: z.string(),
  mat_code: z.string(),
});
export type UnknownMeasureLine = z.infer<typeof unknownMeasureLineSchema>;

export const heavyLiftSchema = z.object({
  order_id: z.number().int(),
  item_name: z.string(),
  unit_weight_t: z.number(),
  quantity: z.number().int(),
});
export type HeavyLift = z.infer<typeof heavyLiftSchema>;

/**
 * A cargo carrying unit packed on one of the voyage's shipments (issue 25): on deck by its own footprint (it does
 * not stack) and its gross, its orders' footprints no longer counted.
 */
export const loadUnitSchema = z.object({
  ccu_id: z.number().int(),
  code: z.string(),
  type: z.string(),
  shipment_id: z.number().int(),
  journey_id: z.number().int(),
  order_ids: z.array(z.number().int()),
  length_m: z.number(),
  width_m: z.number(),
  height_m: z.number(),
  footprint_m2: z.number(),
  tare_t: z.number(),
  contents_t: z.number(),
  gross_t: z.number(),
  max_gross_t: z.number(),
});
export type LoadUnit = z.infer<typeof loadUnitSchema>;

export const loadLevelSchema = z.enum(['ok', 'warning', 'over']);

export const legSchema = z.object({
  journey_id: z.number().int(),
  sequence: z.number().int(),
  rig: namedRefSchema.nullable(),
  order_count: z.number().int(),
  /** Cargo carrying units aboard on this leg. */
  unit_count: z.number().int(),
  area_m2: z.number(),
  weight_t: z.number(),
  /** Null while the deck size (area) or the deck load (weight) is unknown. */
  area_pct: z.number().nullable(),
  weight_pct: z.number().nullable(),
  area_level: loadLevelSchema,
  weight_level: loadLevelSchema,
  dg_lines: z.array(dgLineSchema),
  dg_classes: z.array(z.string()),
  heavy_lifts: z.array(heavyLiftSchema),
  /** Lines left out of weight_t / area_m2 because the item's weight / length or breadth is unknown. */
  unknown_weight_lines: z.array(unknownMeasureLineSchema),
  unknown_area_lines: z.array(unknownMeasureLineSchema),
  warnings: z.array(z.string()),
});
export type Leg = z.infer<typeof legSchema>;

export const loadPlanSchema = z.object({
  voyage_id: z.number().int(),
  deck: deckSchema,
  heavy_lift_t: z.number(),
  legs: z.array(legSchema),
  units: z.array(loadUnitSchema),
  totals: z.object({
    order_count: z.number().int(),
    area_m2: z.number(),
    weight_t: z.number(),
    dg_line_count: z.number().int(),
    heavy_lift_count: z.number().int(),
    /** Lines left out of weight_t / area_m2 (issue 22). */
    unknown_weight_count: z.number().int(),
    unknown_area_count: z.number().int(),
  }),
  warnings: z.array(z.string()),
});
export type LoadPlan = z.infer<typeof loadPlanSchema>;
