import type { LoadLevel } from '@rigline/contract/load-plan';
import { convert, shownSymbol, shownUnit, type UnitSystem } from '@rigline/contract/units';

export function formatPercent(pct: number): string {
  return `${pct.toFixed(1)} %`;
}

export function formatNumber(value: number, digits = 1): string {
  return value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Green up to 85 %, amber over it, red over 100 % (docs/decisions/027). */
export const LEVEL_BAR_CLASS: Record<LoadLevel, string> = {
  ok: 'bg-emerald-600',
  warning: 'bg-amber-500',
  over: 'bg-red-600',
};

export const LEVEL_TEXT: Record<LoadLevel, string> = {
  ok: 'Within limits',
  warning: 'Over 85 %',
  over: 'Over 100 %',
};

/**
 * A load-plan figure in the person's units (Settings → Units, docs/decisions/056): one decimal in metric, as
 * the plan has always read; whole pounds and square feet in imperial.
 */
export function formatLoadFigure(value: number, stored: 't' | 'm' | 'm2', system: UnitSystem): string {
  const { unit } = shownUnit(stored, system);
  return formatNumber(convert(value, stored, unit), unit === 'lb' || unit === 'ft2' ? 0 : 1);
}

/** "33.0 of 30.0 t", or the one figure when there is no limit. */
export function formatLoadOf(
  value: number,
  limit: number | null,
  stored: 't' | 'm' | 'm2',
  system: UnitSystem,
): string {
  const symbol = shownSymbol(stored, system);
  const figure = formatLoadFigure(value, stored, system);
  return limit === null
    ? `${figure} ${symbol}`
    : `${figure} of ${formatLoadFigure(limit, stored, system)} ${symbol}`;
}
