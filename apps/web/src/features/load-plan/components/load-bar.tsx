import type { LoadLevel } from '@rigline/contract/load-plan';
import { cn } from '@/lib/utils';
import { formatPercent, LEVEL_BAR_CLASS, LEVEL_TEXT } from '../lib/format';

/** "Leg 1 deck area" is the bar's name for screen readers; on screen the leg is the card's heading. */
function visibleLabel(label: string): string {
  const text = label.replace(/^Leg \d+ /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One bar: green, amber over 85 %, red over 100 %; the figure in words beside it, for reading and for print. */
export function LoadBar({
  label,
  pct,
  level,
  detail,
  compact = false,
}: {
  /** The accessible name, e.g. "Leg 1 deck area". */
  label: string;
  /** Null: not checked (deck size or deck load unknown). */
  pct: number | null;
  level: LoadLevel;
  detail: string;
  compact?: boolean;
}) {
  const width = pct === null ? 0 : Math.min(100, Math.max(0, pct));
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className={cn('font-medium', compact && 'text-xs')}>{visibleLabel(label)}</span>
        <span
          className={cn(
            'tabular-nums',
            compact ? 'text-xs' : 'text-sm',
            level === 'over' && 'font-semibold text-red-700 dark:text-red-400',
            level === 'warning' && 'font-semibold text-amber-700 dark:text-amber-400',
          )}
        >
          {pct === null ? 'Not checked' : formatPercent(pct)}
          {pct !== null && level !== 'ok' ? ` · ${LEVEL_TEXT[level]}` : ''}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct === null ? undefined : Math.round(pct * 10) / 10}
        aria-valuetext={pct === null ? 'Not checked' : `${formatPercent(pct)}, ${detail}`}
        data-level={level}
        className={cn('relative w-full overflow-hidden rounded-full bg-muted', compact ? 'h-1.5' : 'h-2.5')}
      >
        <div
          className={cn('h-full transition-[width] duration-300', LEVEL_BAR_CLASS[level])}
          style={{ width: `${width}%` }}
        />
      </div>
      {compact ? null : <p className="text-muted-foreground text-xs tabular-nums">{detail}</p>}
    </div>
  );
}
