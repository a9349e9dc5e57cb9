import { describe, expect, it } from 'vitest';
import {
  IMDG_CLASSES,
  imdgClassSchema,
  packingGroupSchema,
  SEGREGATION_GROUPS,
  SEGREGATION_TABLE,
  segregationBetween,
  unNumberSchema,
} from './dangerous-goods.ts';
import {
  computeLoadPlan,
  type DeckInput,
  describeOverload,
  describeUnknownMeasures,
  findOverloads,
  footprintM2,
  inchesToMetres,
  isHeavyLift,
  type LegInput,
  type LoadLineInput,
  linesAboardPerLeg,
  lineWeightT,
  loadLevel,
  poundsToTonnes,
} from './load-plan.ts';

describe('unit conversion', () => {
  it('turns the catalogue inches into metres and pounds into tonnes', () => {
    expect(inchesToMetres(1)).toBe(0.0254);
    expect(inchesToMetres(100)).toBeCloseTo(2.54, 12);
    expect(poundsToTonnes(2204.62262185)).toBeCloseTo(1, 9);
    expect(poundsToTonnes(2256)).toBeCloseTo(1.0233, 5);
  });
});

describe('footprint and weight of an order line', () => {
  const container = { length: 120, breadth: 96, weight: 4409.24524, quantity: 3, is_stackable: false };
  it('is length × breadth × quantity, in m²', () => {
    // 120 in = 3.048 m, 96 in = 2.4384 m: 7.4322432 m² each
    expect(footprintM2(container)).toBeCloseTo(3 * 3.048 * 2.4384, 9);
  });
  it('halves for a stackable item (two high)', () => {
    expect(footprintM2({ ...container, is_stackable: true })).toBeCloseTo((3 * 3.048 * 2.4384) / 2, 9);
  });
  it('weighs unit weight × quantity in tonnes, and is a heavy lift from the threshold on', () => {
    expect(lineWeightT(container)).toBeCloseTo(6, 6);
    expect(isHeavyLift({ weight: 9 / poundsToTonnes(1) }, 9)).toBe(true); // exactly 9 t
    expect(isHeavyLift({ weight: 19841 }, 9)).toBe(false); // 8.9997 t
  });
});

describe('thresholds', () => {
  it('is ok at exactly 85 %, a warning above it, still allowed at exactly 100 %, over above it', () => {
    expect(loadLevel(85)).toBe('ok');
    expect(loadLevel(85.01)).toBe('warning');
    expect(loadLevel(100)).toBe('warning');
    expect(loadLevel(100.01)).toBe('over');
    expect(loadLevel(null)).toBe('ok');
  });
  it('holds at exactly 85 % and 100 % when the figures come through floating point', () => {
    // A 10 × 10 m deck, factor 1: 100 m². 85 m² and 100 m² of cargo, built from inches.
    const vessel: DeckInput = {
      id: 1,
      name: 'MV Test',
      deck_length_m: 10,
      deck_width_m: 10,
      max_deck_load_t: 100,
      usable_deck_factor: 1,
    };
    const side = (m2: number) => Math.sqrt(m2) / 0.0254;
    const plan = (m2: number, tonnes: number) =>
      computeLoadPlan({
        voyageId: 1,
        vessel,
        legs: [{ journey_id: 1, sequence: 1, rig: { id: 1, name: 'Rig A' } }],
        lines: [
          line({
            order_id: 1,
            journey_id: 1,
            length: side(m2),
            breadth: side(m2),
            weight: tonnes / poundsToTonnes(1),
          }),
        ],
        heavyLiftT: 1000,
      }).legs[0]!;
    expect(plan(85, 85)).toMatchObject({
      area_pct: 85,
      area_level: 'ok',
      weight_pct: 85,
      weight_level: 'ok',
    });
    expect(plan(100, 100)).toMatchObject({ area_pct: 100, area_level: 'warning', weight_level: 'warning' });
    expect(plan(100.5, 100.5)).toMatchObject({ area_level: 'over', weight_level: 'over' });
  });
});

