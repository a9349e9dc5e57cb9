import type { Item } from '@rigline/contract/items';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The fixed units (§5) written short in the table; anything else as it comes. */
const UNIT_ABBREVIATIONS: Readonly<Record<string, string>> = { inches: 'in', pounds: 'lb', gallons: 'gal' };

export function abbreviateUnit(unit: string): string {
  return UNIT_ABBREVIATIONS[unit] ?? unit;
}

/** 1234.5 → "1,234.5"; at most two decimals, as the Add Item fields take them (step 0.01). */
export function formatQuantity(value: number): string {
  return numberFormat.format(value);
}

/** 95 and 'pounds' → "95 lb". */
export function formatMeasure(value: number, unit: string): string {
  return `${formatQuantity(value)} ${abbreviateUnit(unit)}`;
}

/** "18 × 14 × 6 in" (length × breadth × height), each unit written if they ever differ. */
export function formatDimensions(
  item: Pick<Item, 'length' | 'breadth' | 'height' | 'length_unit' | 'breadth_unit' | 'height_unit'>,
): string {
  const units = [item.length_unit, item.breadth_unit, item.height_unit];
  if (units.every((unit) => unit === item.length_unit)) {
    return `${[item.length, item.breadth, item.height].map(formatQuantity).join(' × ')} ${abbreviateUnit(item.length_unit)}`;
  }
  return [
    formatMeasure(item.length, item.length_unit),
    formatMeasure(item.breadth, item.breadth_unit),
    formatMeasure(item.height, item.height_unit),
  ].join(' × ');
}
