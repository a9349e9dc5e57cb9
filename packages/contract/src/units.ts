/**
 * Units of measure (issue 22, point 16; docs/decisions/056). The documents fix the units every figure is
 * stored and sent in: the catalogue in inches, pounds and gallons, decks in metres and tonnes, backload in
 * kilograms and metres. A person reads and types them in one system of their choice; these pure functions turn
 * a stored figure into the chosen unit for display and a typed figure back into the stored unit.
 */

import type { UnitSystem } from './unit-systems.ts';

export { DEFAULT_UNIT_SYSTEM, UNIT_SYSTEMS, type UnitSystem } from './unit-systems.ts';
export const UNIT_SYSTEM_LABELS: Readonly<Record<UnitSystem, string>> = {
  metric: 'Metric (m, kg, t, L)',
  imperial: 'Imperial (in, ft, lb, gal)',
};

/** Every unit a figure is stored or shown in, with its size in the base unit of its kind (exact definitions). */
const UNITS = {
  in: { kind: 'length', size: 0.0254, symbol: 'in' },
  ft: { kind: 'length', size: 0.3048, symbol: 'ft' },
  m: { kind: 'length', size: 1, symbol: 'm' },
  lb: { kind: 'mass', size: 0.453_592_37, symbol: 'lb' },
  kg: { kind: 'mass', size: 1, symbol: 'kg' },
  t: { kind: 'mass', size: 1000, symbol: 't' },
  gal: { kind: 'volume', size: 3.785_411_784, symbol: 'gal' },
  L: { kind: 'volume', size: 1, symbol: 'L' },
  m2: { kind: 'area', size: 1, symbol: 'm²' },
  ft2: { kind: 'area', size: 0.092_903_04, symbol: 'ft²' },
} as const;
export type Unit = keyof typeof UNITS;

/** The units the documents store figures in. */
export type StoredUnit = 'in' | 'lb' | 'gal' | 'm' | 'kg' | 't' | 'm2';
export const STORED_UNITS: readonly StoredUnit[] = ['in', 'lb', 'gal', 'm', 'kg', 't', 'm2'];

export interface ShownUnit {
  unit: Unit;
  /** Decimals shown (at most; trailing zeros are left out). */
  decimals: number;
}

/**
 * How a stored figure reads in each system. Metric uses one length (m) and one volume (L) everywhere, kg for a
 * piece and t for a deck; Imperial keeps the catalogue's inches, feet for decks and backload, pounds for all mass.
 */
const SHOWN: Readonly<Record<StoredUnit, Readonly<Record<UnitSystem, ShownUnit>>>> = {
  in: { metric: { unit: 'm', decimals: 3 }, imperial: { unit: 'in', decimals: 2 } },
  lb: { metric: { unit: 'kg', decimals: 2 }, imperial: { unit: 'lb', decimals: 2 } },
  gal: { metric: { unit: 'L', decimals: 1 }, imperial: { unit: 'gal', decimals: 2 } },
  m: { metric: { unit: 'm', decimals: 3 }, imperial: { unit: 'ft', decimals: 2 } },
  kg: { metric: { unit: 'kg', decimals: 2 }, imperial: { unit: 'lb', decimals: 2 } },
  t: { metric: { unit: 't', decimals: 2 }, imperial: { unit: 'lb', decimals: 0 } },
  m2: { metric: { unit: 'm2', decimals: 2 }, imperial: { unit: 'ft2', decimals: 1 } },
};

/**
 * Decimals a typed figure keeps once converted to its stored unit: the catalogue's 0.01 step (§5), finer for
 * the metric documents, so that half a stored step is always less than half a shown step and a figure typed to
 * the shown precision reads back exactly as typed (units.test.ts checks every pair).
 */
const STORED_DECIMALS: Readonly<Record<StoredUnit, number>> = {
  in: 2,
  lb: 2,
  gal: 2,
  m: 4,
  kg: 3,
  t: 4,
  m2: 4,
};

