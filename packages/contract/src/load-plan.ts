import { z } from 'zod';
import { defineCall, envelope, idSchema } from './api.ts';
import { ITEM_MEASURE_LIMITS } from './constants.ts';
import {
  type ImdgClass,
  isImdgClass,
  SEGREGATION_TERMS,
  SEGREGATION_WARN_FROM,
  segregationBetween,
} from './dangerous-goods.ts';
import { formatOrderId } from './ids.ts';
import {
  type Deck,
  type DgLine,
  type Leg,
  type LoadPlan,
  type LoadUnit,
  loadPlanSchema,
  type UnknownMeasureLine,
} from './load-plan-schemas.ts';

/** The load plan's answer, in load-plan-schemas.ts; read from here as before. */
export * from './load-plan-schemas.ts';

/**
 * Load planning (issue 11): what a voyage carries on each leg against its vessel's clear deck and deck load.
 * Pure functions, so the server's refusals and the screens' bars come from the same figures.
 */

/** The catalogue records inches and pounds (ITEM_UNITS); the deck is in metres and tonnes. */
export const METRES_PER_INCH = 0.0254;
export const TONNES_PER_POUND = 0.000_453_592_37;

/** Over this share of the usable deck area or the deck load, a leg is a warning (amber). */
export const LOAD_WARN_PCT = 85;
/** Over this, a leg is refused: Start Voyage and a drop that would take a leg there (red). */
export const LOAD_MAX_PCT = 100;
/** The default of the server setting HEAVY_LIFT_T: an order line whose unit weight is at least this. */
export const DEFAULT_HEAVY_LIFT_T = 9;
/** The usable share of the clear deck when a vessel does not set its own (migration 007). */
export const DEFAULT_USABLE_DECK_FACTOR = 0.85;
/** Stackable items go two high. */
export const STACK_HEIGHT = 2;

export function inchesToMetres(inches: number): number {
  return inches * METRES_PER_INCH;
}

export function poundsToTonnes(pounds: number): number {
  return pounds * TONNES_PER_POUND;
}

export interface LineMeasure {
  /** Inches, as the catalogue records them. */
  length: number;
  breadth: number;
  /** Pounds per catalogue unit. */
  weight: number;
  quantity: number;
  is_stackable: boolean;
}

/**
 * A catalogue measure is known when it is more than 0 and within its limit (ITEM_MEASURE_LIMITS). An item saved
 * without it (0) or with an absurd figure from before the limits (issue 22: 1e20 lb) is unknown: the load plan
 * names its lines instead of counting them as nothing or as everything.
 */
function isKnownMeasure(value: number, max: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= max;
}

export function isWeightKnown(line: Pick<LineMeasure, 'weight'>): boolean {
  return isKnownMeasure(line.weight, ITEM_MEASURE_LIMITS.weight);
}

/** The deck area needs the length and the breadth; the height does not enter it. */
export function isFootprintKnown(line: Pick<LineMeasure, 'length' | 'breadth'>): boolean {
  return (
    isKnownMeasure(line.length, ITEM_MEASURE_LIMITS.length) &&
    isKnownMeasure(line.breadth, ITEM_MEASURE_LIMITS.breadth)
  );
}

/** Deck area an order line takes, m²: length × breadth × quantity, halved when it stacks two high; null if unknown. */
export function footprintM2(line: LineMeasure): number | null {
  if (!isFootprintKnown(line)) return null;
  const one = inchesToMetres(line.length) * inchesToMetres(line.breadth);
  return (one * line.quantity) / (line.is_stackable ? STACK_HEIGHT : 1);
}

/** Tonnes per catalogue unit; null if unknown. */
export function unitWeightT(line: Pick<LineMeasure, 'weight'>): number | null {
  return isWeightKnown(line) ? poundsToTonnes(line.weight) : null;
}

/** Tonnes for the whole line; null if unknown. */
export function lineWeightT(line: Pick<LineMeasure, 'weight' | 'quantity'>): number | null {
  return isWeightKnown(line) ? poundsToTonnes(line.weight) * line.quantity : null;
}

/** A line of unknown weight is not called a heavy lift: it is named as unknown instead. */
export function isHeavyLift(line: Pick<LineMeasure, 'weight'>, heavyLiftT: number): boolean {
  const unit = unitWeightT(line);
  return unit !== null && unit >= heavyLiftT;
}

const sumKnown = (values: ReadonlyArray<number | null>) =>
  values.reduce<number>((sum, value) => sum + (value ?? 0), 0);