function line(
  overrides: Partial<LoadLineInput> & Pick<LoadLineInput, 'order_id' | 'journey_id'>,
): LoadLineInput {
  return {
    shipment_id: overrides.journey_id,
    length: 0,
    breadth: 0,
    weight: 0,
    quantity: 1,
    is_stackable: false,
    item_name: `Item ${overrides.order_id}`,
    mat_code: `MAT-${overrides.order_id}`,
    un_number: null,
    imdg_class: null,
    packing_group: null,
    ...overrides,
  };
}

describe('per-leg carry on a three-journey voyage', () => {
  // Legs listed out of order: the sequence decides.
  const legs: LegInput[] = [
    { journey_id: 30, sequence: 3, rig: { id: 3, name: 'Rig C' } },
    { journey_id: 10, sequence: 1, rig: { id: 1, name: 'Rig A' } },
    { journey_id: 20, sequence: 2, rig: { id: 2, name: 'Rig B' } },
  ];
  // 100 in × 100 in = 6.4516 m² each; 2204.62262 lb = 1 t each.
  const oneTonne = 1 / poundsToTonnes(1);
  const lines = [
    line({ order_id: 1, journey_id: 10, length: 100, breadth: 100, weight: oneTonne, quantity: 1 }),
    line({ order_id: 2, journey_id: 20, length: 100, breadth: 100, weight: oneTonne, quantity: 2 }),
    line({ order_id: 3, journey_id: 30, length: 100, breadth: 100, weight: oneTonne, quantity: 4 }),
  ];
  const vessel: DeckInput = {
    id: 1,
    name: 'MV Test',
    deck_length_m: 10,
    deck_width_m: 5,
    max_deck_load_t: 10,
    usable_deck_factor: 0.85,
  };

  it('leaves the base with everything and drops each rig’s lines at that rig', () => {
    const aboard = linesAboardPerLeg(legs, lines);
    expect(aboard.map((entry) => entry.lines.map((l) => l.order_id))).toEqual([[1, 2, 3], [2, 3], [3]]);
  });

  it('keeps a line kept on board (phase 9) on every later leg', () => {
    const kept = [...lines, line({ order_id: 4, journey_id: 10, stays_aboard: true })];
    const aboard = linesAboardPerLeg(legs, kept);
    expect(aboard.map((entry) => entry.lines.map((l) => l.order_id))).toEqual([
      [1, 2, 3, 4],
      [2, 3, 4],
      [3, 4],
    ]);
  });

  it('gives each leg its area and weight against the usable deck and the deck load', () => {
    const plan = computeLoadPlan({ voyageId: 7, vessel, legs, lines, heavyLiftT: 9 });
    expect(plan.deck.usable_area_m2).toBeCloseTo(42.5, 9);
    expect(plan.legs.map((leg) => leg.sequence)).toEqual([1, 2, 3]);
    expect(plan.legs.map((leg) => leg.weight_t)).toEqual([7, 6, 4]);
    expect(plan.legs.map((leg) => leg.area_m2)).toEqual([45.161, 38.71, 25.806]);
    expect(plan.legs.map((leg) => leg.weight_pct)).toEqual([70, 60, 40]);
    expect(plan.legs.map((leg) => leg.area_level)).toEqual(['over', 'warning', 'ok']);
    expect(plan.totals).toMatchObject({ order_count: 3, weight_t: 7, dg_line_count: 0, heavy_lift_count: 0 });
    const overloads = findOverloads(plan);
    expect(overloads).toHaveLength(1);
    expect(describeOverload(overloads[0]!)).toBe(
      'Leg 1 to Rig A: deck area 106.3 % (45.2 of 42.5 m² usable)',
    );
    expect(plan.warnings).toEqual([
      'Leg 1 to Rig A: deck area 106.3 % (45.2 of 42.5 m² usable)',
      'Leg 2 to Rig B: deck area 91.1 % (38.7 of 42.5 m² usable)',
    ]);
  });

  it('says plainly that the deck size is unknown and checks nothing against it', () => {
    const unknown = { ...vessel, deck_length_m: null, deck_width_m: null, max_deck_load_t: null };
    const plan = computeLoadPlan({ voyageId: 7, vessel: unknown, legs, lines, heavyLiftT: 9 });
    expect(plan.deck.is_deck_size_known).toBe(false);
    expect(plan.legs.every((leg) => leg.area_pct === null && leg.weight_pct === null)).toBe(true);
    expect(findOverloads(plan)).toEqual([]);
    expect(plan.warnings).toContain('Deck size unknown for MV Test: the deck area is not checked');
  });

  it('lists DG lines and heavy lifts per leg and warns of classes that must be separated', () => {
    const drum = { length: 24, breadth: 24, weight: 400 };
    const dg = [
      line({
        ...drum,
        order_id: 11,
        journey_id: 20,
        un_number: 'UN1203',
        imdg_class: '3',
        packing_group: 'II',
      }),
      line({
        ...drum,
        order_id: 12,
        journey_id: 30,
        un_number: 'UN1479',
        imdg_class: '5.1',
        packing_group: 'III',
      }),
      line({ ...drum, order_id: 13, journey_id: 10, weight: 10 / poundsToTonnes(1) }),
    ];
    const plan = computeLoadPlan({ voyageId: 7, vessel, legs, lines: dg, heavyLiftT: 9 });
    expect(plan.legs[0]!.dg_classes).toEqual(['3', '5.1']);
    expect(plan.legs[0]!.heavy_lifts.map((h) => h.order_id)).toEqual([13]);
    expect(plan.legs[1]!.heavy_lifts).toEqual([]);
    expect(plan.legs[0]!.warnings).toContain(
      'ORD-011 (class 3) and ORD-012 (class 5.1) must be separated from each other (IMDG 7.2.4)',
    );
    // Leg 3 carries only the 5.1 line: nothing to segregate.
    expect(plan.legs[2]!.warnings).toEqual([]);
    expect(plan.totals).toMatchObject({ dg_line_count: 2, heavy_lift_count: 1 });
  });
});

