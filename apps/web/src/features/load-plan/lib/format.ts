import type { LoadLevel } from '@rigline/contract/load-plan';

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