export type LoadLevel = 'ok' | 'warning' | 'over';

/** Figures are rounded to a millionth of a percent first, so 85 % computed through floats is still 85 %. */
export function loadLevel(pct: number | null): LoadLevel {
  if (pct === null) return 'ok';
  const rounded = Math.round(pct * 1e6) / 1e6;
  if (rounded > LOAD_MAX_PCT) return 'over';
  if (rounded > LOAD_WARN_PCT) return 'warning';
  return 'ok';
}

export interface DeckInput {
  id: number;
  name: string;
  deck_length_m: number | null;
  deck_width_m: number | null;
  max_deck_load_t: number | null;
  usable_deck_factor: number;
}

export interface LegInput {
  journey_id: number;
  sequence: number;
  rig: { id: number; name: string } | null;
}

/** One order line on one of the voyage's shipments. */
export interface LoadLineInput extends LineMeasure {
  order_id: number;
  shipment_id: number;
  /** The journey the line's shipment is for: it comes off at that journey's rig. */
  journey_id: number;
  item_name: string;
  mat_code: string;
  un_number: string | null;
  imdg_class: string | null;
  packing_group: string | null;
  /**
   * Kept on board (issue 9, phase 9 ON_BOARD_RETURNING): it stays on deck on every leg after its own until
   * the vessel is back at base.
   */
  stays_aboard?: boolean;
}

/** A cargo carrying unit packed with some of the lines (issue 25): measures in metres and kilograms, as registered. */
export interface LoadUnitInput {
  ccu_id: number;
  code: string;
  type: string;
  shipment_id: number;
  journey_id: number;
  order_ids: readonly number[];
  tare_kg: number;
  max_gross_kg: number;
  length_m: number;
  width_m: number;
  height_m: number;
}

const roundTo = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

export function deckOf(vessel: DeckInput): Deck {
  const isKnown = vessel.deck_length_m !== null && vessel.deck_width_m !== null;
  const factor = vessel.usable_deck_factor;
  return {
    vessel_id: vessel.id,
    vessel_name: vessel.name,
    deck_length_m: vessel.deck_length_m,
    deck_width_m: vessel.deck_width_m,
    max_deck_load_t: vessel.max_deck_load_t,
    usable_deck_factor: factor,
    usable_area_m2: isKnown ? roundTo(vessel.deck_length_m! * vessel.deck_width_m! * factor, 3) : null,
    is_deck_size_known: isKnown,
  };
}

/**
 * The lines aboard on each leg, in sequence: leg 1 leaves the base with every line, each later leg leaves
 * after the previous rig's lines came off. A line kept on board stays on every leg from its own on.
 */
export function linesAboardPerLeg<L extends Pick<LoadLineInput, 'journey_id' | 'stays_aboard'>>(
  legs: readonly LegInput[],
  lines: readonly L[],
): Array<{ leg: LegInput; lines: L[] }> {
  const ordered = [...legs].sort((a, b) => a.sequence - b.sequence);
  const sequenceOf = new Map(ordered.map((leg) => [leg.journey_id, leg.sequence]));
  return ordered.map((leg) => ({
    leg,
    lines: lines.filter((line) => {
      const offAt = sequenceOf.get(line.journey_id);
      if (offAt === undefined) return false;
      return line.stays_aboard === true || offAt >= leg.sequence;
    }),
  }));
}

function legLabel(leg: Pick<LegInput, 'sequence' | 'rig'>): string {
  return `Leg ${leg.sequence}${leg.rig ? ` to ${leg.rig.name}` : ''}`;
}

function percentText(pct: number): string {
  return `${pct.toFixed(1)} %`;
}

