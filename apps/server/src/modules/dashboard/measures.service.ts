import {
  addDays,
  MEASURES_DEFAULT_WEEKS,
  type Measures,
  type MeasureWeek,
  type measuresQuerySchema,
  percentOf,
  startOfDateIn,
  weekStartOf,
  weeksBetween,
} from '@rigline/contract/measures';
import { HOUR_MS } from '@rigline/contract/time';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { getLoadPlan } from '../load-plan/load-plan.service.ts';
import {
  findBaseWindows,
  findLateBookingTimes,
  findLegsArrived,
  findRequestsDue,
} from './measures.repository.ts';

type MeasuresQuery = z.output<typeof measuresQuerySchema>;

interface WeekTally {
  legs_arrived: number;
  legs_on_time: number;
  requests_due: number;
  requests_delivered_on_time: number;
  late_bookings: number;
  deck_use: number[];
}

/** A leg is on time when it arrived within its base's window, either side, of the arrival published at cut-off. */
export function isArrivalOnTime(leg: {
  arrivedAt: string;
  publishedAt: string;
  windowHours: number;
}): boolean {
  return Math.abs(Date.parse(leg.arrivedAt) - Date.parse(leg.publishedAt)) <= leg.windowHours * HOUR_MS;
}

type DueRow = Awaited<ReturnType<typeof findRequestsDue>>[number];

/**
 * Each request due with whether it counts yet and was on time: it counts once its every order (rejected ones
 * aside) has reached the rig, or once its required-by date has ended at the rig; it is on time when every such
 * order reached the rig before that date ended there. Kept on board is not delivered.
 */
function judgeRequests(rows: readonly DueRow[], now: string) {
  const byRequest = new Map<number, DueRow[]>();
  for (const row of rows) byRequest.set(row.request_id, [...(byRequest.get(row.request_id) ?? []), row]);
  const judged: { requiredBy: string; isOnTime: boolean }[] = [];
  for (const orders of byRequest.values()) {
    const live = orders.filter((order) => order.order_status !== 'REJECTED');
    const first = orders[0];
    if (live.length === 0 || !first?.required_by) continue;
    const deadline = startOfDateIn(addDays(first.required_by, 1), first.rig_time_zone);
    const arrivals = live.map((order) => (order.kept_reason === null ? order.arrived_at : null));
    const isDelivered = arrivals.every((arrival) => arrival !== null);
    if (!isDelivered && now < deadline) continue;
    const isOnTime = isDelivered && arrivals.every((arrival) => arrival !== null && arrival < deadline);
    judged.push({ requiredBy: first.required_by, isOnTime });
  }
  return judged;
}

/**
 * GET /api/dashboard/measures (issue 23, docs/decisions/063): weekly figures from recorded times only, in whole
 * UTC weeks from the week of `from` to the week of `to` (by default this week and the seven before).
 */
export async function getMeasures(options: {
  db: Db;
  query: MeasuresQuery;
  heavyLiftT: number;
  now: string;
}): Promise<Measures> {
  const { db, query, now } = options;
  const to = query.to ?? now.slice(0, 10);
  const from = query.from ?? addDays(weekStartOf(to), -7 * (MEASURES_DEFAULT_WEEKS - 1));
  const weeks = weeksBetween(from, to);
  const firstWeek = weeks[0] ?? weekStartOf(from);
  const endDate = addDays(weeks[weeks.length - 1] ?? firstWeek, 7);
  const window = { from: `${firstWeek}T00:00:00.000Z`, to: `${endDate}T00:00:00.000Z` };
  const [legs, dueRows, lateBookings, bases] = await Promise.all([
    findLegsArrived(db, window),
    findRequestsDue(db, { fromDate: firstWeek, toDate: endDate }),
    findLateBookingTimes(db, window),
    findBaseWindows(db),
  ]);
  const tallies = new Map<string, WeekTally>(
    weeks.map((week) => [
      week,
      {
        legs_arrived: 0,
        legs_on_time: 0,
        requests_due: 0,
        requests_delivered_on_time: 0,
        late_bookings: 0,
        deck_use: [],
      },
    ]),
  );
  const tallyOf = (value: string) => tallies.get(weekStartOf(value));

  for (const leg of legs) {
    const published = leg.published_arrival_at ?? leg.planned_arrival_at;
    const tally = leg.ended_at ? tallyOf(leg.ended_at) : undefined;
    if (!tally || !leg.ended_at || published === null) continue;
    tally.legs_arrived += 1;
    const isOnTime = isArrivalOnTime({
      arrivedAt: leg.ended_at,
      publishedAt: published,
      windowHours: leg.on_time_window_hours,
    });
    if (isOnTime) tally.legs_on_time += 1;
  }

  const voyageIds = [...new Set(legs.map((leg) => leg.voyage_id))];
  const plans = await Promise.all(
    voyageIds.map((voyageId) => getLoadPlan({ db, voyageId, heavyLiftT: options.heavyLiftT })),
  );
  const areaPctOf = new Map(plans.flatMap((plan) => plan.legs.map((leg) => [leg.journey_id, leg.area_pct])));
  for (const leg of legs) {
    const areaPct = areaPctOf.get(leg.id);
    const tally = leg.ended_at ? tallyOf(leg.ended_at) : undefined;
    if (tally && areaPct !== null && areaPct !== undefined) tally.deck_use.push(areaPct);
  }

  for (const request of judgeRequests(dueRows, now)) {
    const tally = tallyOf(request.requiredBy);
    if (!tally) continue;
    tally.requests_due += 1;
    if (request.isOnTime) tally.requests_delivered_on_time += 1;
  }

  for (const bookedAt of lateBookings) {
    const tally = tallyOf(bookedAt);
    if (tally) tally.late_bookings += 1;
  }

  return {
    time_zone: 'UTC',
    bases: bases.map((base) => ({
      id: base.id,
      name: base.name,
      on_time_window_hours: base.on_time_window_hours,
    })),
    weeks: weeks.map((week): MeasureWeek => {
      const tally = tallies.get(week);
      const deck = tally?.deck_use ?? [];
      return {
        week_start: week,
        legs_arrived: tally?.legs_arrived ?? 0,
        legs_on_time: tally?.legs_on_time ?? 0,
        on_time_pct: percentOf(tally?.legs_on_time ?? 0, tally?.legs_arrived ?? 0),
        requests_due: tally?.requests_due ?? 0,
        requests_delivered_on_time: tally?.requests_delivered_on_time ?? 0,
        delivered_on_time_pct: percentOf(tally?.requests_delivered_on_time ?? 0, tally?.requests_due ?? 0),
        late_bookings: tally?.late_bookings ?? 0,
        legs_with_deck_use: deck.length,
        deck_use_avg_pct:
          deck.length === 0 ? null : Math.round(deck.reduce((sum, pct) => sum + pct, 0) / deck.length),
        deck_use_max_pct: deck.length === 0 ? null : Math.round(Math.max(...deck)),
      };
    }),
  };
}
