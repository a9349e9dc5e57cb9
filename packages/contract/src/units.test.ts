import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convert,
  formatMeasure,
  fromShown,
  limitStepOf,
  type StoredUnit,
  shownLimit,
  shownUnit,
  storedUnitOf,
  toShown,
  UNIT_SYSTEMS,
  type UnitSystem,
} from './units.ts';

const TYPED_STORED_UNITS: readonly StoredUnit[] = ['in', 'lb', 'gal', 'm', 'kg', 't'];

/** A figure a person types in the chosen system, to the precision it is shown with, up to a large limit. */
function typedFigure(stored: StoredUnit, system: UnitSystem) {
  const { decimals } = shownUnit(stored, system);
  const steps = 10 ** decimals;
  return fc.integer({ min: 0, max: 1_000_000 * steps }).map((count) => count / steps);
}

describe('units', () => {
  it('converts with the exact definitions', () => {
    expect(convert(1, 'in', 'm')).toBeCloseTo(0.0254, 12);
    expect(convert(1, 'lb', 'kg')).toBeCloseTo(0.453_592_37, 12);
    expect(convert(1, 'gal', 'L')).toBeCloseTo(3.785_411_784, 12);
    expect(convert(1, 'm2', 'ft2')).toBeCloseTo(10.763_910_4, 6);
    expect(convert(1, 't', 'lb')).toBeCloseTo(2204.622_62, 4);
    expect(() => convert(1, 'in', 'kg')).toThrow();
  });

  it('shows the same item in metres and kilograms, or in inches and pounds', () => {
    expect(formatMeasure(18, 'in', 'metric')).toBe('0.457 m');
    expect(formatMeasure(18, 'in', 'imperial')).toBe('18 in');
    expect(formatMeasure(2100, 'lb', 'metric')).toBe('952.54 kg');
    expect(formatMeasure(2100, 'lb', 'imperial')).toBe('2,100 lb');
    expect(formatMeasure(55, 'gal', 'metric')).toBe('208.2 L');
    expect(formatMeasure(30, 't', 'imperial')).toBe('66,139 lb');
    expect(formatMeasure(30, 't', 'metric')).toBe('30 t');
    expect(formatMeasure(850, 'kg', 'imperial')).toBe('1,873.93 lb');
    expect(formatMeasure(12.5, 'm2', 'imperial')).toBe('134.5 ft²');
  });

  it('reads the catalogue unit names', () => {
    expect(storedUnitOf('inches')).toBe('in');
    expect(storedUnitOf('pounds')).toBe('lb');
    expect(storedUnitOf('gallons')).toBe('gal');
    expect(storedUnitOf('t')).toBe('t');
    expect(storedUnitOf('furlongs')).toBeNull();
  });

  it('a typed figure, stored and shown again, reads as it was typed', () => {
    for (const stored of TYPED_STORED_UNITS) {
      for (const system of UNIT_SYSTEMS) {
        fc.assert(
          fc.property(typedFigure(stored, system), (typed) => {
            expect(toShown(fromShown(typed, stored, system), stored, system)).toBe(typed);
          }),
          { numRuns: 500 },
        );
      }
    }
  });

  it('a stored figure shown, typed back unchanged and shown again reads the same', () => {
    for (const stored of TYPED_STORED_UNITS) {
      for (const system of UNIT_SYSTEMS) {
        fc.assert(
          fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (value) => {
            const shown = toShown(value, stored, system);
            expect(toShown(fromShown(shown, stored, system), stored, system)).toBe(shown);
          }),
          { numRuns: 200 },
        );
      }
    }
  });

  it('a limit typed in the chosen system never goes over the stored limit', () => {
    for (const stored of TYPED_STORED_UNITS) {
      for (const system of UNIT_SYSTEMS) {
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 10_000_000 }), (limit) => {
            const shown = shownLimit(limit, stored, system);
            expect(fromShown(shown, stored, system)).toBeLessThanOrEqual(limit);
            const { decimals } = shownUnit(stored, system);
            const step = limitStepOf(shown, decimals);
            expect(fromShown(shown + step, stored, system)).toBeGreaterThan(limit - 10 ** -4);
          }),
          { numRuns: 200 },
        );
      }
    }
    expect(shownLimit(100_000, 't', 'imperial')).toBe(220_462_262);
    expect(shownLimit(500, 'm', 'metric')).toBe(500);
    // Issue 22's walk: the catalogue's 1,000,000 lb read "at most 453,592.37 kg"; from 100 up, whole units.
    expect(shownLimit(1_000_000, 'lb', 'metric')).toBe(453_592);
    expect(shownLimit(100_000, 'kg', 'imperial')).toBe(220_462);
    expect(shownLimit(1_200, 'in', 'metric')).toBe(30.48);
  });
});