/** The voyage's load plan: per leg, area and weight against the deck, DG lines, heavy lifts, warnings. */
export function computeLoadPlan(input: {
  voyageId: number;
  vessel: DeckInput;
  legs: readonly LegInput[];
  lines: readonly LoadLineInput[];
  heavyLiftT: number;
  /** Units packed on the voyage's shipments; none when omitted. */
  units?: readonly LoadUnitInput[];
}): LoadPlan {
  const deck = deckOf(input.vessel);
  const units = unitsOf(input.units ?? [], input.lines);
  const unitOfOrder = new Map(units.flatMap((unit) => unit.order_ids.map((id) => [id, unit] as const)));
  const isLoose = (line: LoadLineInput) => !unitOfOrder.has(line.order_id);
  const perLeg = linesAboardPerLeg(input.legs, input.lines);
  const legs: Leg[] = perLeg.map(({ leg, lines }) => {
    // A unit is aboard while any of its contents is; it takes its own footprint and adds its tare.
    const unitsAboard = [...new Set(lines.flatMap((line) => unitOfOrder.get(line.order_id) ?? []))];
    const area =
      sumKnown(lines.filter(isLoose).map(footprintM2)) +
      unitsAboard.reduce((sum, u) => sum + u.footprint_m2, 0);
    const weight = sumKnown(lines.map(lineWeightT)) + unitsAboard.reduce((sum, u) => sum + u.tare_t, 0);
    const areaPct = deck.usable_area_m2 ? (area / deck.usable_area_m2) * 100 : null;
    const weightPct = deck.max_deck_load_t ? (weight / deck.max_deck_load_t) * 100 : null;
    const dgLines = lines
      .filter((line) => isImdgClass(line.imdg_class))
      .map((line) => ({
        order_id: line.order_id,
        item_name: line.item_name,
        un_number: line.un_number,
        imdg_class: line.imdg_class as string,
        packing_group: line.packing_group,
      }));
    const heavyLifts = lines
      .filter((line) => isHeavyLift(line, input.heavyLiftT))
      .map((line) => ({
        order_id: line.order_id,
        item_name: line.item_name,
        unit_weight_t: roundTo(unitWeightT(line) ?? 0, 3),
        quantity: line.quantity,
      }));
    const result: Leg = {
      journey_id: leg.journey_id,
      sequence: leg.sequence,
      rig: leg.rig,
      order_count: lines.length,
      unit_count: unitsAboard.length,
      area_m2: roundTo(area, 3),
      weight_t: roundTo(weight, 3),
      area_pct: areaPct === null ? null : roundTo(areaPct, 2),
      weight_pct: weightPct === null ? null : roundTo(weightPct, 2),
      area_level: loadLevel(areaPct),
      weight_level: loadLevel(weightPct),
      dg_lines: dgLines,
      dg_classes: [...new Set(dgLines.map((line) => line.imdg_class))].sort(),
      heavy_lifts: heavyLifts,
      unknown_weight_lines: lines.filter((line) => !isWeightKnown(line)).map(unknownLineOf),
      unknown_area_lines: lines.filter((line) => isLoose(line) && !isFootprintKnown(line)).map(unknownLineOf),
      warnings: [],
    };
    result.warnings = [
      ...capacityWarnings(result, deck),
      ...unknownMeasureWarnings(result),
      ...segregationWarnings(dgLines),
    ];
    return result;
  });
  const allDg = input.lines.filter((line) => isImdgClass(line.imdg_class));
  const warnings = legs.flatMap((leg) => leg.warnings.map((warning) => `${legLabel(leg)}: ${warning}`));
  if (!deck.is_deck_size_known) {
    warnings.unshift(`Deck size unknown for ${deck.vessel_name}: the deck area is not checked`);
  }
  if (deck.max_deck_load_t === null) {
    warnings.unshift(`Deck load unknown for ${deck.vessel_name}: the weight is not checked`);
  }
  return {
    voyage_id: input.voyageId,
    deck,
    heavy_lift_t: input.heavyLiftT,
    legs,
    units,
    totals: {
      order_count: input.lines.length,
      area_m2: roundTo(
        sumKnown(input.lines.filter(isLoose).map(footprintM2)) +
          units.reduce((sum, u) => sum + u.footprint_m2, 0),
        3,
      ),
      weight_t: roundTo(
        sumKnown(input.lines.map(lineWeightT)) + units.reduce((sum, u) => sum + u.tare_t, 0),
        3,
      ),
      dg_line_count: allDg.length,
      heavy_lift_count: input.lines.filter((line) => isHeavyLift(line, input.heavyLiftT)).length,
      unknown_weight_count: input.lines.filter((line) => !isWeightKnown(line)).length,
      unknown_area_count: input.lines.filter((line) => isLoose(line) && !isFootprintKnown(line)).length,
    },
    warnings,
  };
}

