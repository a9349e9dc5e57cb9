import { describe, expect, it } from 'vitest';
import { type CcuTripFacts, daysBegun, hireFor, tripDays, tripLocation } from './ccu-packing.ts';
import { computeLoadPlan, type LoadLineInput } from './load-plan.ts';
import { PHASE } from './phases.ts';

const voyage = { id: 7, name: 'VOY-7' };
const rig = { id: 2, name: 'Ocean Endeavour' };
const at = (day: number, hour = 0) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

function facts(overrides: Partial<CcuTripFacts>): CcuTripFacts {
  return {
    voyage,
    rig,
    sailed_at: null,
    at_rig_since: null,
    voyage_ended_at: null,
    returned_at: null,
    contents_phases: [PHASE.LOADING],
    ...overrides,
  };
}

describe('where a unit is, from its trip', () => {
  it('is at base packed for the voyage, on it once sailed, at the rig once the journey ended and it went ashore', () => {
    expect(tripLocation(facts({}))).toEqual({ kind: 'at_base', voyage, rig, since: null });
    const sailed = facts({ sailed_at: at(1), contents_phases: [PHASE.AT_SEA] });
    expect(tripLocation(sailed)).toEqual({ kind: 'on_voyage', voyage, rig, since: at(1) });
    const ashore = facts({
      sailed_at: at(1),
      at_rig_since: at(2),
      contents_phases: [PHASE.DELIVERED, PHASE.OFFLOADING],
    });
    expect(tripLocation(ashore)).toEqual({ kind: 'at_rig', voyage, rig, since: at(2) });
  });

  it('stays aboard when every order in it is kept on board, and is back with the voyage', () => {
    const kept = facts({
      sailed_at: at(1),
      at_rig_since: at(2),
      contents_phases: [PHASE.ON_BOARD_RETURNING],
    });
    expect(tripLocation(kept).kind).toBe('on_voyage');
    const back = { ...kept, voyage_ended_at: at(4), contents_phases: [PHASE.PLANNING] };
    expect(tripLocation(back)).toEqual({ kind: 'returned', voyage, rig, since: at(4) });
  });

  it('is on its way home once loaded on a backload, and returned when received', () => {
    const homeward = facts({
      sailed_at: at(1),
      at_rig_since: at(2),
      contents_phases: [PHASE.DELIVERED],
      homeward: { voyage: { id: 9, name: 'VOY-9' }, loaded_at: at(12) },
    });
    expect(tripLocation(homeward)).toEqual({
      kind: 'on_voyage',
      voyage: { id: 9, name: 'VOY-9' },
      rig,
      since: at(12),
    });
    expect(tripDays(homeward, at(13))).toEqual({ days_out: 12, days_at_rig: 10 });
    const received = { ...homeward, homeward: null, returned_at: at(14, 6) };
    expect(tripLocation(received)).toEqual({ kind: 'returned', voyage, rig, since: at(14, 6) });
  });
});

describe('days and hire', () => {
  it('counts a day begun as a day, up to the return or now', () => {
    expect(daysBegun(at(1), at(1))).toBe(0);
    expect(daysBegun(at(1), at(1, 1))).toBe(1);
    expect(daysBegun(at(1), at(3))).toBe(2);
    expect(daysBegun(at(1), at(3, 1))).toBe(3);
    const out = facts({ sailed_at: at(1), at_rig_since: at(2), contents_phases: [PHASE.DELIVERED] });
    expect(tripDays(out, at(11, 12))).toEqual({ days_out: 11, days_at_rig: 10 });
    expect(tripDays(facts({}), at(11))).toEqual({ days_out: null, days_at_rig: null });
    expect(tripDays({ ...out, returned_at: at(5) }, at(30))).toEqual({ days_out: 4, days_at_rig: 3 });
  });

  it('multiplies the day rate, to the cent, and has none without a rate', () => {
    expect(hireFor(55.5, 11)).toBe(610.5);
    expect(hireFor(33.333, 3)).toBe(100);
    expect(hireFor(null, 11)).toBeNull();
    expect(hireFor(40, null)).toBeNull();
  });
});

describe('the load plan with units', () => {
  const line = (orderId: number, overrides: Partial<LoadLineInput> = {}): LoadLineInput => ({
    order_id: orderId,
    shipment_id: 1,
    journey_id: 10,
    quantity: 2,
    length: 100,
    breadth: 50,
    weight: 1000,
    is_stackable: false,
    item_name: `Item ${orderId}`,
    mat_code: `MAT-${orderId}`,
    un_number: null,
    imdg_class: null,
    packing_group: null,
    ...overrides,
  });
  const plan = (units: Parameters<typeof computeLoadPlan>[0]['units']) =>
    computeLoadPlan({
      voyageId: 1,
      vessel: {
        id: 1,
        name: 'MV Test',
        deck_length_m: 50,
        deck_width_m: 10,
        max_deck_load_t: 100,
        usable_deck_factor: 1,
      },
      legs: [{ journey_id: 10, sequence: 1, rig: rig }],
      lines: [line(1), line(2), line(3, { shipment_id: 2 })],
      heavyLiftT: 9,
      units,
    });

  it('counts a unit by its own footprint and its tare, its orders by their weight only', () => {
    const loose = plan([]);
    const unit = {
      ccu_id: 5,
      code: 'TOR-1234',
      type: 'basket',
      shipment_id: 1,
      journey_id: 10,
      order_ids: [1, 2, 3],
      tare_kg: 1500,
      max_gross_kg: 8000,
      length_m: 4,
      width_m: 2.5,
      height_m: 1,
    };
    const packed = plan([unit]);
    // Order 3 is on another shipment: it is not in the unit, whatever the unit's list says.
    expect(packed.units).toEqual([
      expect.objectContaining({ code: 'TOR-1234', order_ids: [1, 2], footprint_m2: 10, tare_t: 1.5 }),
    ]);
    const oneLine = loose.legs[0]!.area_m2 / 3;
    expect(packed.legs[0]!.area_m2).toBeCloseTo(10 + oneLine, 3);
    expect(packed.legs[0]!.weight_t).toBeCloseTo(loose.legs[0]!.weight_t + 1.5, 3);
    expect(packed.legs[0]!.unit_count).toBe(1);
    expect(packed.units[0]!.gross_t).toBeCloseTo(1.5 + (2 * loose.legs[0]!.weight_t) / 3, 2);
    // A unit holding nothing on the plan is not aboard.
    expect(plan([{ ...unit, order_ids: [99] }]).units).toEqual([]);
  });
});