/** The catalogue's unit names (ITEM_UNITS) as units. */
const CATALOGUE_UNITS: Readonly<Record<string, StoredUnit>> = { inches: 'in', pounds: 'lb', gallons: 'gal' };

/** 'inches' → 'in'; null for a name that is no stored unit. */
export function storedUnitOf(name: string): StoredUnit | null {
  if (name in CATALOGUE_UNITS) return CATALOGUE_UNITS[name] ?? null;
  return (STORED_UNITS as readonly string[]).includes(name) ? (name as StoredUnit) : null;
}

export function unitSymbol(unit: Unit): string {
  return UNITS[unit].symbol;
}

export function convert(value: number, from: Unit, to: Unit): number {
  if (from === to) return value;
  if (UNITS[from].kind !== UNITS[to].kind) throw new Error(`Cannot convert ${from} to ${to}`);
  return (value * UNITS[from].size) / UNITS[to].size;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function shownUnit(stored: StoredUnit, system: UnitSystem): ShownUnit {
  return SHOWN[stored][system];
}

/** The symbol a stored figure is shown with: 'in' and 'metric' → 'm'. */
export function shownSymbol(stored: StoredUnit, system: UnitSystem): string {
  return unitSymbol(shownUnit(stored, system).unit);
}

/** A stored figure in the chosen system, rounded as it is shown. */
export function toShown(value: number, stored: StoredUnit, system: UnitSystem): number {
  const { unit, decimals } = shownUnit(stored, system);
  return roundTo(convert(value, stored, unit), decimals);
}

/** A figure typed in the chosen system, in its stored unit; unchanged when no conversion is needed. */
export function fromShown(value: number, stored: StoredUnit, system: UnitSystem): number {
  const { unit } = shownUnit(stored, system);
  if (unit === stored) return value;
  return roundTo(convert(value, unit, stored), STORED_DECIMALS[stored]);
}

/**
 * The largest figure a person may type in the chosen system for a stored limit, as the message says it: rounded
 * down so that it never converts to more than the limit, to the shown precision below 100 and to whole units
 * from 100 up (issue 22's walk read "at most 453,592.37 kg", a precision no limit has). A limit in the stored
 * unit itself is said as it is.
 */
export function shownLimit(limit: number, stored: StoredUnit, system: UnitSystem): number {
  const { unit, decimals } = shownUnit(stored, system);
  if (unit === stored) return limit;
  const factor = 10 ** decimals;
  let shown = Math.floor(convert(limit, stored, unit) * factor + 1e-9) / factor;
  const step = limitStepOf(shown, decimals);
  shown = Math.floor(shown / step + 1e-9) * step;
  while (fromShown(shown, stored, system) > limit) shown -= step;
  return roundTo(shown, decimals);
}

/** How finely a shown limit is said: whole units from 100 up, the shown precision below. */
export function limitStepOf(shown: number, decimals: number): number {
  return shown >= 100 ? 1 : 10 ** -decimals;
}

const formats = new Map<number, Intl.NumberFormat>();

/** 1234.5 → "1,234.5"; at most `decimals` decimals. */
export function formatFigure(value: number, decimals: number): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format.format(value);
}

/** 18 'in' metric → "0.457 m"; 30 't' imperial → "66,139 lb". */
export function formatMeasure(value: number, stored: StoredUnit, system: UnitSystem): string {
  const { unit, decimals } = shownUnit(stored, system);
  return `${formatFigure(convert(value, stored, unit), decimals)} ${unitSymbol(unit)}`;
}

/** The figure alone, as `formatMeasure` shows it: for "a × b × c m" and "x of y t". */
export function formatShownFigure(value: number, stored: StoredUnit, system: UnitSystem): string {
  const { unit, decimals } = shownUnit(stored, system);
  return formatFigure(convert(value, stored, unit), decimals);
}

/** The text a number box starts with for a stored figure: its shown value, without grouping. */
export function shownText(value: number | null | undefined, stored: StoredUnit, system: UnitSystem): string {
  return value === null || value === undefined ? '' : String(toShown(value, stored, system));
}
