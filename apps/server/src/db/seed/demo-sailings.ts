import { formatJourneyName } from '@rigline/contract/ids';
import { PHASE } from '@rigline/contract/phases';
import type { Db } from '../connection.ts';
import type { DemoMasterData } from './demo-master-data.ts';
import { addDemoRequest } from './demo-requests.ts';
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

/** How far ahead the demo's published schedule reaches. */
const FUTURE_DAYS = 10;

/**
 * The schedule ahead (issue 23): every sailing of the same three routes in the next ten days, planned with its
 * legs (each rig 18 h from the last stop, 8 h alongside), not started. Booking closes 24 h before sailing (the
 * base's cut-off), so the first of them may already be closed. Both suppliers have cargo booked on the first
 * sailings whose booking is still open, assigned to them to deliver to the quay, so their Sailings screen shows
 * their orders and the countdown; one of them is needed on the rig before its sailing can arrive (at risk).
 */
export async function seedFutureSailings(trx: Db, master: DemoMasterData, now: Date): Promise<void> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const open: { voyageId: number; journeyIds: number[]; rigIndex: number; arrival: number }[] = [];
  for (let daysAhead = 1; daysAhead <= FUTURE_DAYS; daysAhead += 1) {
    const day = today + daysAhead * DAY_MS;
    for (const route of ROUTES) {
      if (new Date(day).getUTCDay() !== route.weekday) continue;
      const departure = day + 8 * HOUR_MS;
      const arrivals = route.rigs.map((_, leg) => departure + (leg * 26 + 18) * HOUR_MS);
      const spec = {
        name: `${route.run} ${iso(departure).slice(0, 10)}`,
        vesselId: master.vesselIds[route.vesselIndex]!,
        createdAt: iso(Math.min(departure - 5 * DAY_MS, now.getTime() - DAY_MS)),
        journeys: route.rigs.map((rigIndex) => ({ rigIndex })),
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
            planned_arrival_at: iso(arrivals[leg]!),
            planned_departure_at: iso(arrivals[leg]! + 8 * HOUR_MS),
          })
          .where('id', '=', journeyId)
          .execute();
      }
      await recordDemoVoyageHistory(trx, master, voyage, spec);
      // Booking still open (cut-off 24 h before sailing) with a few hours to spare.
      if (departure - 24 * HOUR_MS > now.getTime() + 2 * HOUR_MS)
        open.push({ ...voyage, rigIndex: route.rigs[0], arrival: arrivals[0]! });
    }
  }
  await bookDemoCargo(trx, master, now, open);
}

/** The suppliers' cargo on the first open sailings, each request on its sailing's first rig. */
async function bookDemoCargo(
  trx: Db,
  master: DemoMasterData,
  now: Date,
  open: { voyageId: number; journeyIds: number[]; rigIndex: number; arrival: number }[],
): Promise<void> {
  const daysAgo = (days: number) => iso(now.getTime() - days * DAY_MS);
  const world = { master, daysAgo };
  const { vendors, users } = master;
  const bookings = [
    {
      vendorId: vendors.gulf,
      userId: users.gulf,
      title: 'Slickline spares and galley provisions',
      description: 'Wireline consumables and the weekly dry and chilled provisions',
      items: [master.gulfItems[1]!, master.gulfItems[3]!],
      // Needed the day before the sailing can arrive: the coordinator sees it at risk.
      requiredBy: (arrival: number) => iso(arrival - DAY_MS).slice(0, 10),
    },
    {
      vendorId: vendors.northSea,
      userId: users.northSea,
      title: 'Bentonite and lost circulation material',
      description: 'Sacks for the next section, booked on the first open sailing',
      items: [master.northSeaItems[2]!, master.northSeaItems[5]!],
      requiredBy: (arrival: number) => iso(arrival + 2 * DAY_MS).slice(0, 10),
    },
    {
      vendorId: vendors.gulf,
      userId: users.gulf,
      title: 'Drill collars and subs',
      description: 'Two drill collars and crossover subs for the BHA change',
      items: [master.gulfItems[2]!, master.gulfItems[4]!],
      requiredBy: () => undefined,
    },
  ];
  for (const [index, booking] of bookings.entries()) {
    const sailing = open[index];
    if (!sailing) return;
    const requiredBy = booking.requiredBy(sailing.arrival);
    await addDemoRequest(trx, world, {
      vendorId: booking.vendorId,
      userId: booking.userId,
      rigIndex: sailing.rigIndex,
      title: booking.title,
      description: booking.description,
      section: 'Next section',
      ageDays: 4,
      phase: PHASE.PLANNING,
      ...(requiredBy ? { requiredBy } : {}),
      orders: booking.items.map((itemId, order) => ({
        itemId,
        quantity: 4 + order * 6,
        reviewed: 'ACCEPTED' as const,
        reaches: 'ASSIGNED_TO_SUPPLIER' as const,
      })),
      shipment: { voyageId: sailing.voyageId, journeyId: sailing.journeyIds[0]!, createdAt: daysAgo(1.5) },
      stepAt: (status) => daysAgo(status === 'REQUEST_LOADING' ? 1.5 : 1),
    });
  }
}