/** Each unit with the lines of the plan it holds (a line no longer on the plan is not in it), weighed. */
function unitsOf(units: readonly LoadUnitInput[], lines: readonly LoadLineInput[]): LoadUnit[] {
  const lineOf = new Map(lines.map((line) => [line.order_id, line]));
  return units.flatMap((unit) => {
    // An order taken off the unit's shipment since it was packed is no longer in the unit.
    const held = unit.order_ids.flatMap((id) => {
      const line = lineOf.get(id);
      return line && line.shipment_id === unit.shipment_id ? [line] : [];
    });
    if (held.length === 0) return [];
    const tare = unit.tare_kg / 1000;
    const contents = sumKnown(held.map(lineWeightT));
    return [
      {
        ccu_id: unit.ccu_id,
        code: unit.code,
        type: unit.type,
        shipment_id: unit.shipment_id,
        journey_id: unit.journey_id,
        order_ids: held.map((line) => line.order_id),
        length_m: unit.length_m,
        width_m: unit.width_m,
        height_m: unit.height_m,
        footprint_m2: roundTo(unit.length_m * unit.width_m, 3),
        tare_t: roundTo(tare, 3),
        contents_t: roundTo(contents, 3),
        gross_t: roundTo(tare + contents, 3),
        max_gross_t: roundTo(unit.max_gross_kg / 1000, 3),
      },
    ];
  });
}

function capacityWarnings(leg: Leg, deck: Deck): string[] {
  const warnings: string[] = [];
  if (leg.area_pct !== null && leg.area_level !== 'ok') {
    warnings.push(
      `deck area ${percentText(leg.area_pct)} (${leg.area_m2.toFixed(1)} of ${deck.usable_area_m2?.toFixed(1)} m² usable)`,
    );
  }
  if (leg.weight_pct !== null && leg.weight_level !== 'ok') {
    warnings.push(
      `deck load ${percentText(leg.weight_pct)} (${leg.weight_t.toFixed(1)} of ${deck.max_deck_load_t?.toFixed(1)} t)`,
    );
  }
  return warnings;
}

function unknownLineOf(line: LoadLineInput): UnknownMeasureLine {
  return { order_id: line.order_id, item_name: line.item_name, mat_code: line.mat_code };
}

function linesText(count: number): string {
  return `${count} line${count === 1 ? '' : 's'}`;
}

function namedLines(lines: readonly UnknownMeasureLine[]): string {
  return lines.map((line) => `${formatOrderId(line.order_id)} ${line.item_name}`).join(', ');
}

/**
 * "2 lines with unknown weight, not counted in the deck load: ORD-5 Casing …, ORD-7 …" (issue 22): an item
 * without a weight or a size is named, never counted as 0 t or 0 m².
 */
export function unknownMeasureWarnings(
  leg: Pick<Leg, 'unknown_weight_lines' | 'unknown_area_lines'>,
): string[] {
  const warnings: string[] = [];
  if (leg.unknown_weight_lines.length) {
    warnings.push(
      `${linesText(leg.unknown_weight_lines.length)} with unknown weight, not counted in the deck load: ${namedLines(leg.unknown_weight_lines)}`,
    );
  }
  if (leg.unknown_area_lines.length) {
    warnings.push(
      `${linesText(leg.unknown_area_lines.length)} with unknown length or breadth, not counted in the deck area: ${namedLines(leg.unknown_area_lines)}`,
    );
  }
  return warnings;
}

/** For Start Voyage's answer: each leg whose figures leave lines out, by name. */
export function describeUnknownMeasures(plan: LoadPlan): string[] {
  return plan.legs.flatMap((leg) => unknownMeasureWarnings(leg).map((text) => `${legLabel(leg)}: ${text}`));
}

/** Every pair of DG lines aboard together whose classes must be "separated from" or stricter. */
export function segregationWarnings(lines: readonly DgLine[]): string[] {
  const warnings: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    for (let j = i + 1; j < lines.length; j += 1) {
      const a = lines[i]!;
      const b = lines[j]!;
      if (!isImdgClass(a.imdg_class) || !isImdgClass(b.imdg_class)) continue;
      const level = segregationBetween(a.imdg_class as ImdgClass, b.imdg_class as ImdgClass);
      if (level < SEGREGATION_WARN_FROM) continue;
      warnings.push(
        `${formatOrderId(a.order_id)} (class ${a.imdg_class}) and ${formatOrderId(b.order_id)} (class ${b.imdg_class}) must be ${SEGREGATION_TERMS[level]} each other (IMDG 7.2.4)`,
      );
    }
  }
  return warnings;
}

export interface Overload {
  leg: Pick<Leg, 'sequence' | 'rig' | 'journey_id'> &
    Partial<Pick<Leg, 'unknown_weight_lines' | 'unknown_area_lines'>>;
  measure: 'area' | 'weight';
  pct: number;
  used: number;
  capacity: number;
}

