import { formatJourneyName } from '@rigline/contract/ids';
import type { Db } from '../connection.ts';
import type { DemoMasterData } from './demo-master-data.ts';
import { addDemoVoyage, recordDemoVoyageHistory } from './demo-voyages.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const RIG_NAMES = ['Ocean Endeavour', 'Deepwater Horizon II', 'Atlantic Explorer'];

/**
 * The demo's sailing fortnight (issue 23, docs/decisions/063): three vessels on fixed sailing days from the
 * default base at 08:00 UTC — MV Sea Falcon on Mondays to Ocean Endeavour and Deepwater Horizon II, MV North
 * Carrier on Wednesdays to Atlantic Explorer, MV Island Provider on Fridays to Atlantic Explorer and Ocean
 * Endeavour — each sailing of the last fortnight that is back at base by now, with its plan, its recorded
 * times and, where the weather moved it after booking closed, the change and its reason in its history. Each
 * rig is 18 h from the last stop and the vessel stays 8 h alongside. They carry no cargo, so the requests and
 * orders of the demo are as before; the measures show their arrivals.
 */
const ROUTES = [
  { vesselIndex: 0, weekday: 1, rigs: [0, 1], run: 'Monday run' },
  { vesselIndex: 1, weekday: 3, rigs: [2], run: 'Wednesday run' },
  { vesselIndex: 2, weekday: 5, rigs: [2, 0], run: 'Friday run' },
] as const;

/** How each sailing went, in turn: on time; moved by weather after the cut-off and late; a little late; late. */
const OUTCOMES = [
  { sailedLateH: 0.5, arrivalLateH: [1, 2], movedH: 0 },
  { sailedLateH: 6, arrivalLateH: [11, 12], movedH: 10 },
  { sailedLateH: 1, arrivalLateH: [3, 5], movedH: 0 },
  { sailedLateH: 4, arrivalLateH: [8, 9], movedH: 0 },
] as const;

const iso = (ms: number) => new Date(ms).toISOString();

export async function seedSailingFortnight(trx: Db, master: DemoMasterData, now: Date): Promise<void> {
  const sailings: { route: (typeof ROUTES)[number]; departure: number }[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let daysBack = 15; daysBack >= 1; daysBack -= 1) {
    const day = today - daysBack * DAY_MS;
    for (const route of ROUTES) {
      if (new Date(day).getUTCDay() !== route.weekday) continue;
      const departure = day + 8 * HOUR_MS;
      const returnAt = departure + (route.rigs.length * 26 + 18) * HOUR_MS;
      // Only sailings back at base by now, with a margin for the lateness below.
      if (returnAt + 24 * HOUR_MS < now.getTime()) sailings.push({ route, departure });
    }
  }
  for (const [index, { route, departure }] of sailings.entries()) {
    const outcome = OUTCOMES[index % OUTCOMES.length]!;
    const published = route.rigs.map((_, leg) => departure + (leg * 26 + 18) * HOUR_MS);
    const planned = published.map((at) => at + outcome.movedH * HOUR_MS);
    const arrived = published.map((at, leg) => at + (outcome.arrivalLateH[leg] ?? 0) * HOUR_MS);
    const sailedAt = departure + outcome.sailedLateH * HOUR_MS;
    const lastLeft = (arrived.at(-1) ?? sailedAt) + 8 * HOUR_MS;
    const endedAt = lastLeft + 18 * HOUR_MS;
    const week = new Date(departure).toISOString().slice(0, 10);
    const spec = {
      name: `${route.run} ${week}`,
      vesselId: master.vesselIds[route.vesselIndex]!,
      createdAt: iso(departure - 5 * DAY_MS),
      startedAt: iso(sailedAt),
      endedAt: iso(endedAt),
      journeys: route.rigs.map((rigIndex, leg) => ({
        rigIndex,
        startedAt: iso(leg === 0 ? sailedAt : arrived[leg - 1]! + 8 * HOUR_MS),
        endedAt: iso(arrived[leg]!),
      })),
    };
    const voyage = await addDemoVoyage(trx, master, spec);
    await trx
      .updateTable('voyages')
      .set({
        planned_departure_at: iso(departure),
        planned_return_at: iso(departure + (route.rigs.length * 26 + 18) * HOUR_MS),
      })
      .where('id', '=', voyage.voyageId)
      .execute();
    for (const [leg, journeyId] of voyage.journeyIds.entries()) {
      await trx
        .updateTable('journeys')
        .set({
          planned_arrival_at: iso(planned[leg]!),
          planned_departure_at: iso(planned[leg]! + 8 * HOUR_MS),
          published_arrival_at: outcome.movedH > 0 ? iso(published[leg]!) : null,
        })
        .where('id', '=', journeyId)
        .execute();
    }
    await recordDemoVoyageHistory(trx, master, voyage, spec);
    if (outcome.movedH > 0) {
      // Booking closed 24 h before sailing; two hours later the forecast moved every arrival.
      const changes = Object.fromEntries(
        route.rigs.flatMap((rigIndex, leg) => [
          [
            `${formatJourneyName(leg + 1, RIG_NAMES[rigIndex])}|arrival`,
            [iso(published[leg]!), iso(planned[leg]!)],
          ],
          [
            `${formatJourneyName(leg + 1, RIG_NAMES[rigIndex])}|departure`,
            [iso(published[leg]! + 8 * HOUR_MS), iso(planned[leg]! + 8 * HOUR_MS)],
          ],
        ]),
      );
      await trx
        .insertInto('events')
        .values({
          entity_type: 'voyage',
          entity_id: voyage.voyageId,
          actor_user_id: master.users.coordinator,
          from_phase: null,
          to_phase: null,
          from_status: 'PLANNING',
          to_status: 'PLANNING',
          created_at: iso(departure - 22 * HOUR_MS),
          voyage_id: voyage.voyageId,
          reason: 'WEATHER: Swell over 4 m forecast on the route; arrivals moved 10 h',
          details: JSON.stringify(changes),
        })
        .execute();
    }
  }
}
