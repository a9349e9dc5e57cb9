import { addDays, type MeasureWeek } from '@rigline/contract/measures';
import { formatCalendarDate } from '@/lib/format';

/** "23 Nov – 29 Nov 2026 (UTC)": a week by its Monday and Sunday, naming the zone its weeks are counted in. */
export function formatWeek(weekStart: string): string {
  const monday = formatCalendarDate(weekStart);
  const sunday = formatCalendarDate(addDays(weekStart, 6));
  const sameYear = monday.slice(-4) === sunday.slice(-4);
  return `${sameYear ? monday.slice(0, -5) : monday} – ${sunday} (UTC)`;
}

/** A short axis label for a week: its Monday, "23 Nov". */
export function formatWeekTick(weekStart: string): string {
  return formatCalendarDate(weekStart).slice(0, -5);
}

/** One figure of a week, as a line of the dashboard and the table shows it. */
export interface MeasureFigure {
  label: string;
  /** What it counts, for the table's and the card's second line. */
  detail: (week: MeasureWeek) => string;
  value: (week: MeasureWeek) => number | null;
  unit: '%' | '';
  /** Whether more is better (on time) or worse (late bookings); deck use is neither. */
  better: 'higher' | 'lower' | null;
}

export const MEASURE_FIGURES: readonly MeasureFigure[] = [
  {
    label: 'On-time arrivals',
    value: (week) => week.on_time_pct,
    unit: '%',
    better: 'higher',
    detail: (week) => `${week.legs_on_time} of ${week.legs_arrived} legs`,
  },
  {
    label: 'Delivered by required-by date',
    value: (week) => week.delivered_on_time_pct,
    unit: '%',
    better: 'higher',
    detail: (week) => `${week.requests_delivered_on_time} of ${week.requests_due} requests`,
  },
  {
    label: 'Late bookings',
    value: (week) => week.late_bookings,
    unit: '',
    better: 'lower',
    detail: () => `after the cut-off`,
  },
  {
    label: 'Deck use per leg',
    value: (week) => week.deck_use_avg_pct,
    unit: '%',
    better: null,
    detail: (week) =>
      week.deck_use_max_pct === null
        ? 'no leg with a known deck'
        : `average of ${week.legs_with_deck_use} leg${week.legs_with_deck_use === 1 ? '' : 's'}, highest ${week.deck_use_max_pct} %`,
  },
];

/** A figure as text: "83 %", "2", or "–" when there was nothing to count. */
export function formatFigure(value: number | null, unit: '%' | ''): string {
  if (value === null) return '–';
  return unit === '%' ? `${value} %` : String(value);
}

/** How this week's figure moved from last week's, in words a screen reader reads too: "up 12 points". */
export function describeChange(now: number | null, before: number | null, unit: '%' | ''): string | null {
  if (now === null || before === null) return null;
  const difference = now - before;
  if (difference === 0) return 'same as last week';
  const size = Math.abs(difference);
  const amount = unit === '%' ? `${size} point${size === 1 ? '' : 's'}` : String(size);
  return `${difference > 0 ? 'up' : 'down'} ${amount} on last week`;
}