/** Legs over 100 % of the usable deck area or of the deck load. */
export function findOverloads(plan: LoadPlan): Overload[] {
  const overloads: Overload[] = [];
  for (const leg of plan.legs) {
    if (leg.area_level === 'over' && leg.area_pct !== null && plan.deck.usable_area_m2 !== null) {
      overloads.push({
        leg,
        measure: 'area',
        pct: leg.area_pct,
        used: leg.area_m2,
        capacity: plan.deck.usable_area_m2,
      });
    }
    if (leg.weight_level === 'over' && leg.weight_pct !== null && plan.deck.max_deck_load_t !== null) {
      overloads.push({
        leg,
        measure: 'weight',
        pct: leg.weight_pct,
        used: leg.weight_t,
        capacity: plan.deck.max_deck_load_t,
      });
    }
  }
  return overloads;
}

/** "Leg 2 to Ocean Pioneer: deck area 104.2 % (412.3 of 395.8 m² usable)", one overload per sentence. */
export function describeOverload(overload: Overload): string {
  const what =
    overload.measure === 'area'
      ? `deck area ${percentText(overload.pct)} (${overload.used.toFixed(1)} of ${overload.capacity.toFixed(1)} m² usable)`
      : `deck load ${percentText(overload.pct)} (${overload.used.toFixed(1)} of ${overload.capacity.toFixed(1)} t)`;
  // Lines of unknown size or weight are not in the figure: the leg may be fuller still (issue 22).
  const unknown =
    (overload.measure === 'area' ? overload.leg.unknown_area_lines : overload.leg.unknown_weight_lines) ?? [];
  const notCounted = unknown.length
    ? `, not counting ${linesText(unknown.length)} of unknown ${overload.measure === 'area' ? 'length or breadth' : 'weight'}: ${namedLines(unknown)}`
    : '';
  return `${legLabel(overload.leg)}: ${what}${notCounted}`;
}

/** Legs over 85 % but within 100 %, for Start Voyage's answer. */
export function describeNearFull(plan: LoadPlan): string[] {
  return plan.legs.flatMap((leg) => {
    const parts: string[] = [];
    if (leg.area_level === 'warning' && leg.area_pct !== null)
      parts.push(`deck area ${percentText(leg.area_pct)}`);
    if (leg.weight_level === 'warning' && leg.weight_pct !== null) {
      parts.push(`deck load ${percentText(leg.weight_pct)}`);
    }
    return parts.length ? [`${legLabel(leg)}: ${parts.join(', ')}`] : [];
  });
}

export const voyageIdParamsSchema = z.object({ voyageId: idSchema });

export const getLoadPlanResponseSchema = envelope(z.object({ load_plan: loadPlanSchema }));
export type GetLoadPlanResponse = z.infer<typeof getLoadPlanResponseSchema>;

export const getLoadPlanCall = defineCall({
  method: 'GET',
  path: '/api/voyage/load-plan/:voyageId',
  params: voyageIdParamsSchema,
  response: getLoadPlanResponseSchema,
});

export const MANIFEST_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ManifestFormat = (typeof MANIFEST_FORMATS)[number];

export const manifestQuerySchema = z.object({
  format: z.enum(MANIFEST_FORMATS, { error: 'format must be pdf, csv or xlsx' }).default('pdf'),
  /** One leg's manifest; the whole voyage's without it. */
  journey_id: idSchema.optional(),
});
export type ManifestQuery = z.input<typeof manifestQuerySchema>;

/** The manifest's columns, one row per order line, in the CSV, the workbook and the PDF alike. */
export const MANIFEST_COLUMNS = [
  'Leg',
  'Rig',
  'Shipment',
  'Order',
  'PO Number',
  'CCU',
  'Supplier',
  'Item',
  'Mat Code',
  'Quantity',
  'Unit',
  'Unit Weight (t)',
  'Total Weight (t)',
  'L × B × H (m)',
  'Deck Area (m²)',
  'UN Number',
  'Proper Shipping Name',
  'IMDG Class',
  'Packing Group',
  'Heavy Lift',
] as const;

/** A file, not JSON: the response is checked by the route, not by a schema. */
export const getManifestCall = defineCall({
  method: 'GET',
  path: '/api/voyage/manifest/:voyageId',
  params: voyageIdParamsSchema,
  query: manifestQuerySchema,
  response: z.unknown(),
});
