import type { Sailing, SailingLeg } from '@rigline/contract/sailings';
import { instantOfWallClock, wallClockAt } from '@/lib/zoned-time';

/**
 * The coordinator's Schedule week (issue 23, docs/decisions/061): Monday to Sunday in the display zone, vessels
 * as rows, each voyage a bar from its planned departure to its planned return. Positions are in days from the
 * week's start (0..7), each day its own length, so a 23- or 25-hour day at a clock change still fills one column.
 */

const DAY_MS = 86_400_000;

/** The eight instants that bound the week's seven days: Monday 00:00 … next Monday 00:00, in `timeZone`. */
export function weekDayStarts(anyInstantInWeek: number, timeZone: string): number[] {
  const wall = wallClockAt(anyInstantInWeek, timeZone);
  // Days since Monday of the wall-clock date (getUTCDay: Sunday 0).
  const weekday = (new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7;
  return Array.from({ length: 8 }, (_, index) => {
    const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - weekday + index));
    return instantOfWallClock(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: 0,
        minute: 0,
      },
      timeZone,
    );
  });
}

/** The week `weeks` before (negative) or after this one. */
export function shiftWeek(dayStarts: readonly number[], weeks: number, timeZone: string): number[] {
  // Noon on the Monday, moved by whole weeks, is safely inside the wanted week whatever the clock changes.
  return weekDayStarts((dayStarts[0] ?? 0) + 12 * 3_600_000 + weeks * 7 * DAY_MS, timeZone);
}

/** Where an instant falls in the week, in days from its start: 0 before it, 7 after it. */
export function dayPosition(instant: number, dayStarts: readonly number[]): number {
  const first = dayStarts[0] ?? 0;
  const last = dayStarts[7] ?? first;
  if (instant <= first) return 0;
  if (instant >= last) return 7;
  for (let day = 0; day < 7; day += 1) {
    const start = dayStarts[day] ?? 0;
    const end = dayStarts[day + 1] ?? start;
    if (instant < end) return day + (instant - start) / (end - start);
  }
  return 7;
}

/** An instant as a percentage across the week, for a CSS left. */
export function weekPercent(instant: number, dayStarts: readonly number[]): number {
  return (dayPosition(instant, dayStarts) / 7) * 100;
}

/** When a sailing's bar ends: its planned return, else the last thing planned on it (an hour at least). */
export function sailingEnd(
  sailing: Pick<Sailing, 'planned_departure_at' | 'planned_return_at' | 'legs'>,
): number {
  if (sailing.planned_return_at) return Date.parse(sailing.planned_return_at);
  const planned = sailing.legs.flatMap((leg) =>
    [leg.planned_arrival_at, leg.planned_departure_at]
      .filter((at): at is string => at !== null)
      .map(Date.parse),
  );
  return Math.max(Date.parse(sailing.planned_departure_at) + 3_600_000, ...planned);
}

export interface LegMark {
  leg: SailingLeg;
  /** Percent across the week of its planned arrival (expected arrival when it has no plan). */
  left: number;
}

export interface WeekBar {
  sailing: Sailing;
  left: number;
  width: number;
  /** The voyage sailed before Monday / returns after Sunday: the bar is cut at the week's edge. */
  continuesBefore: boolean;
  continuesAfter: boolean;
  /** The booking cut-off, when it falls inside the week. */
  cutoffLeft: number | null;
  legMarks: LegMark[];
}

/** A sailing's bar in the week, or null when it does not overlap it. */
export function placeBar(sailing: Sailing, dayStarts: readonly number[]): WeekBar | null {
  const weekStart = dayStarts[0] ?? 0;
  const weekEnd = dayStarts[7] ?? weekStart;
  const start = Date.parse(sailing.planned_departure_at);
  const end = sailingEnd(sailing);
  if (end <= weekStart || start >= weekEnd) return null;
  const left = weekPercent(start, dayStarts);
  const cutoff = Date.parse(sailing.cutoff_at);
  const legMarks = sailing.legs.flatMap((leg) => {
    const at = leg.planned_arrival_at ?? leg.expected_arrival_at;
    if (at === null) return [];
    const instant = Date.parse(at);
    return instant < weekStart || instant >= weekEnd ? [] : [{ leg, left: weekPercent(instant, dayStarts) }];
  });
  return {
    sailing,
    left,
    width: weekPercent(end, dayStarts) - left,
    continuesBefore: start < weekStart,
    continuesAfter: end > weekEnd,
    cutoffLeft: cutoff >= weekStart && cutoff < weekEnd ? weekPercent(cutoff, dayStarts) : null,
    legMarks,
  };
}

export interface VesselRow {
  vessel: { id: number; name: string };
  bars: WeekBar[];
}

/**
 * One row per vessel, in the order given (vessels with nothing this week keep their row), then any vessel that
 * only the sailings name; each row's bars in departure order.
 */
export function layoutWeek(
  vessels: readonly { id: number; name: string }[],
  sailings: readonly Sailing[],
  dayStarts: readonly number[],
): VesselRow[] {
  const rows = new Map<number, VesselRow>();
  for (const vessel of vessels)
    rows.set(vessel.id, { vessel: { id: vessel.id, name: vessel.name }, bars: [] });
  const sorted = [...sailings].sort(
    (a, b) => Date.parse(a.planned_departure_at) - Date.parse(b.planned_departure_at),
  );
  for (const sailing of sorted) {
    const bar = placeBar(sailing, dayStarts);
    if (!bar) continue;
    const vessel = sailing.vessel ?? { id: 0, name: 'No vessel' };
    let row = rows.get(vessel.id);
    if (!row) {
      row = { vessel, bars: [] };
      rows.set(vessel.id, row);
    }
    row.bars.push(bar);
  }
  return [...rows.values()];
}

/** The sailings of the week on one day (at sea or in port for any part of it), for the narrow list. */
export function sailingsOnDay(
  sailings: readonly Sailing[],
  dayStarts: readonly number[],
  day: number,
): Sailing[] {
  const start = dayStarts[day] ?? 0;
  const end = dayStarts[day + 1] ?? start;
  return sailings
    .filter((sailing) => Date.parse(sailing.planned_departure_at) < end && sailingEnd(sailing) > start)
    .sort((a, b) => Date.parse(a.planned_departure_at) - Date.parse(b.planned_departure_at));
}

const dayLabels = new Map<string, Intl.DateTimeFormat>();

/** "Mon 30 Nov" in the zone. */
export function formatDayLabel(dayStart: number, timeZone: string): string {
  let format = dayLabels.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone });
    dayLabels.set(timeZone, format);
  }
  return format.format(new Date(dayStart)).replace(',', '');
}
