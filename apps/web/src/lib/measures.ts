import {
  formatMeasure,
  formatShownFigure,
  type StoredUnit,
  shownSymbol,
  storedUnitOf,
  type UnitSystem,
} from '@rigline/contract/units';
import { useMemo } from 'react';
import { useUnitSystem } from './preferences';

/**
 * Weights, lengths, areas and volumes as the person chose to read them (Settings → Units, docs/decisions/056).
 * Records keep the documents' units; everything shown goes through here.
 */

/** A stored figure with its unit name ('pounds', 'kg', 't') in the chosen system; an unknown unit as it comes. */
export function formatStoredMeasure(value: number, unit: string, system: UnitSystem): string {
  const stored = storedUnitOf(unit);
  return stored ? formatMeasure(value, stored, system) : `${value} ${unit}`.trim();
}

/**
 * A catalogue figure that may not be known: the catalogue stores an unknown measure as 0 (docs/decisions/054),
 * which reads "Unknown", never "0 L" or "0 m" (issue 22).
 */
export function formatKnownMeasure(value: number, unit: string, system: UnitSystem): string {
  return value > 0 ? formatStoredMeasure(value, unit, system) : 'Unknown';
}

interface Dimensions {
  length: number;
  breadth: number;
  height: number;
  length_unit: string;
  breadth_unit: string;
  height_unit: string;
}

/**
 * "0.457 × 0.356 × 0.152 m" or "18 × 14 × 6 in" (length × breadth × height), each unit written if they differ;
 * a size not known reads "?" as on the manifest ("0.457 × 0.356 × ? m"), never 0.
 */
export function formatItemDimensions(item: Dimensions, system: UnitSystem): string {
  const stored = storedUnitOf(item.length_unit);
  if (stored && item.breadth_unit === item.length_unit && item.height_unit === item.length_unit) {
    const figures = [item.length, item.breadth, item.height].map((value) =>
      value > 0 ? formatShownFigure(value, stored, system) : '?',
    );
    return `${figures.join(' × ')} ${shownSymbol(stored, system)}`;
  }
  return [
    [item.length, item.length_unit] as const,
    [item.breadth, item.breadth_unit] as const,
    [item.height, item.height_unit] as const,
  ]
    .map(([value, unit]) => (value > 0 ? formatStoredMeasure(value, unit, system) : '?'))
    .join(' × ');
}

/** The chosen system and formatters bound to it, for components. */
export function useMeasures() {
  const system = useUnitSystem();
  return useMemo(
    () => ({
      system,
      /** 30 and 't' → "30 t" or "66,139 lb". */
      measure: (value: number, stored: StoredUnit) => formatMeasure(value, stored, system),
      /** The figure alone, for "a of b t". */
      figure: (value: number, stored: StoredUnit) => formatShownFigure(value, stored, system),
      /** 't' → "t" or "lb". */
      symbol: (stored: StoredUnit) => shownSymbol(stored, system),
      storedMeasure: (value: number, unit: string) => formatStoredMeasure(value, unit, system),
      /** A catalogue figure that may be unknown (0): "Unknown" then. */
      knownMeasure: (value: number, unit: string) => formatKnownMeasure(value, unit, system),
      dimensions: (item: Dimensions) => formatItemDimensions(item, system),
    }),
    [system],
  );
}