describe('IMDG 7.2.4 segregation table', () => {
  it('is square and symmetric', () => {
    expect(SEGREGATION_TABLE).toHaveLength(SEGREGATION_GROUPS.length);
    SEGREGATION_TABLE.forEach((row, i) => {
      expect(row).toHaveLength(SEGREGATION_GROUPS.length);
      row.forEach((value, j) => {
        expect(value, `${SEGREGATION_GROUPS[i]} × ${SEGREGATION_GROUPS[j]}`).toBe(SEGREGATION_TABLE[j]![i]);
      });
    });
  });
  it('reads the Code’s entries', () => {
    expect(segregationBetween('3', '5.1')).toBe(2); // separated from
    expect(segregationBetween('2.1', '3')).toBe(2);
    expect(segregationBetween('3', '8')).toBe(0); // X
    expect(segregationBetween('4.1', '5.1')).toBe(1); // away from
    expect(segregationBetween('6.2', '3')).toBe(3);
    expect(segregationBetween('1.1', '3')).toBe(4);
    expect(segregationBetween('1.2', '3')).toBe(4); // 1.2 reads the 1.1/1.2/1.5 row
    expect(segregationBetween('1.6', '4.1')).toBe(3);
    expect(segregationBetween('9', '1.1')).toBe(0);
  });
  it('answers for every pair of classes', () => {
    for (const a of IMDG_CLASSES)
      for (const b of IMDG_CLASSES) expect(segregationBetween(a, b)).toBeGreaterThanOrEqual(-1);
  });
});

