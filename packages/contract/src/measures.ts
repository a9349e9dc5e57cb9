import { z } from 'zod';
import { countSchema, defineCall, envelope, exportFormatSchema, namedRefSchema } from './api.ts';
import { calendarDateSchema } from './time.ts';

/**
 * The measures (issue 23, docs/decisions/063): weekly figures worked out only from recorded times. Weeks run
 * Monday 00:00 to Monday 00:00 UTC and are named by their Monday (YYYY-MM-DD, UTC).
 *
 * - On-time arrivals: legs (journeys) that reached their rig in the week, and of those the ones that arrived
 *   within their base's `on_time_window_hours` (either side) of the arrival published at the booking cut-off.
 * - Delivered by required-by: requests whose required-by date falls in the week and has ended at the rig (or
 *   that were delivered already), and of those the ones whose every order (rejected ones aside) reached the rig
 *   before the end of that date in the rig's time zone.
 * - Late bookings: bookings made after a sailing's cut-off (decision 058), by when they were made.
 * - Deck use per leg: the deck area the load plan counts on each leg that reached its rig in the week, as a
 *   share of the vessel's deck; the week's average and highest.
 */

/** The weeks shown when none are asked for: this week and the seven before. */
export const MEASURES_DEFAULT_WEEKS = 8;
/** The most weeks one call answers: a year. */
export const MEASURES_MAX_WEEKS = 53;

const DAY_MS = 86_400_000;

/** The Monday (YYYY-MM-DD, UTC) of the week an instant or date falls in. */
export function weekStartOf(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - daysSinceMonday * DAY_MS,
  )
    .toISOString()
    .slice(0, 10);
}

/** A date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays from the week of `from` to the week of `to`, in order. */
export function weeksBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  const last = weekStartOf(to);
  for (let week = weekStartOf(from); week <= last; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** A share as a whole-number percentage, or null when there is nothing to share. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}

export const measuresQuerySchema = z
  .object({
    /** A date in the first week (UTC); by default the Monday seven weeks before this week's. */
    from: calendarDateSchema('from').optional(),
    /** A date in the last week (UTC); by default today. */
    to: calendarDateSchema('to').optional(),
    /** csv or xlsx: the weekly figures as a file, one row a week. */
    format: exportFormatSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    } else if (query.from && query.to && weeksBetween(query.from, query.to).length > MEASURES_MAX_WEEKS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The measures cover at most ${MEASURES_MAX_WEEKS} weeks at a time`,
      });
    }
  });
export type MeasuresQuery = z.input<typeof measuresQuerySchema>;

export const measureWeekSchema = z.object({
  /** The week's Monday, YYYY-MM-DD; the week runs Monday 00:00 UTC to the next Monday 00:00 UTC. */
  week_start: z.string(),
  legs_arrived: countSchema,
  legs_on_time: countSchema,
  /** legs_on_time of legs_arrived, 0–100; null when no leg arrived. */
  on_time_pct: z.number().int().nullable(),
  requests_due: countSchema,
  requests_delivered_on_time: countSchema,
  /** requests_delivered_on_time of requests_due, 0–100; null when none was due. */
  delivered_on_time_pct: z.number().int().nullable(),
  late_bookings: countSchema,
  /** Legs arrived in the week whose deck use is known (the vessel's deck size and every item's size known). */
  legs_with_deck_use: countSchema,
  deck_use_avg_pct: z.number().int().nullable(),
  deck_use_max_pct: z.number().int().nullable(),
});
export type MeasureWeek = z.infer<typeof measureWeekSchema>;

export const measuresSchema = z.object({
  /** The zone the weeks are counted in: always UTC. */
  time_zone: z.literal('UTC'),
  /** Each base's on-time window, in hours. */
  bases: z.array(namedRefSchema.extend({ on_time_window_hours: z.number().int() })),
  /** Oldest week first. */
  weeks: z.array(measureWeekSchema),
});
export type Measures = z.infer<typeof measuresSchema>;

/** Base coordinator. The weekly figures; with `format`, the same weeks as a CSV or Excel file. */
export const getMeasuresCall = defineCall({
  method: 'GET',
  path: '/api/dashboard/measures',
  query: measuresQuerySchema,
  response: envelope(measuresSchema),
});

/** How far a zone is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant (ISO, UTC) a calendar date begins at midnight in an IANA zone. */
export function startOfDateIn(date: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const first = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  return new Date(midnightUtc - zoneOffsetMs(first, timeZone)).toISOString();
}