describe('dangerous-goods fields', () => {
  it('accepts and normalises good values, blank is not DG', () => {
    expect(unNumberSchema.parse(' un 1203 ')).toBe('UN1203');
    expect(unNumberSchema.parse('')).toBeNull();
    expect(imdgClassSchema.parse('5.1')).toBe('5.1');
    expect(packingGroupSchema.parse('ii')).toBe('II');
  });
  it('refuses a malformed UN number and an unknown class with a clear message', () => {
    expect(unNumberSchema.safeParse('1203').error?.issues[0]?.message).toBe(
      'UN Number must be UN followed by 4 digits, e.g. UN1203',
    );
    expect(imdgClassSchema.safeParse('10').error?.issues[0]?.message).toMatch(
      /^IMDG Class must be one of 1.1, /,
    );
    expect(packingGroupSchema.safeParse('IV').error?.issues[0]?.message).toBe(
      'Packing Group must be I, II or III',
    );
  });
});

describe('a line whose weight or size is unknown (issue 22)', () => {
  const vessel: DeckInput = {
    id: 1,
    name: 'MV Test',
    deck_length_m: 10,
    deck_width_m: 10,
    max_deck_load_t: 10,
    usable_deck_factor: 1,
  };
  const legs: LegInput[] = [{ journey_id: 1, sequence: 1, rig: { id: 1, name: 'Rig A' } }];
  const known = line({ order_id: 1, journey_id: 1, length: 100, breadth: 100, weight: 2204.62262185 * 11 });
  const noWeight = line({
    order_id: 5,
    journey_id: 1,
    length: 100,
    breadth: 100,
    weight: 0,
    item_name: 'Crate',
  });
  const noSize = line({
    order_id: 7,
    journey_id: 1,
    length: 0,
    breadth: 40,
    weight: 1000,
    item_name: 'Pump',
  });
  // Saved before the limits: 1e20 lb is no weight at all; it must not count as 4.5e16 t either.
  const absurd = line({
    order_id: 9,
    journey_id: 1,
    length: 48,
    breadth: 48,
    weight: 1e20,
    item_name: 'Odd',
  });

  it('is named in the leg, counted as neither 0 nor its absurd figure, and never a heavy lift', () => {
    const plan = computeLoadPlan({
      voyageId: 1,
      vessel,
      legs,
      lines: [known, noWeight, noSize, absurd],
      heavyLiftT: 9,
    });
    const leg = plan.legs[0]!;
    expect(footprintM2(noSize)).toBeNull();
    expect(lineWeightT(noWeight)).toBeNull();
    expect(leg.unknown_weight_lines.map((l) => l.order_id)).toEqual([5, 9]);
    expect(leg.unknown_area_lines.map((l) => l.order_id)).toEqual([7]);
    expect(leg.weight_t).toBeCloseTo(11 + 1000 * poundsToTonnes(1), 3);
    expect(leg.heavy_lifts.map((lift) => lift.order_id)).toEqual([1]);
    expect(leg.warnings).toContain(
      '2 lines with unknown weight, not counted in the deck load: ORD-005 Crate, ORD-009 Odd',
    );
    expect(leg.warnings).toContain(
      '1 line with unknown length or breadth, not counted in the deck area: ORD-007 Pump',
    );
    expect(plan.totals).toMatchObject({ unknown_weight_count: 2, unknown_area_count: 1 });
  });

  it('is named by the overload refusal, which may understate the leg', () => {
    const plan = computeLoadPlan({ voyageId: 1, vessel, legs, lines: [known, noWeight], heavyLiftT: 9 });
    const overloads = findOverloads(plan);
    expect(overloads.map((overload) => overload.measure)).toEqual(['weight']);
    expect(describeOverload(overloads[0]!)).toBe(
      'Leg 1 to Rig A: deck load 110.0 % (11.0 of 10.0 t), not counting 1 line of unknown weight: ORD-005 Crate',
    );
    expect(describeUnknownMeasures(plan)).toEqual([
      'Leg 1 to Rig A: 1 line with unknown weight, not counted in the deck load: ORD-005 Crate',
    ]);
  });
});
